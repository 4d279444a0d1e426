import { describe, expect, it } from 'vitest';
import type { Car } from '../../../../src/model/car.ts';
import { inlineScriptJson } from '../../../../src/domain/html/inline.ts';
import { importedCar } from '../../../fixtures/helpers.ts';
import {
  absoluteImages,
  offerPrice,
  schemaAvailability,
  vehicleJsonLd,
  vehicleMetaTags,
} from '../../../../src/domain/vehicle/structured-data.ts';

const site = { url: 'https://www.fixturemotors.com.au/', name: 'Fixture Motors', phone: '02 9000 0000' };
const location: NonNullable<Car['location']> = {
  id: 'l1',
  name: 'Fixture Motors Caringbah',
  slug: 'caringbah',
  phone: '02 9525 1100',
  address: {
    street: '402 Taren Point Rd',
    city: 'Caringbah',
    state: 'NSW',
    postcode: '2229',
    place_url: undefined,
  },
  distribution_locations: [],
};

function car(overrides: Record<string, unknown> = {}, extra: Partial<Car> = {}): Car {
  return {
    ...importedCar({
      vin: 'JTDBR32E720012345',
      km: 45_210,
      simple_body: 'Hatch',
      simple_fuel: 'Petrol',
      simple_transmission: 'Automatic',
      colour: 'Silver',
      images: [{ image: 'https://cdn.example.com/1.jpg' }, { image: '/media/c1/2.jpg' }],
      ...overrides,
    }),
    location,
    ...extra,
  };
}

describe('[VDP-19] schema.org Car JSON-LD', () => {
  it('[VDP-19] carries VIN, odometer in KMT, model date, body, fuel, transmission and an AUD offer', () => {
    expect(vehicleJsonLd(car(), site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Toyota Corolla',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Corolla',
      vehicleModelDate: '2021',
      vehicleIdentificationNumber: 'JTDBR32E720012345',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_210, unitCode: 'KMT' },
      bodyType: 'Hatch',
      fuelType: 'Petrol',
      vehicleTransmission: 'Automatic',
      color: 'Silver',
      itemCondition: 'https://schema.org/UsedCondition',
      image: ['https://cdn.example.com/1.jpg', 'https://www.fixturemotors.com.au/media/c1/2.jpg'],
      url: 'https://www.fixturemotors.com.au/cars/2021-toyota-corolla-c1',
      offers: {
        '@type': 'Offer',
        price: 28_990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        url: 'https://www.fixturemotors.com.au/cars/2021-toyota-corolla-c1',
        seller: {
          '@type': 'AutoDealer',
          name: 'Fixture Motors Caringbah',
          telephone: '02 9525 1100',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '402 Taren Point Rd',
            addressLocality: 'Caringbah',
            addressRegion: 'NSW',
            postalCode: '2229',
            addressCountry: 'AU',
          },
        },
      },
    });
  });

  it('[VDP-19] no VIN: the property is left out, not null', () => {
    const ld = vehicleJsonLd(car({ vin: undefined }), site);
    expect('vehicleIdentificationNumber' in ld).toBe(false);
    expect(JSON.stringify(ld)).not.toContain('null');
  });

  it('[VDP-19] price only when displayable (above 10); the reduced price when shown', () => {
    const offers = (c: Car) => vehicleJsonLd(c, site)['offers'] as Record<string, unknown>;
    expect('price' in offers(car({ price: 10 }))).toBe(false);
    expect(offers(car({ price: 11 }))['price']).toBe(11);
    expect(offers(car({ price: 30_000, offer_price: 27_500 }))['price']).toBe(27_500);
    expect(
      offerPrice({
        price: 0,
        offer_price: undefined,
        before_price: undefined,
        subscription_price: 99,
        preorder: true,
      }),
    ).toBeUndefined();
  });

  it('[VDP-19] availability: InStock, PreOrder for coming soon or preorder, OutOfStock when sold', () => {
    expect(schemaAvailability({ status: 'in_stock', preorder: false })).toBe('https://schema.org/InStock');
    expect(schemaAvailability({ status: 'coming_soon', preorder: false })).toBe(
      'https://schema.org/PreOrder',
    );
    expect(schemaAvailability({ status: 'in_stock', preorder: true })).toBe('https://schema.org/PreOrder');
    expect(schemaAvailability({ status: 'sold', preorder: true })).toBe('https://schema.org/OutOfStock');
  });

  it('[VDP-19] item condition: new cars NewCondition, demo and used UsedCondition', () => {
    expect(vehicleJsonLd(car({ car_type: 'new' }), site)['itemCondition']).toBe(
      'https://schema.org/NewCondition',
    );
    expect(vehicleJsonLd(car({ car_type: 'demo' }), site)['itemCondition']).toBe(
      'https://schema.org/UsedCondition',
    );
  });

  it('motorcycles are Motorcycle; caravans a Vehicle without odometer', () => {
    expect(vehicleJsonLd(car({ item_type: 'motorcycle' }), site)['@type']).toBe('Motorcycle');
    const caravan = vehicleJsonLd(car({ item_type: 'caravan' }), site);
    expect(caravan['@type']).toBe('Vehicle');
    expect('mileageFromOdometer' in caravan).toBe(false);
  });

  it('without a location the site is the seller', () => {
    const ld = vehicleJsonLd(car({}, { location: undefined }), site);
    expect((ld['offers'] as { seller: unknown }).seller).toEqual({
      '@type': 'AutoDealer',
      name: 'Fixture Motors',
      telephone: '02 9000 0000',
    });
  });

  it('images are absolute and never the placeholder', () => {
    expect(
      absoluteImages(
        {
          images: [
            { image: '/media/placeholder.jpg', thumb: undefined },
            { image: '//cdn.example.com/x.jpg', thumb: undefined },
          ],
        },
        site.url,
      ),
    ).toEqual(['https://cdn.example.com/x.jpg']);
    expect('image' in vehicleJsonLd(car({ images: [] }), site)).toBe(false);
  });
});

