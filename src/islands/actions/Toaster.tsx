/**
 * The one toast on screen (VDP-09, WL-04): a polite live region at the bottom of the page
 * showing $toast, dismissed by its own timer (a stale timer cannot dismiss a newer toast:
 * the store's reducer checks the id) or its close button. Several islands render a Toaster;
 * only the first mounted one shows anything, so a toast never appears twice.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $toast, dismissToast } from '../../stores/toasts.ts';

let owner: symbol | undefined;

export function Toaster() {
  const [me] = useState(() => Symbol('toaster'));
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (owner === undefined) {
      owner = me;
      setActive(true);
    }
    return () => {
      if (owner === me) owner = undefined;
    };
  }, [me]);
  return active ? <ToastRegion /> : null;
}

function ToastRegion() {
  const { current } = useStore($toast);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissToast(current.id), current.durationMs);
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {current && (
        <div className="toast" key={current.id} data-toast-id={current.id}>
          <div className="toast-body">
            {current.title && <p className="toast-title">{current.title}</p>}
            <p className="toast-message">{current.message}</p>
          </div>
          {current.action && (
            <a className="toast-action" href={current.action.href}>
              {current.action.label}
            </a>
          )}
          <button
            type="button"
            className="toast-close"
            aria-label="Dismiss"
            onClick={() => dismissToast(current.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
