/**
 * 'Save this search' on the search page (ALERT-01). The button is all the search page
 * carries; the form (SaveSearchDialog) loads the first time it is pressed, so shoppers who
 * never save a search download none of it.
 */
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { SaveSearchDialogProps } from './SaveSearchDialog.tsx';

const SaveSearchDialog: ComponentType<SaveSearchDialogProps> = lazy(() => import('./SaveSearchDialog.tsx'));

export function SaveSearchButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn secondary save-search-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        Save this search
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog label={label} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
