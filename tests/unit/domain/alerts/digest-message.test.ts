import { describe, expect, it } from 'vitest';
import {
  type AlertEvent,
  alertLine,
  type DigestLinks,
  digestMessage,
  digestSummary,
  optInMessage,
} from '../../../../src/domain/alerts/digest-message.ts';

const links: DigestLinks = {
  siteUrl: 'https://cars.example.com',
  siteName: 'Example Motors',
  unsubscribeUrl: 'https://cars.example.com/alerts/unsubscribe?token=abc',
  watchlistUrl: 'https://cars.example.com/account/saved',
};

const COROLLA_SEARCH = '/search/new-used-and-demo-cars?make=Toyota&make_model=Toyota%3ACorolla&price=-30000';
const HILUX_SEARCH = '/search/new-used-and-demo-cars?make=Toyota&make_model=Toyota%3AHiLux';

const newCorolla: AlertEvent = {
  kind: 'new_match',
  car_id: 'c1',
  car_name: '2021 Toyota Corolla Ascent Sport',
  car_path: '/cars/2021-toyota-corolla-c1',
  price: 24990,
  search_label: 'Toyota Corolla, under $30,000',
  search_path: COROLLA_SEARCH,
};

const secondCorolla: AlertEvent = {
  kind: 'new_match',
  car_id: 'c3',
  car_name: '2020 Toyota Corolla SX',
  car_path: '/cars/2020-toyota-corolla-c3',
  price: 22500,
  search_label: 'Toyota Corolla, under $30,000',
  search_path: COROLLA_SEARCH,
};

const newHilux: AlertEvent = {
  kind: 'new_match',
  car_id: 'c4',
  car_name: '2022 Toyota HiLux SR5',
  car_path: '/cars/2022-toyota-hilux-c4',
  price: 0,
  search_label: 'Toyota HiLux',
  search_path: HILUX_SEARCH,
};

const mazdaDrop: AlertEvent = {
  kind: 'price_drop',
  car_id: 'c2',
  car_name: '2019 Mazda CX-5 Maxx',
  car_path: '/cars/2019-mazda-cx-5-c2',
  price: 27500,
  from_price: 29990,
};

const watched = (kind: AlertEvent['kind'], car_id: string, car_name: string): AlertEvent => ({
  kind,
  car_id,
  car_name,
  car_path: kind === 'unlisted' ? null : `/cars/${car_id}`,
  price: 20000,
});

describe('alertLine', () => {
  it('names a new match with its price', () => {
    expect(alertLine(newCorolla)).toBe('2021 Toyota Corolla Ascent Sport, $24,990');
  });

  it('says price on application for a new match without a price', () => {
    expect(alertLine(newHilux)).toBe('2022 Toyota HiLux SR5, Price on application');
  });

  it('gives a price drop with the new price, the saving and the old price', () => {
    expect(alertLine(mazdaDrop)).toBe('2019 Mazda CX-5 Maxx: now $27,500, down $2,490 from $29,990');
  });

  it('says a watched car was reserved, sold or is no longer listed', () => {
    expect(alertLine(watched('reserved', 'r1', 'Kia Sportage'))).toBe(
      'Kia Sportage has been reserved by another buyer',
    );
    expect(alertLine(watched('sold', 's1', 'Ford Ranger'))).toBe('Ford Ranger has been sold');
    expect(alertLine(watched('unlisted', 'u1', 'Honda Civic'))).toBe('Honda Civic is no longer listed');
  });
});

describe('digestSummary', () => {
  it('counts each kind, in one and many', () => {
    expect(digestSummary([newCorolla])).toBe('1 new match');
    expect(digestSummary([newCorolla, secondCorolla, mazdaDrop])).toBe('2 new matches, 1 price drop');
    expect(digestSummary([mazdaDrop, { ...mazdaDrop, car_id: 'c9' }])).toBe('2 price drops');
    expect(digestSummary([watched('reserved', 'r1', 'A')])).toBe('1 car reserved');
    expect(digestSummary([watched('reserved', 'r1', 'A'), watched('reserved', 'r2', 'B')])).toBe(
      '2 cars reserved',
    );
  });

  it('counts sold and unlisted cars together', () => {
    expect(digestSummary([watched('sold', 's1', 'A')])).toBe('1 car sold or gone');
    expect(digestSummary([watched('unlisted', 'u1', 'A')])).toBe('1 car sold or gone');
    expect(digestSummary([watched('sold', 's1', 'A'), watched('unlisted', 'u1', 'B')])).toBe(
      '2 cars sold or gone',
    );
  });

  it('puts new matches, drops, reservations and sales in that order whatever the input order', () => {
    expect(
      digestSummary([watched('sold', 's1', 'A'), watched('reserved', 'r1', 'B'), mazdaDrop, newCorolla]),
    ).toBe('1 new match, 1 price drop, 1 car reserved, 1 car sold or gone');
  });

  it('is empty for no events', () => {
    expect(digestSummary([])).toBe('');
  });
});

