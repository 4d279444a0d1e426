import { describe, expect, it } from 'vitest';
import {
  captureLandingParams,
  LANDING_PARAMS_KEY,
  linkedQueryParams,
  utmParams,
} from '../../../src/stores/landing-params.ts';
import { memoryStorage } from './memory-storage.ts';

describe('landing params (linked_query_params)', () => {
  it('[LEAD-01] keeps only utm_* parameters, within the lead schema limits', () => {
    expect(utmParams('?utm_source=google&utm_medium=cpc&gclid=abc&utm_empty=&UTM_Term=suv')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      UTM_Term: 'suv',
    });
    const many = Array.from({ length: 40 }, (_, n) => `utm_p${n}=${n}`).join('&');
    expect(Object.keys(utmParams(many))).toHaveLength(30);
    expect(utmParams(`utm_x=${'a'.repeat(900)}`)['utm_x']).toHaveLength(500);
    expect(utmParams(`utm_${'x'.repeat(80)}=1`)).toEqual({});
  });

  it('[LEAD-01] the first landing URL with utm_* parameters wins for the session; the current page fills gaps', () => {
    const storage = memoryStorage();
    captureLandingParams('?page=2', storage);
    expect(storage.getItem(LANDING_PARAMS_KEY)).toBeNull();
    captureLandingParams('?utm_source=facebook&utm_campaign=spring', storage);
    captureLandingParams('?utm_source=google', storage);
    expect(linkedQueryParams('?utm_source=email&utm_content=hero', storage)).toEqual({
      utm_source: 'facebook',
      utm_campaign: 'spring',
      utm_content: 'hero',
    });
    expect(linkedQueryParams('', memoryStorage())).toEqual({});
  });
});
