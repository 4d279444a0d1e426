import { describe, expect, it } from 'vitest';
import {
  buildGeneralEnquiry,
  type GeneralEnquiryConfig,
  type GeneralEnquiryValues,
  generalEnquiryErrors,
} from '../../../../src/islands/leads/general-enquiry-payload.ts';
import { generalEnquiryConfig } from '../../../../src/islands/leads/general-enquiry-config.ts';
import { makeLocation } from '../../../fixtures/helpers.ts';

const config: GeneralEnquiryConfig = {
  purpose: 'enquiry',
  locations: [
    { id: 'n', name: 'North Motors - Sales', dealershipSlug: 'north' },
    { id: 's', name: 'South Motors - Sales', dealershipSlug: 'south' },
  ],
  defaultLocationId: undefined,
  commentsRequired: true,
  captcha: false,
  termsCheckbox: true,
  termsMessageVariant: false,
  termsHref: '/terms-and-conditions',
  dealershipCount: 2,
  submitButton: 'Enquire Now',
  siteName: 'Test Group',
};
const empty: GeneralEnquiryValues = {
  name: '',
  last_name: '',
  email: '',
  phone: '',
  postcode: '',
  topic: '',
  location_id: '',
  contact_method: '',
  message: '',
  opt_in: true,
  terms_conditions: false,
  website: '',
};
const env = {
  url: 'https://www.test.example/contact-us',
  userAgent: 'test',
  visitedPages: [],
  linkedQueryParams: {},
  formStartedAt: 1,
};

describe('general enquiry form', () => {
  it('an empty form: name, e-mail or phone, postcode, what it is about, the location, comments and terms, in form order', () => {
    expect(generalEnquiryErrors(buildGeneralEnquiry(config, empty, env), config)).toEqual([
      { field: 'name', message: '* This field is required' },
      { field: 'email', message: 'Please give an e-mail address or a phone number' },
      { field: 'postcode', message: '* This field is required' },
      { field: 'subcategory', message: '* This field is required' },
      { field: 'location', message: '* This field is required' },
      { field: 'message', message: '* This field is required' },
      {
        field: 'terms_conditions',
        message: '* You must agree to the terms of use before submitting the form.',
      },
    ]);
  });

  it('the chosen location names its dealership; the enquiry is a General Enquiry about the topic', () => {
    const payload = buildGeneralEnquiry(
      config,
      {
        ...empty,
        name: 'Ada',
        phone: '0412 345 678',
        postcode: '2000',
        topic: 'Parts',
        location_id: 's',
        contact_method: 'SMS',
        message: 'Do you have wiper blades?',
        terms_conditions: true,
      },
      env,
    );
    expect(payload).toMatchObject({
      kind: 'enquiry',
      category: 'General Enquiry',
      subcategory: 'Parts',
      location: 'South Motors - Sales',
      location_id: 's',
      dealership_slug: 'south',
      PreferredContactMethod: 'SMS',
      terms_conditions: true,
    });
    expect(generalEnquiryErrors(payload, config)).toEqual([]);
  });

  it('[LEAD-05] the careers form has no topic and is sent as a careers lead, filed as a General Enquiry / Career Enquiry', () => {
    const careers: GeneralEnquiryConfig = { ...config, purpose: 'careers' };
    const payload = buildGeneralEnquiry(
      careers,
      {
        ...empty,
        name: 'Ada',
        email: 'ada@example.com',
        postcode: '2000',
        location_id: 'n',
        message: 'Apprentice technician',
        terms_conditions: true,
      },
      env,
    );
    expect(payload).toMatchObject({
      kind: 'careers',
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
    expect(generalEnquiryErrors(payload, careers)).toEqual([]);
    expect(
      generalEnquiryErrors(buildGeneralEnquiry(careers, empty, env), careers).map((e) => e.field),
    ).toEqual(['name', 'email', 'postcode', 'location', 'message', 'terms_conditions']);
  });

  it('a single location is chosen for the shopper and its field is not shown; a location page offers its own first', () => {
    const one = makeLocation({ id: 'only', name: 'Only Motors', location_type: 'sales' });
    const hidden = makeLocation({ id: 'gone', name: 'Old Yard', visible: false });
    const single = generalEnquiryConfig(
      {
        settings: { ...settingsOf(), forms: { ...settingsOf().forms } },
        dealerships: [],
        locations: [one, hidden],
      },
      undefined,
    );
    expect(single.locations.map((l) => l.id)).toEqual(['only']);
    expect(single.defaultLocationId).toBe('only');
    const payload = buildGeneralEnquiry(
      single,
      { ...empty, name: 'Jo', email: 'jo@example.com', postcode: '2000', topic: 'Sales', message: 'Hi' },
      env,
    );
    expect(payload.location_id).toBe('only');
    expect(generalEnquiryErrors(payload, single)).toEqual([]);
    const parts = makeLocation({ id: 'p', name: 'Bay - Parts', location_type: 'parts' });
    const sales = makeLocation({ id: 'q', name: 'Bay - Sales', location_type: 'sales' });
    const page = generalEnquiryConfig(
      { settings: settingsOf(), dealerships: [], locations: [parts, sales] },
      [parts, sales],
    );
    expect(page.locations.map((l) => l.id)).toEqual(['q', 'p']);
    expect(page.defaultLocationId).toBe('q');
  });
});

function settingsOf() {
  return {
    site: { name: 'Only Motors' },
    forms: { commentsRequired: true, captcha: true, termsCheckbox: false, termsMessageVariant: false },
    wording: { submitButton: 'Enquire Now' },
  } as unknown as Parameters<typeof generalEnquiryConfig>[0]['settings'];
}