describe('digestMessage', () => {
  it('writes the subject from the site name and the summary', () => {
    expect(digestMessage([newCorolla, mazdaDrop], links).subject).toBe(
      'Example Motors: 1 new match, 1 price drop',
    );
  });

  it('writes the text of a small digest in full', () => {
    expect(digestMessage([newCorolla, mazdaDrop], links).text).toBe(
      [
        'Here is what changed at Example Motors since we last wrote.',
        '',
        'New for “Toyota Corolla, under $30,000”',
        '- 2021 Toyota Corolla Ascent Sport, $24,990',
        '  https://cars.example.com/cars/2021-toyota-corolla-c1',
        'All results: https://cars.example.com/search/new-used-and-demo-cars?make=Toyota&make_model=Toyota%3ACorolla&price=-30000',
        '',
        'Price drops on cars you saved',
        '- 2019 Mazda CX-5 Maxx: now $27,500, down $2,490 from $29,990',
        '  https://cars.example.com/cars/2019-mazda-cx-5-c2',
        '',
        'Your saved cars: https://cars.example.com/account/saved',
        'Stop these alerts (one click): https://cars.example.com/alerts/unsubscribe?token=abc',
      ].join('\n'),
    );
  });

  it('writes the HTML of a small digest in full', () => {
    expect(digestMessage([newCorolla, mazdaDrop], links).html).toBe(
      [
        '<p>Here is what changed at Example Motors since we last wrote.</p>',
        '<h2 style="font-size:16px">New for “Toyota Corolla, under $30,000”</h2><ul><li><a href="https://cars.example.com/cars/2021-toyota-corolla-c1">2021 Toyota Corolla Ascent Sport, $24,990</a></li></ul><p><a href="https://cars.example.com/search/new-used-and-demo-cars?make=Toyota&amp;make_model=Toyota%3ACorolla&amp;price=-30000">All results</a></p>',
        '<h2 style="font-size:16px">Price drops on cars you saved</h2><ul><li><a href="https://cars.example.com/cars/2019-mazda-cx-5-c2">2019 Mazda CX-5 Maxx: now $27,500, down $2,490 from $29,990</a></li></ul>',
        '<p><a href="https://cars.example.com/account/saved">Your saved cars</a></p>',
        '<p style="font-size:12px">You asked Example Motors for these alerts. <a href="https://cars.example.com/alerts/unsubscribe?token=abc">Unsubscribe</a> with one click.</p>',
      ].join('\n'),
    );
  });

  it('groups new matches by saved search in order of first appearance, then the watched cars by kind', () => {
    const { text } = digestMessage(
      [
        watched('unlisted', 'u1', 'Honda Civic'),
        newCorolla,
        watched('sold', 's1', 'Ford Ranger'),
        newHilux,
        watched('reserved', 'r1', 'Kia Sportage'),
        secondCorolla,
        mazdaDrop,
      ],
      links,
    );
    expect(text).toBe(
      [
        'Here is what changed at Example Motors since we last wrote.',
        '',
        'New for “Toyota Corolla, under $30,000”',
        '- 2021 Toyota Corolla Ascent Sport, $24,990',
        '  https://cars.example.com/cars/2021-toyota-corolla-c1',
        '- 2020 Toyota Corolla SX, $22,500',
        '  https://cars.example.com/cars/2020-toyota-corolla-c3',
        'All results: https://cars.example.com/search/new-used-and-demo-cars?make=Toyota&make_model=Toyota%3ACorolla&price=-30000',
        '',
        'New for “Toyota HiLux”',
        '- 2022 Toyota HiLux SR5, Price on application',
        '  https://cars.example.com/cars/2022-toyota-hilux-c4',
        'All results: https://cars.example.com/search/new-used-and-demo-cars?make=Toyota&make_model=Toyota%3AHiLux',
        '',
        'Price drops on cars you saved',
        '- 2019 Mazda CX-5 Maxx: now $27,500, down $2,490 from $29,990',
        '  https://cars.example.com/cars/2019-mazda-cx-5-c2',
        '',
        'Reserved',
        '- Kia Sportage has been reserved by another buyer',
        '  https://cars.example.com/cars/r1',
        '',
        'Sold',
        '- Ford Ranger has been sold',
        '  https://cars.example.com/cars/s1',
        '',
        'No longer listed',
        '- Honda Civic is no longer listed',
        '',
        'Your saved cars: https://cars.example.com/account/saved',
        'Stop these alerts (one click): https://cars.example.com/alerts/unsubscribe?token=abc',
      ].join('\n'),
    );
  });

  it('heads a new match without a search label "your saved search"', () => {
    const { text } = digestMessage([{ ...newCorolla, search_label: undefined }], links);
    expect(text).toContain('\nNew for “your saved search”\n');
  });

  it('does not link a car that has left the site in the HTML', () => {
    const { html } = digestMessage([watched('unlisted', 'u1', 'Honda Civic')], links);
    expect(html).toContain(
      '<h2 style="font-size:16px">No longer listed</h2><ul><li>Honda Civic is no longer listed</li></ul>',
    );
  });

  it('escapes <, &, and quotes of car names, labels, site name and links in the HTML', () => {
    const message = digestMessage(
      [
        {
          ...newCorolla,
          car_name: `Smith & Co <Special> "Ute" O'Neil`,
          search_label: 'Utes <b>cheap</b> & "good"',
        },
      ],
      {
        ...links,
        siteName: `Bob & Sons "Cars" <Best> O'Brien`,
        unsubscribeUrl: 'https://cars.example.com/alerts/unsubscribe?token=abc&list=all',
      },
    );
    expect(message.html).toBe(
      [
        '<p>Here is what changed at Bob &amp; Sons &quot;Cars&quot; &lt;Best&gt; O&#39;Brien since we last wrote.</p>',
        '<h2 style="font-size:16px">New for “Utes &lt;b&gt;cheap&lt;/b&gt; &amp; &quot;good&quot;”</h2><ul><li><a href="https://cars.example.com/cars/2021-toyota-corolla-c1">Smith &amp; Co &lt;Special&gt; &quot;Ute&quot; O&#39;Neil, $24,990</a></li></ul><p><a href="https://cars.example.com/search/new-used-and-demo-cars?make=Toyota&amp;make_model=Toyota%3ACorolla&amp;price=-30000">All results</a></p>',
        '<p><a href="https://cars.example.com/account/saved">Your saved cars</a></p>',
        '<p style="font-size:12px">You asked Bob &amp; Sons &quot;Cars&quot; &lt;Best&gt; O&#39;Brien for these alerts. <a href="https://cars.example.com/alerts/unsubscribe?token=abc&amp;list=all">Unsubscribe</a> with one click.</p>',
      ].join('\n'),
    );
  });

  it('leaves the plain text and the subject unescaped', () => {
    const message = digestMessage([{ ...newCorolla, car_name: 'Smith & Co <Special>' }], {
      ...links,
      siteName: 'Bob & Sons',
    });
    expect(message.subject).toBe('Bob & Sons: 1 new match');
    expect(message.text).toContain('\n- Smith & Co <Special>, $24,990\n');
  });

  describe('SMS', () => {
    it('links the car of a single event and says its line', () => {
      expect(digestMessage([newCorolla], links).sms).toBe(
        'Example Motors: 2021 Toyota Corolla Ascent Sport, $24,990. https://cars.example.com/cars/2021-toyota-corolla-c1 Stop alerts: https://cars.example.com/alerts/unsubscribe?token=abc',
      );
      expect(digestMessage([mazdaDrop], links).sms).toBe(
        'Example Motors: 2019 Mazda CX-5 Maxx: now $27,500, down $2,490 from $29,990. https://cars.example.com/cars/2019-mazda-cx-5-c2 Stop alerts: https://cars.example.com/alerts/unsubscribe?token=abc',
      );
    });

    it('links the search results when every event shares one search path', () => {
      expect(digestMessage([newCorolla, secondCorolla], links).sms).toBe(
        'Example Motors: 2 new matches. https://cars.example.com/search/new-used-and-demo-cars?make=Toyota&make_model=Toyota%3ACorolla&price=-30000 Stop alerts: https://cars.example.com/alerts/unsubscribe?token=abc',
      );
    });

    it('links the watchlist for events of two searches', () => {
      expect(digestMessage([newCorolla, newHilux], links).sms).toBe(
        'Example Motors: 2 new matches. https://cars.example.com/account/saved Stop alerts: https://cars.example.com/alerts/unsubscribe?token=abc',
      );
    });

    it('links the watchlist for a new match with a watched car’s news', () => {
      expect(digestMessage([newCorolla, mazdaDrop], links).sms).toBe(
        'Example Motors: 1 new match, 1 price drop. https://cars.example.com/account/saved Stop alerts: https://cars.example.com/alerts/unsubscribe?token=abc',
      );
    });

    it('links the watchlist for several watched cars, none with a search', () => {
      expect(digestMessage([mazdaDrop, watched('sold', 's1', 'Ford Ranger')], links).sms).toBe(
        'Example Motors: 1 price drop, 1 car sold or gone. https://cars.example.com/account/saved Stop alerts: https://cars.example.com/alerts/unsubscribe?token=abc',
      );
    });

    it('links the watchlist for a single car that has left the site', () => {
      expect(digestMessage([watched('unlisted', 'u1', 'Honda Civic')], links).sms).toBe(
        'Example Motors: Honda Civic is no longer listed. https://cars.example.com/account/saved Stop alerts: https://cars.example.com/alerts/unsubscribe?token=abc',
      );
    });

    it('always ends with the unsubscribe link', () => {
      for (const events of [[newCorolla], [newCorolla, secondCorolla], [newCorolla, mazdaDrop]])
        expect(
          digestMessage(events, links).sms.endsWith(
            ' Stop alerts: https://cars.example.com/alerts/unsubscribe?token=abc',
          ),
        ).toBe(true);
    });
  });
});

