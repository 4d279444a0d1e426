/**
 * Sharing a car page (VDP-09): Facebook, Twitter/X (unless the tenant hides it), WhatsApp,
 * e-mail, SMS and copy link. Links are built only when the site URL is configured (an
 * absolute http(s) URL, spec-1 §5): a share link must point at the public page, never at
 * a preview host. Every parameter is URL-encoded.
 *
 * Popups open 550×400; 'Copied' shows for 1.5 s after copying; the copy toast
 * 'Copied {car name} to your clipboard!' lasts 3000 ms, and only one toast shows at a time:
 * a new toast replaces the current one, and a stale timer cannot dismiss its successor.
 */

export const SHARE_WINDOW = { width: 550, height: 400 } as const;
export const COPIED_NOTICE_MS = 1500;
export const TOAST_MS = 3000;
export const COPY_LINK_LABEL = 'Copy link';
export const COPIED_LABEL = 'Copied';

/** The site URL without trailing slashes, or undefined when it is not an absolute http(s) URL. */
export function siteOrigin(siteUrl: string | undefined): string | undefined {
  // A build asks for the same site's origin for every image of every car (feeds, structured
  // data): the last answer is kept, as parsing the URL each time cost a second at 20,000 cars.
  if (siteUrl !== undefined && siteUrl === lastOrigin.siteUrl) return lastOrigin.origin;
  const origin = parseSiteOrigin(siteUrl);
  if (siteUrl !== undefined) lastOrigin = { siteUrl, origin };
  return origin;
}

let lastOrigin: { siteUrl?: string; origin?: string | undefined } = {};

function parseSiteOrigin(siteUrl: string | undefined): string | undefined {
  const text = siteUrl?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/**
 * An absolute URL for `pathOrUrl` on the site: http(s) URLs are kept, `//host/x` becomes
 * https, a path is joined to the site URL. Undefined without a usable site URL (for paths).
 */
export function absoluteSiteUrl(siteUrl: string | undefined, pathOrUrl: string): string | undefined {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  const origin = siteOrigin(siteUrl);
  if (origin === undefined) return undefined;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export type ShareKind = 'facebook' | 'x' | 'whatsapp' | 'email' | 'sms' | 'copy';

export interface ShareLink {
  kind: ShareKind;
  label: string;
  /** For 'copy', the URL to copy. */
  href: string;
  /** Opens in a 550×400 popup (social networks); others navigate or copy. */
  popup: boolean;
}

export interface ShareInput {
  siteUrl: string | undefined;
  /** The car page path, /cars/{slug}. */
  path: string;
  /** The car name, used as the message. */
  title: string;
  /** Leave out the X button (vehicle.hideXShare); absent: shown. */
  hideX?: boolean | undefined;
}

const enc = encodeURIComponent;

/** Undefined when the site URL is not configured: no share icons then. */
export function shareLinks(input: ShareInput): ShareLink[] | undefined {
  const origin = siteOrigin(input.siteUrl);
  if (origin === undefined) return undefined;
  const url = `${origin}${input.path.startsWith('/') ? '' : '/'}${input.path}`;
  const text = input.title.trim();
  const message = text ? `${text} ${url}` : url;
  const links: ShareLink[] = [
    {
      kind: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
      popup: true,
    },
  ];
  if (!input.hideX)
    links.push({
      kind: 'x',
      label: 'Share on X',
      href: `https://x.com/intent/tweet?url=${enc(url)}&text=${enc(text)}`,
      popup: true,
    });
  links.push(
    {
      kind: 'whatsapp',
      label: 'Share on WhatsApp',
      href: `https://wa.me/?text=${enc(message)}`,
      popup: true,
    },
    {
      kind: 'email',
      label: 'Share by e-mail',
      href: `mailto:?subject=${enc(text)}&body=${enc(message)}`,
      popup: false,
    },
    // `?&body=` is read by both iOS (`&body`) and Android (`?body`) messaging apps.
    { kind: 'sms', label: 'Share by SMS', href: `sms:?&body=${enc(message)}`, popup: false },
    { kind: 'copy', label: COPY_LINK_LABEL, href: url, popup: false },
  );
  return links;
}

/** window.open features: 550×400, centred on the given screen when known. */
export function shareWindowFeatures(screen?: {
  width: number;
  height: number;
  left?: number;
  top?: number;
}): string {
  const { width, height } = SHARE_WINDOW;
  const parts = [`width=${width}`, `height=${height}`];
  if (screen) {
    const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - width) / 2));
    const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - height) / 2));
    parts.push(`left=${left}`, `top=${top}`);
  }
  parts.push('menubar=no', 'toolbar=no', 'resizable=yes', 'scrollbars=yes');
  return parts.join(',');
}

/** 'Copied' for 1.5 s after `copiedAt` (ms), else 'Copy link'. */
export function copyButtonLabel(copiedAt: number | undefined, now: number): string {
  return copiedAt !== undefined && now >= copiedAt && now - copiedAt < COPIED_NOTICE_MS
    ? COPIED_LABEL
    : COPY_LINK_LABEL;
}

export function copiedToastMessage(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}

export interface Toast {
  id: number;
  message: string;
  durationMs: number;
}

export interface ToastState {
  current: Toast | undefined;
  nextId: number;
}

export type ToastAction =
  | { type: 'show'; message: string; durationMs?: number | undefined }
  | { type: 'dismiss'; id: number };

export const NO_TOAST: ToastState = { current: undefined, nextId: 1 };

/**
 * One toast at a time: 'show' replaces whatever is showing; 'dismiss' (the close button or
 * the toast's own timer) removes a toast only if it is still the one showing.
 */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  if (action.type === 'show') {
    return {
      current: { id: state.nextId, message: action.message, durationMs: action.durationMs ?? TOAST_MS },
      nextId: state.nextId + 1,
    };
  }
  if (state.current?.id !== action.id) return state;
  return { ...state, current: undefined };
}
