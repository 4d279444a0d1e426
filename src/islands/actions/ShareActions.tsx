/**
 * Share, print and PDF for a car (VDP-09, VDP-16). Share links (Facebook, X unless hidden,
 * WhatsApp, e-mail, SMS) are plain links in the HTML; with JavaScript the social ones open
 * a 550×400 window. Copy link copies the page URL, shows 'Copied' for 1.5 s and the toast
 * 'Copied {car name} to your clipboard!' for 3000 ms (one toast at a time). Print opens
 * /print?car_id={slug} in a new tab (event 61). Download PDF fetches /api/cars/{slug}/pdf
 * with a 'Preparing…' state and saves it as {slug}.pdf; a failure is an alert with the message.
 *
 * Props: share (what shareLinks in src/domain/share.ts builds the links from, here on
 * the server and again in the browser: the page does not carry every link twice; without a
 * site URL there are no share icons; the car's slug is the last part of its path). Hydrate
 * with client:visible below the fold.
 */
import { useEffect, useId, useState } from 'react';
import { ANALYTICS_EVENTS } from '../../domain/analytics.ts';
import {
  COPIED_NOTICE_MS,
  copiedToastMessage,
  copyButtonLabel,
  type ShareInput,
  type ShareLink,
  shareLinks,
  shareWindowFeatures,
  TOAST_MS,
} from '../../domain/share.ts';
import { sendEvent } from '../../lib/analytics-client.ts';
import { fetchCarPdf } from '../../lib/api-client.ts';
import { showToast } from '../../stores/toasts.ts';
import { Icon, type IconName } from './icons.tsx';
import { Toaster } from './Toaster.tsx';

export interface ShareActionsProps {
  /** The car's page (its path is /cars/{slug}), name and the site's share settings. */
  share: ShareInput;
}

const ICONS: Record<ShareLink['kind'], IconName> = {
  facebook: 'facebook',
  x: 'x',
  whatsapp: 'whatsapp',
  email: 'email',
  sms: 'sms',
  copy: 'copy',
};

export const printHref = (slug: string) => `/print?car_id=${encodeURIComponent(slug)}`;
export const pdfHref = (slug: string) => `/api/cars/${encodeURIComponent(slug)}/pdf`;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    area.remove();
    return copied;
  }
}

function openPopup(event: React.MouseEvent<HTMLAnchorElement>, href: string): void {
  const { availWidth, availHeight } = window.screen;
  const popup = window.open(
    href,
    'share',
    shareWindowFeatures({
      width: availWidth,
      height: availHeight,
      left: window.screenX,
      top: window.screenY,
    }),
  );
  if (popup) {
    popup.opener = null;
    event.preventDefault();
  }
}

export function ShareActions({ share }: ShareActionsProps) {
  const slug = share.path.slice(share.path.lastIndexOf('/') + 1);
  const carName = share.title;
  const links = shareLinks(share);
  const titleId = useId();
  const [copiedAt, setCopiedAt] = useState<number | undefined>(undefined);
  const [, setTick] = useState(0);
  const [preparing, setPreparing] = useState(false);

  useEffect(() => {
    if (copiedAt === undefined) return;
    const timer = setTimeout(() => setTick((n) => n + 1), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  async function copy(url: string) {
    if (!(await copyText(url))) {
      window.prompt('Copy this link:', url);
      return;
    }
    setCopiedAt(Date.now());
    showToast({ message: copiedToastMessage(carName), durationMs: TOAST_MS });
  }

  async function downloadPdf(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (preparing) return;
    setPreparing(true);
    const result = await fetchCarPdf(slug);
    setPreparing(false);
    if (!result.ok) {
      window.alert(result.message);
      return;
    }
    const url = URL.createObjectURL(result.blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${slug}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }

  const copyLabel = copyButtonLabel(copiedAt, Date.now());
  return (
    <div className="share-actions">
      {links && links.length > 0 && (
        <>
          <p className="share-title" id={titleId}>
            Share this car
          </p>
          <ul className="share-list" aria-labelledby={titleId}>
            {links.map((link) => (
              <li key={link.kind}>
                {link.kind === 'copy' ? (
                  <button
                    type="button"
                    className="share-button share-copy"
                    data-copied={copyLabel !== link.label || undefined}
                    onClick={() => void copy(link.href)}
                  >
                    <Icon name="copy" />
                    <span aria-live="polite">{copyLabel}</span>
                  </button>
                ) : (
                  <a
                    className={`share-button share-${link.kind}`}
                    href={link.href}
                    aria-label={link.label}
                    title={link.label}
                    {...(link.popup
                      ? {
                          target: '_blank',
                          rel: 'noopener noreferrer',
                          onClick: (event: React.MouseEvent<HTMLAnchorElement>) =>
                            openPopup(event, link.href),
                        }
                      : {})}
                  >
                    <Icon name={ICONS[link.kind]} />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="share-tools">
        <a
          className="share-tool"
          href={printHref(slug)}
          target="_blank"
          rel="noopener"
          onClick={() => sendEvent({ id: ANALYTICS_EVENTS.print, data: { car_slug: slug } })}
        >
          <Icon name="print" />
          Print
        </a>
        <a
          className="share-tool"
          href={pdfHref(slug)}
          download={`${slug}.pdf`}
          aria-disabled={preparing || undefined}
          aria-busy={preparing || undefined}
          onClick={(event) => void downloadPdf(event)}
        >
          <Icon name="pdf" />
          {preparing ? 'Preparing…' : 'Download PDF'}
        </a>
      </div>
      <Toaster />
    </div>
  );
}