describe('optInMessage', () => {
  it('asks to confirm, in subject, text and HTML', () => {
    expect(
      optInMessage(
        'Example Motors',
        'Toyota Corolla, under $30,000',
        'https://cars.example.com/alerts/confirm?token=xyz',
      ),
    ).toEqual({
      subject: 'Confirm your car alerts from Example Motors',
      text: [
        'Someone, hopefully you, asked Example Motors to e-mail this address when new cars match “Toyota Corolla, under $30,000”.',
        '',
        'To start the alerts, open this link: https://cars.example.com/alerts/confirm?token=xyz',
        '',
        'If it was not you, ignore this e-mail: you will get nothing more from us.',
      ].join('\n'),
      html: [
        '<p>Someone, hopefully you, asked Example Motors to e-mail this address when new cars match “Toyota Corolla, under $30,000”.</p>',
        '<p><a href="https://cars.example.com/alerts/confirm?token=xyz">Start my alerts</a></p>',
        '<p>If it was not you, ignore this e-mail: you will get nothing more from us.</p>',
      ].join('\n'),
    });
  });

  it('escapes the site name, the label and the link in the HTML only', () => {
    const message = optInMessage('Bob & Sons', '<i>Utes</i> "cheap"', 'https://x.example/confirm?a=1&b=2');
    expect(message.html.split('\n').slice(0, 2)).toEqual([
      '<p>Someone, hopefully you, asked Bob &amp; Sons to e-mail this address when new cars match “&lt;i&gt;Utes&lt;/i&gt; &quot;cheap&quot;”.</p>',
      '<p><a href="https://x.example/confirm?a=1&amp;b=2">Start my alerts</a></p>',
    ]);
    expect(message.subject).toBe('Confirm your car alerts from Bob & Sons');
    expect(message.text.split('\n')[0]).toBe(
      'Someone, hopefully you, asked Bob & Sons to e-mail this address when new cars match “<i>Utes</i> "cheap"”.',
    );
  });
});
