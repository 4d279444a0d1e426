/**
 * The car photos the saved-car lists, the compare table, the lead dialog and the purchase
 * journey show: asked for at the width their layout needs, of the image CDN or the build's own
 * photo set, never the feed's full-size file.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandMedia } from '../../../src/domain/media.ts';
import { priceDisplayOptions } from '../../../src/domain/price-display.ts';
import type { MediaSettings } from '../../../src/domain/responsive-image.ts';
import { CompareTable } from '../../../src/islands/actions/CompareTable.tsx';
import { FavouritesList } from '../../../src/islands/actions/FavouritesList.tsx';
import { WatchlistCarSummary } from '../../../src/islands/actions/WatchlistList.tsx';
import { dealConfig } from '../../../src/islands/deal/deal-config.ts';
import { DealCarCard } from '../../../src/islands/deal/deal-steps.tsx';
import { leadConfig } from '../../../src/islands/leads/lead-config.ts';
import { LeadForms } from '../../../src/islands/leads/LeadForms.tsx';
import type { DealCar } from '../../../src/lib/api-client.ts';
import { $compare } from '../../../src/stores/compare.ts';
import { $favourites } from '../../../src/stores/favourites.ts';
import { car, tenant } from './leads/fixtures.ts';

// The lists live in the browser: render them as they are once hydrated.
vi.mock('../../../src/islands/use-hydrated.ts', () => ({ useHydrated: () => true }));

const CDN: MediaSettings = {
  imageCdn: 'https://cdn.example/{url}?w={width}&q={quality}&fm={format}',
  quality: 70,
};
const PHOTO = 'https://photos.example/stock/kluger-front.jpg';
const ENCODED = 'https%3A%2F%2Fphotos.example%2Fstock%2Fkluger-front.jpg';
const cdn = (width: number, format = 'jpg') => `https://cdn.example/${ENCODED}?w=${width}&q=70&fm=${format}`;
const VARIANT = '/img/abc0123456789def-1920/640.jpg';
const VARIANT_THUMB = '/img/abc0123456789def-1920/320.jpg';

interface Tag {
  [attribute: string]: string;
}

/** Every <tag …> of the markup as its attributes (names in lower case, as HTML reads them), entities read back. */
function tags(html: string, name: string): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((attribute) => [
        attribute[1]!.toLowerCase(),
        attribute[2]!.replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

function onlyImg(html: string): Tag {
  const images = tags(html, 'img');
  expect(images).toHaveLength(1);
  return images[0]!;
}

const compareCar = (primary_image_url: string) => ({
  id: '4100002',
  slug: '2020-toyota-kluger-gx-hcu20000',
  name: '2020 Toyota Kluger GX',
  make: 'Toyota',
  model: 'Kluger',
  year: 2020,
  priceText: '$27,990',
  car_type: 'used',
  status: 'in_stock',
  primary_image_url,
});

const watchlistCar = (primary_image_url: string) => ({
  id: '4100002',
  slug: '2020-toyota-kluger-gx-hcu20000',
  name: '2020 Toyota Kluger GX',
  make: 'Toyota',
  price: 27990,
  primary_image_url,
  status: 'in_stock',
});

const dealCar = (image: string): DealCar => ({
  id: '4100002',
  name: '2020 Toyota Kluger GX',
  path: '/cars/2020-toyota-kluger-gx-hcu20000',
  image,
  price: 27990,
  make: 'Toyota',
  model: 'Kluger',
  location_id: 'l1',
  slug: '2020-toyota-kluger-gx-hcu20000',
  drive_away: true,
  government_charges: null,
  car_type: 'used',
  km: 85820,
  stock_number: 'HCU20000',
  pickup_from: null,
  buyable: true,
  message: null,
  reserve: null,
});

const prices = priceDisplayOptions(tenant().settings);

function leadDialog(photo: string, settings: Record<string, unknown> = {}): string {
  const config = leadConfig(car({ primary_image_url: photo }), tenant(settings));
  return renderToStaticMarkup(
    createElement(LeadForms, { config, request: { kind: 'enquiry' }, onClosed: () => {} }),
  );
}

afterEach(() => {
  $favourites.set([]);
  $compare.set([]);
});

describe('small car photos in the islands (one 320 px JPEG)', () => {
  it('the watchlist asks the image CDN for a 320 px thumbnail, lazily, at 180 × 120', () => {
    const html = renderToStaticMarkup(
      createElement(WatchlistCarSummary, { car: watchlistCar(PHOTO), prices, media: CDN }),
    );
    expect(html).not.toContain('<picture');
    expect(onlyImg(html)).toMatchObject({
      src: cdn(320),
      alt: '',
      width: '180',
      height: '120',
      loading: 'lazy',
    });
    expect(onlyImg(html)).not.toHaveProperty('srcset');
  });

  it('the watchlist shows the 320 px file of a photo the build resized', () => {
    const html = renderToStaticMarkup(
      createElement(WatchlistCarSummary, { car: watchlistCar(VARIANT), prices }),
    );
    expect(onlyImg(html).src).toBe(VARIANT_THUMB);
  });

  it('favourites ask the image CDN for a 320 px thumbnail, lazily, at 180 × 120', () => {
    $favourites.set([{ ...compareCar(PHOTO) }]);
    const img = onlyImg(renderToStaticMarkup(createElement(FavouritesList, { media: CDN })));
    expect(img).toMatchObject({ src: cdn(320), alt: '', width: '180', height: '120', loading: 'lazy' });
  });

  it('favourites show the 320 px file of a photo the build resized', () => {
    $favourites.set([{ ...compareCar(VARIANT) }]);
    expect(onlyImg(renderToStaticMarkup(createElement(FavouritesList))).src).toBe(VARIANT_THUMB);
  });

  it('the compare table asks the image CDN for 320 and 640 px (its columns widen to 320 px), eagerly, at 240 × 160', () => {
    $compare.set([compareCar(PHOTO)]);
    const img = onlyImg(renderToStaticMarkup(createElement(CompareTable, { media: CDN })));
    expect(img).toMatchObject({
      src: cdn(320),
      srcset: `${cdn(320)} 320w, ${cdn(640)} 640w`,
      alt: '',
      width: '240',
      height: '160',
      loading: 'eager',
    });
  });

  it('the compare table shows the 320 and 640 px files of a photo the build resized', () => {
    $compare.set([compareCar(VARIANT)]);
    expect(onlyImg(renderToStaticMarkup(createElement(CompareTable)))).toMatchObject({
      src: VARIANT_THUMB,
      srcset: `${VARIANT_THUMB} 320w, /img/abc0123456789def-1920/640.jpg 640w`,
    });
  });

  it('the lead dialog asks the image CDN for a 320 px thumbnail, eagerly, at 120 × 80', () => {
    const img = onlyImg(leadDialog(PHOTO, { media: { imageCdn: CDN.imageCdn, quality: 70 } }));
    expect(img).toMatchObject({ src: cdn(320), alt: '', width: '120', height: '80', loading: 'eager' });
  });

  it('the lead dialog shows the 320 px file of a photo the build resized', () => {
    expect(onlyImg(leadDialog(VARIANT)).src).toBe(VARIANT_THUMB);
  });

  it('without an image CDN a photo the build could not resize is shown as it is', () => {
    expect(onlyImg(leadDialog(PHOTO)).src).toBe(PHOTO);
    $compare.set([compareCar(PHOTO)]);
    expect(onlyImg(renderToStaticMarkup(createElement(CompareTable))).src).toBe(PHOTO);
  });
});

describe('the purchase journey’s car photo (600 × 400, a card’s widths)', () => {
  it('asks the image CDN for 320, 640 and 960 px, AVIF before JPEG', () => {
    const html = renderToStaticMarkup(createElement(DealCarCard, { car: dealCar(PHOTO), media: CDN }));
    const img = onlyImg(html);
    expect(img).toMatchObject({ src: cdn(640), alt: '', width: '600', height: '400', loading: 'eager' });
    expect(img['srcset']).toBe(`${cdn(320)} 320w, ${cdn(640)} 640w, ${cdn(960)} 960w`);
    expect(img['sizes']).toBe('(min-width: 1240px) 380px, (min-width: 700px) 46vw, 92vw');
    expect(tags(html, 'source')).toEqual([
      {
        type: 'image/avif',
        srcset: `${cdn(320, 'avif')} 320w, ${cdn(640, 'avif')} 640w, ${cdn(960, 'avif')} 960w`,
        sizes: '(min-width: 1240px) 380px, (min-width: 700px) 46vw, 92vw',
      },
    ]);
  });

  it('shows the build’s own widths of a photo it resized', () => {
    const html = renderToStaticMarkup(createElement(DealCarCard, { car: dealCar(VARIANT) }));
    const img = onlyImg(html);
    expect(img['src']).toBe('/img/abc0123456789def-1920/640.jpg');
    expect(img['srcset']).toBe(
      '/img/abc0123456789def-1920/320.jpg 320w, /img/abc0123456789def-1920/640.jpg 640w, /img/abc0123456789def-1920/960.jpg 960w',
    );
    expect(tags(html, 'source')[0]?.['srcset']).toBe(
      '/img/abc0123456789def-1920/320.avif 320w, /img/abc0123456789def-1920/640.avif 640w, /img/abc0123456789def-1920/960.avif 960w',
    );
  });
});

describe('the photo settings pages hand the islands', () => {
  it('are the image CDN’s, and nothing at all without one', () => {
    expect(islandMedia(CDN)).toEqual(CDN);
    expect(islandMedia({ quality: 75 })).toBeUndefined();
  });

  it('reach the lead dialog and the purchase journey only with an image CDN', () => {
    const withCdn = tenant({ media: { imageCdn: CDN.imageCdn, quality: 70 } });
    const paths = { postcodesUrl: '/postcodes.json', valuationTermsHref: '/terms', searchHref: '/search' };
    expect(leadConfig(car(), withCdn).media).toEqual(CDN);
    expect(dealConfig(withCdn, paths).media).toEqual(CDN);
    expect(JSON.stringify(leadConfig(car(), tenant()))).not.toContain('"media"');
    expect(JSON.stringify(dealConfig(tenant(), paths))).not.toContain('"media"');
  });
});
