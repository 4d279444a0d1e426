import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_EVENTS,
  enquiryEventId,
  financeEnquiryModalEventId,
  phoneClickEvent,
  phoneClickLabel,
  testDriveEventId,
  track,
  trackOnce,
  viewEventId,
} from '../../../src/domain/analytics.ts';

afterEach(() => vi.restoreAllMocks());

describe('[AN-01] numeric event ids', () => {
  it('[AN-01] the ids are exactly the spec’s', () => {
    expect(ANALYTICS_EVENTS).toEqual({
      usedView: 4,
      financeEnquiryModal: 9,
      newEnquiry: 14,
      usedEnquiry: 15,
      newTestDrive: 17,
      offerAccepted: 18,
      phoneClick: 25,
      financeCalculatorFirstUse: 26,
      favourite: 39,
      usedTestDrive: 48,
      searchPageView: 49,
      historyReport: 60,
      print: 61,
    });
  });

  it('[AN-01] 4: used view; other car types send none', () => {
    expect(viewEventId({ car_type: 'used' })).toBe(4);
    expect(viewEventId({ car_type: 'new' })).toBeUndefined();
    expect(viewEventId({ car_type: 'demo' })).toBeUndefined();
  });

  it('[AN-01] 14/15: enquiry new/used (demo counts as new)', () => {
    expect(enquiryEventId({ car_type: 'new' })).toBe(14);
    expect(enquiryEventId({ car_type: 'demo' })).toBe(14);
    expect(enquiryEventId({ car_type: 'used' })).toBe(15);
  });

  it('[AN-01] 17: new test drive and Test Drive Only; 48: used test drive', () => {
    expect(testDriveEventId({ car_type: 'new' })).toBe(17);
    expect(testDriveEventId({ car_type: 'used' })).toBe(48);
    expect(testDriveEventId({ car_type: 'used', tag: 'Test Drive Only' })).toBe(17);
    expect(testDriveEventId({ car_type: 'used', tag: 'test drive only ' })).toBe(17);
    expect(testDriveEventId({ car_type: 'used', tag: 'runout sale' })).toBe(48);
  });

  it('[AN-01] 25: phone click labelled New Car or Used Car by path', () => {
    expect(phoneClickEvent('/search/used-cars')).toEqual({ id: 25, label: 'Used Car' });
    expect(phoneClickLabel('/used-car/used/')).toBe('Used Car');
    expect(phoneClickLabel('/USED')).toBe('Used Car');
    expect(phoneClickLabel('/search/new-cars')).toBe('New Car');
    expect(phoneClickLabel('/')).toBe('New Car');
    expect(phoneClickLabel('/search/toyota?query=used')).toBe('New Car');
    expect(phoneClickLabel('/search/unused-stock')).toBe('New Car');
  });

  it('on a vehicle page the car type decides', () => {
    expect(phoneClickLabel('/cars/2021-toyota-corolla-c1', 'used')).toBe('Used Car');
    expect(phoneClickLabel('/search/used-cars', 'demo')).toBe('New Car');
  });

  it('[AN-01] 9: finance enquiry modal for the one brand only', () => {
    expect(financeEnquiryModalEventId('Hyundai', 'hyundai')).toBe(9);
    expect(financeEnquiryModalEventId('Kia', 'Hyundai')).toBeUndefined();
    expect(financeEnquiryModalEventId('Kia', undefined)).toBeUndefined();
    expect(financeEnquiryModalEventId('Kia', ' ')).toBeUndefined();
  });

  it('[AN-01] 26: the first finance-calculator use fires once', async () => {
    const sink = vi.fn();
    const firstUse = trackOnce(sink, { id: ANALYTICS_EVENTS.financeCalculatorFirstUse });
    await firstUse();
    await firstUse();
    await firstUse();
    expect(sink).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledWith({ id: 26 });
  });
});

describe('[AN-02] analytics never breaks the page', () => {
  it('[AN-02] a sink that throws: a warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sink = () => {
      throw new Error('gtag missing');
    };
    await expect(track(sink, { id: 61 })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Analytics event 61 failed:', 'gtag missing');
  });

  it('[AN-02] a sink that rejects: a warning only, never a rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(track(() => Promise.reject('blocked'), { id: 39 })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Analytics event 39 failed:', 'blocked');
  });

  it('a working sink gets the event; no sink is a no-op', async () => {
    const sink = vi.fn();
    await track(sink, { id: 49, label: 'search' });
    expect(sink).toHaveBeenCalledWith({ id: 49, label: 'search' });
    await expect(track(undefined, { id: 49 })).resolves.toBeUndefined();
  });
});
