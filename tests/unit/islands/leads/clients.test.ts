import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataLayerEntry, dataLayerSink, sendEvent } from '../../../../src/lib/analytics-client.ts';
import {
  apiRequest,
  type FetchLike,
  fetchCarPdf,
  NETWORK_MESSAGE,
  postLead,
  SERVER_MESSAGE,
  viewCountPath,
} from '../../../../src/lib/api-client.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('analytics client', () => {
  it('[AN-01] pushes { event: id, event_label, ...data } to window.dataLayer when there is one', () => {
    const dataLayer: unknown[] = [];
    dataLayerSink({ dataLayer })({ id: 25, label: 'Used Car', data: { car_id: '1' } });
    expect(dataLayer).toEqual([{ event: 25, event_label: 'Used Car', car_id: '1' }]);
    expect(dataLayerEntry({ id: 4 })).toEqual({ event: 4 });
    expect(() => dataLayerSink({})({ id: 4 })).not.toThrow();
  });

  it('[AN-02] a broken data layer is a warning only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('dataLayer', {
      push: () => {
        throw new Error('blocked');
      },
    });
    expect(() => sendEvent({ id: 61 })).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Analytics event 61 failed:', 'blocked');
  });
});

describe('api client', () => {
  it('sends JSON with the Idempotency-Key and reads the answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ lead_id: 'L1' }), { status: 201 }));
    expect(await postLead({ kind: 'enquiry' }, 'key-12345678', fetch)).toEqual({
      ok: true,
      status: 201,
      data: { lead_id: 'L1' },
    });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/leads');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'Idempotency-Key': 'key-12345678',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init.body))).toEqual({ kind: 'enquiry' });
  });

  it('never throws: errors carry the server message and field errors, or a generic one', async () => {
    const answer = (status: number, body: unknown) => async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    expect(
      await apiRequest('/x', {
        fetch: answer(400, {
          message: 'Please fix the following errors:',
          errors: [{ field: 'name', message: '* This field is required' }, { nope: 1 }],
        }),
      }),
    ).toEqual({
      ok: false,
      status: 400,
      message: 'Please fix the following errors:',
      errors: [{ field: 'name', message: '* This field is required' }],
    });
    expect(await apiRequest('/x', { fetch: answer(502, '<html>bad gateway</html>') })).toEqual({
      ok: false,
      status: 502,
      message: SERVER_MESSAGE,
      errors: [],
    });
    expect(
      await apiRequest('/x', {
        fetch: async () => {
          throw new TypeError('offline');
        },
      }),
    ).toEqual({ ok: false, status: 0, message: NETWORK_MESSAGE, errors: [] });
  });

  it('a call given timeoutMs gives up when no answer comes, as a failed request', async () => {
    const hang: FetchLike = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    expect(await apiRequest('/x', { fetch: hang, timeoutMs: 20 })).toEqual({
      ok: false,
      status: 0,
      message: NETWORK_MESSAGE,
      errors: [],
    });
  });

  it('[VDP-20] the view-count URL carries photos_count, updated_at and website_id when known', () => {
    expect(
      viewCountPath('a-car', { photos_count: 0, updated_at: '2026-07-24T13:56:14Z', website_id: '1001' }),
    ).toBe('/api/cars/a-car/view.json?photos_count=0&updated_at=2026-07-24T13%3A56%3A14Z&website_id=1001');
    expect(viewCountPath('a-car', { website_id: '' })).toBe('/api/cars/a-car/view.json');
  });

  it('[VDP-16] the PDF: a file, or the server’s message', async () => {
    const ok = await fetchCarPdf(
      'a-car',
      async () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }),
    );
    expect(ok.ok && ok.blob.size).toBe(4);
    expect(
      await fetchCarPdf(
        'a-car',
        async () => new Response(JSON.stringify({ message: 'Too many PDF downloads.' }), { status: 429 }),
      ),
    ).toEqual({ ok: false, message: 'Too many PDF downloads.' });
    expect(
      await fetchCarPdf('a-car', async () => {
        throw new TypeError('offline');
      }),
    ).toEqual({ ok: false, message: NETWORK_MESSAGE });
  });
});
