import { describe, expect, it } from 'vitest';
import {
  absoluteSiteUrl,
  COPIED_NOTICE_MS,
  copiedToastMessage,
  copyButtonLabel,
  NO_TOAST,
  shareLinks,
  shareWindowFeatures,
  siteOrigin,
  TOAST_MS,
  toastReducer,
} from '../../../src/domain/share.ts';

const input = {
  siteUrl: 'https://www.fixturemotors.com.au/',
  path: '/cars/2021-toyota-corolla-c1',
  title: '2021 Toyota Corolla & Co',
  hideX: false,
};
const pageUrl = 'https://www.fixturemotors.com.au/cars/2021-toyota-corolla-c1';
const encoded = encodeURIComponent(pageUrl);

describe('[VDP-09] share links', () => {
  it('[VDP-09] Facebook, X, WhatsApp, e-mail, SMS and copy link, absolute and URL-encoded', () => {
    const links = shareLinks(input)!;
    expect(links.map((link) => link.kind)).toEqual(['facebook', 'x', 'whatsapp', 'email', 'sms', 'copy']);
    const href = Object.fromEntries(links.map((link) => [link.kind, link.href]));
    expect(href['facebook']).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(href['x']).toBe(
      `https://x.com/intent/tweet?url=${encoded}&text=2021%20Toyota%20Corolla%20%26%20Co`,
    );
    expect(href['whatsapp']).toBe(`https://wa.me/?text=2021%20Toyota%20Corolla%20%26%20Co%20${encoded}`);
    expect(href['email']).toBe(
      `mailto:?subject=2021%20Toyota%20Corolla%20%26%20Co&body=2021%20Toyota%20Corolla%20%26%20Co%20${encoded}`,
    );
    expect(href['sms']).toBe(`sms:?&body=2021%20Toyota%20Corolla%20%26%20Co%20${encoded}`);
    expect(href['copy']).toBe(pageUrl);
    expect(links.filter((link) => link.popup).map((link) => link.kind)).toEqual([
      'facebook',
      'x',
      'whatsapp',
    ]);
  });

  it('[VDP-09] Twitter/X is left out on tenants that hide it', () => {
    expect(shareLinks({ ...input, hideX: true })!.map((link) => link.kind)).toEqual([
      'facebook',
      'whatsapp',
      'email',
      'sms',
      'copy',
    ]);
  });

  it('[VDP-09] nothing without a configured site URL', () => {
    expect(shareLinks({ ...input, siteUrl: undefined })).toBeUndefined();
    expect(shareLinks({ ...input, siteUrl: '' })).toBeUndefined();
    expect(shareLinks({ ...input, siteUrl: '/relative' })).toBeUndefined();
    expect(shareLinks({ ...input, siteUrl: 'ftp://example.com' })).toBeUndefined();
  });

  it('[VDP-09] the share window is 550×400', () => {
    expect(shareWindowFeatures()).toBe(
      'width=550,height=400,menubar=no,toolbar=no,resizable=yes,scrollbars=yes',
    );
    expect(shareWindowFeatures({ width: 1550, height: 1000, left: 100 })).toContain(
      'width=550,height=400,left=600,top=300',
    );
    expect(shareWindowFeatures({ width: 300, height: 200 })).toContain('left=0,top=0');
  });

  it('[VDP-09] Copied shows for 1.5 s', () => {
    expect(COPIED_NOTICE_MS).toBe(1500);
    expect(copyButtonLabel(undefined, 10_000)).toBe('Copy link');
    expect(copyButtonLabel(10_000, 10_000)).toBe('Copied');
    expect(copyButtonLabel(10_000, 11_499)).toBe('Copied');
    expect(copyButtonLabel(10_000, 11_500)).toBe('Copy link');
  });

  it('site URLs with a path keep it; paths join without double slashes', () => {
    expect(siteOrigin('https://dealer.example.com/site/')).toBe('https://dealer.example.com/site');
    expect(absoluteSiteUrl('https://dealer.example.com/site', 'cars/x')).toBe(
      'https://dealer.example.com/site/cars/x',
    );
    expect(absoluteSiteUrl(undefined, 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(absoluteSiteUrl(undefined, '/cars/x')).toBeUndefined();
  });
});

describe('[VDP-09] copy toast', () => {
  it('[VDP-09] Copied {car name} to your clipboard! for 3000 ms', () => {
    const state = toastReducer(NO_TOAST, {
      type: 'show',
      message: copiedToastMessage('2021 Toyota Corolla'),
    });
    expect(state.current).toEqual({
      id: 1,
      message: 'Copied 2021 Toyota Corolla to your clipboard!',
      durationMs: 3000,
    });
    expect(TOAST_MS).toBe(3000);
  });

  it('[VDP-09] only one toast at a time: a new toast replaces the current one', () => {
    const first = toastReducer(NO_TOAST, { type: 'show', message: 'one' });
    const second = toastReducer(first, { type: 'show', message: 'two' });
    expect(second.current).toMatchObject({ id: 2, message: 'two' });
  });

  it('[VDP-09] the replaced toast’s timer cannot dismiss its successor', () => {
    const first = toastReducer(NO_TOAST, { type: 'show', message: 'one' });
    const second = toastReducer(first, { type: 'show', message: 'two' });
    expect(toastReducer(second, { type: 'dismiss', id: 1 })).toBe(second);
    expect(toastReducer(second, { type: 'dismiss', id: 2 }).current).toBeUndefined();
  });
});