describe('[VDP-19] JSON-LD script embedding', () => {
  it('[VDP-19] escapes < so feed text cannot close the script, and parses back unchanged', () => {
    const data = vehicleJsonLd(
      car({ model: '</script><script>alert(1)</script>', colour: 'Black & "Red"' }),
      site,
    );
    const script = inlineScriptJson(data);
    expect(script).not.toContain('<');
    expect(script).not.toContain('>');
    expect(script).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script)).toEqual(data);
  });

  it('line and paragraph separators are escaped too', () => {
    const script = inlineScriptJson({ a: 'x\u2028y\u2029z' });
    expect(script).toBe('{"a":"x\\u2028y\\u2029z"}');
    expect(JSON.parse(script)).toEqual({ a: 'x\u2028y\u2029z' });
  });
});

describe('[VDP-19] Open Graph and Twitter tags', () => {
  it('[VDP-19] og:title, og:description, absolute og:image and og:url, twitter summary_large_image', () => {
    const tags = vehicleMetaTags(car({ images: [{ image: '/media/c1/1.jpg' }] }), site, {
      title: 'Corolla for $28,990',
      description: 'A great car.',
    });
    expect(tags).toEqual([
      { property: 'og:type', content: 'product' },
      { property: 'og:title', content: 'Corolla for $28,990' },
      { property: 'og:description', content: 'A great car.' },
      { property: 'og:site_name', content: 'Fixture Motors' },
      { property: 'og:url', content: 'https://www.fixturemotors.com.au/cars/2021-toyota-corolla-c1' },
      { property: 'og:image', content: 'https://www.fixturemotors.com.au/media/c1/1.jpg' },
      { property: 'og:image:alt', content: '2021 Toyota Corolla' },
      // X takes the title, description and image from the og: tags.
      { name: 'twitter:card', content: 'summary_large_image' },
    ]);
  });

  it('no photo: no image tags', () => {
    const tags = vehicleMetaTags(car({ images: [] }), site, { title: 't', description: 'd' });
    expect(tags.some((tag) => tag.property === 'og:image' || tag.name === 'twitter:image')).toBe(false);
  });
});
