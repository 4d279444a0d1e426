import { describe, expect, it } from 'vitest';
import { inlineScriptJson } from '../../../../src/domain/html/inline.ts';
import { dealerContact, leadConfig } from '../../../../src/islands/leads/lead-config.ts';
import { car, tenant } from './fixtures.ts';

describe('leadConfig', () => {
  it('[LEAD-01] carries the car fields every lead sends', () => {
    const config = leadConfig(car(), tenant());
    expect(config.car).toMatchObject({
      id: '4100002',
      slug: '2020-toyota-kluger-gx-hcu20000',
      name: '2020 Toyota Kluger GX',
      make: 'Toyota',
      model: 'Kluger',
      stocknum: 'HCU20000',
      car_type: 'used',
      status: 'in_stock',
      dealership_id: 'd1',
      dealership_slug: 'test-motors',
      image: '/media/demo/suv-white-front.jpg',
    });
    // The page carries the make; the lead's manufacturer_slug is made from it (lead-payload.ts).
    expect(config.car).not.toHaveProperty('manufacturer_slug');
  });

  it('[LEAD-07] test drives use the car’s sales location diary and offer its distribution locations', () => {
    const config = leadConfig(car(), tenant());
    expect(config.car.testDriveLocationId).toBe('l1');
    expect(config.car.distributionLocations).toEqual([
      { value: 'l2', label: 'Test Motors Two - Sales', locationId: 'l2', timeZone: 'Australia/Sydney' },
      { value: 'Somewhere Else', label: 'Somewhere Else', locationId: undefined, timeZone: undefined },
    ]);
  });

  it('[LEAD-04] [LEAD-06] [LEAD-18] takes the tenant’s form switches and submit label', () => {
    expect(leadConfig(car(), tenant()).settings).toMatchObject({
      commentsRequired: true,
      termsCheckbox: false,
      termsMessageVariant: false,
      captcha: true,
      submitButton: 'Enquire Now',
      dealershipCount: 1,
      termsHref: '/terms-and-conditions',
    });
    const other = leadConfig(
      car(),
      tenant({
        forms: { commentsRequired: false, termsCheckbox: true, termsMessageVariant: true },
        wording: { submitButton: 'Message Now' },
      }),
    );
    expect(other.settings).toMatchObject({
      commentsRequired: false,
      termsCheckbox: true,
      termsMessageVariant: true,
      submitButton: 'Message Now',
    });
  });

  it('the dealer’s phone and e-mail for the no-JavaScript section: the car’s location, else the primary', () => {
    expect(dealerContact(car(), tenant())).toEqual({
      name: 'Test Motors',
      phone: '02 9000 0001',
      email: 'sales@testmotors.example.com.au',
      locationName: 'Test Motors - Sales',
    });
    expect(dealerContact(undefined, tenant())).toMatchObject({
      phone: '02 9000 0000',
      email: 'sales@testmotors.example.com.au',
    });
    const away = car({ location_id: 'l2', location: { ...car().location!, id: 'l2', phone: undefined } });
    expect(dealerContact(away, tenant())).toMatchObject({
      phone: '02 9000 0000',
      email: 'sales@testmotors.example.com.au',
      locationName: 'Test Motors Two - Sales',
    });
  });

  it('[SEC-04] embeds as JSON that feed text cannot break out of', () => {
    const text = inlineScriptJson(leadConfig(car({ name: '</script><script>alert(1)</script>' }), tenant()));
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).car.name).toBe('</script><script>alert(1)</script>');
  });
});
