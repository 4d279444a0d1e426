import { describe, expect, it } from 'vitest';
import { cardTag, NEW_TAG_DAYS, showsReservedLine } from '../../../src/domain/card-tag.ts';
import { settingsWith } from '../../fixtures/helpers.ts';

const NOW = new Date('2026-11-21T00:00:00.000Z');
const DAY = 86_400_000;
const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY - extraMs).toISOString();

const defaults = settingsWith().vehicle;
const everything = settingsWith({
  vehicle: { electricHybridTag: true, runoutSaleGreen: true, certifiedTagMake: 'Mercedes-Benz' },
}).vehicle;

type TagCar = Parameters<typeof cardTag>[0];
const car = (fields: Partial<TagCar> = {}): TagCar => ({
  status: 'in_stock',
  simple_fuel: 'Petrol',
  reserved: false,
  certified: false,
  car_type: 'used',
  make: 'Toyota',
  tag: undefined,
  created_at: daysAgo(30),
  ...fields,
});

describe('[CARD-01] card tag, first match wins', () => {
  it('[CARD-01] 1. Electric or Hybrid, only where enabled, before everything else', () => {
    const loaded = car({
      simple_fuel: 'Electric',
      reserved: true,
      tag: 'runout sale',
      status: 'coming_soon',
      created_at: daysAgo(1),
    });
    expect(cardTag(loaded, everything, NOW)).toEqual({ kind: 'text', label: 'Electric', tone: 'success' });
    expect(cardTag(car({ simple_fuel: 'HYBRID' }), everything, NOW)).toEqual({
      kind: 'text',
      label: 'Hybrid',
      tone: 'success',
    });
    // Switched off (the default): the next rule applies.
    expect(cardTag(loaded, defaults, NOW)).toEqual({ kind: 'text', label: 'Reserved', tone: 'accent' });
    expect(cardTag(car({ simple_fuel: 'Electric' }), defaults, NOW)).toBeUndefined();
  });

  it('[CARD-01] 2. Reserved before the certified image, the own tag, COMING SOON and new', () => {
    const reserved = car({
      reserved: true,
      certified: true,
      make: 'Mercedes-Benz',
      tag: 'Test Drive Only',
      status: 'coming_soon',
      created_at: daysAgo(1),
    });
    expect(cardTag(reserved, everything, NOW)).toEqual({ kind: 'text', label: 'Reserved', tone: 'accent' });
  });

  it('[CARD-01] 3. the certified-pre-owned image for used certified cars of the configured make only', () => {
    const certified = car({
      certified: true,
      make: 'mercedes-benz',
      tag: 'Test Drive Only',
      status: 'coming_soon',
    });
    expect(cardTag(certified, everything, NOW)).toEqual({
      kind: 'certified-image',
      label: 'mercedes-benz Certified Pre-Owned',
      tone: 'image',
    });
    expect(cardTag({ ...certified, car_type: 'demo' }, everything, NOW)).toEqual({
      kind: 'text',
      label: 'Test Drive Only',
      tone: 'accent',
    });
    expect(cardTag({ ...certified, certified: false }, everything, NOW)?.label).toBe('Test Drive Only');
    expect(cardTag({ ...certified, make: 'BMW' }, everything, NOW)?.label).toBe('Test Drive Only');
    // No make configured (the default): never.
    expect(cardTag(certified, defaults, NOW)?.kind).toBe('text');
  });

  it('[CARD-01] 4. the car’s own tag in red; "runout sale" green only with the switch', () => {
    expect(
      cardTag(
        car({ tag: 'Test Drive Only', status: 'coming_soon', created_at: daysAgo(1) }),
        everything,
        NOW,
      ),
    ).toEqual({
      kind: 'text',
      label: 'Test Drive Only',
      tone: 'accent',
    });
    expect(cardTag(car({ tag: 'Runout Sale' }), everything, NOW)).toEqual({
      kind: 'text',
      label: 'Runout Sale',
      tone: 'success',
    });
    expect(cardTag(car({ tag: 'runout sale' }), defaults, NOW)).toEqual({
      kind: 'text',
      label: 'runout sale',
      tone: 'accent',
    });
  });

  it('[CARD-01] 5. COMING SOON before the new tag', () => {
    expect(cardTag(car({ status: 'coming_soon', created_at: daysAgo(1) }), defaults, NOW)).toEqual({
      kind: 'text',
      label: 'COMING SOON',
      tone: 'accent',
    });
  });

  it('[CARD-01] 6. "new" when created within the last 8 days, boundary included', () => {
    expect(NEW_TAG_DAYS).toBe(8);
    const newTag = { kind: 'text', label: 'New Arrival', tone: 'accent' };
    expect(cardTag(car({ created_at: daysAgo(0) }), defaults, NOW)).toEqual(newTag);
    expect(cardTag(car({ created_at: daysAgo(7) }), defaults, NOW)).toEqual(newTag);
    expect(cardTag(car({ created_at: daysAgo(8) }), defaults, NOW)).toEqual(newTag);
    expect(cardTag(car({ created_at: daysAgo(8, 1) }), defaults, NOW)).toBeUndefined();
    expect(cardTag(car({ created_at: daysAgo(9) }), defaults, NOW)).toBeUndefined();
  });

  it('[CARD-01] the recency tag reads New Arrival on used and demo cars, never NEW: NEW is for new cars only', () => {
    expect(cardTag(car({ created_at: daysAgo(1), car_type: 'used' }), defaults, NOW)?.label).toBe(
      'New Arrival',
    );
    expect(cardTag(car({ created_at: daysAgo(1), car_type: 'demo' }), defaults, NOW)?.label).toBe(
      'New Arrival',
    );
    expect(cardTag(car({ created_at: daysAgo(1), car_type: 'new' }), defaults, NOW)?.label).toBe('NEW');
    // An older new car has no recency tag: NEW is not its condition label.
    expect(cardTag(car({ created_at: daysAgo(20), car_type: 'new' }), defaults, NOW)).toBeUndefined();
  });

  it('[CARD-01] no "new" tag for a car listed in the future or without a date', () => {
    expect(cardTag(car({ created_at: daysAgo(-1) }), defaults, NOW)).toBeUndefined();
    expect(cardTag(car({ created_at: undefined }), defaults, NOW)).toBeUndefined();
  });

  it('[CARD-01] a tenant that disables the new tag never shows it', () => {
    const disabled = settingsWith({ vehicle: { newTagDisabled: true } }).vehicle;
    expect(cardTag(car({ created_at: daysAgo(1) }), disabled, NOW)).toBeUndefined();
    // The other rules still apply.
    expect(cardTag(car({ created_at: daysAgo(1), status: 'coming_soon' }), disabled, NOW)?.label).toBe(
      'COMING SOON',
    );
  });

  it('[CARD-01] 7. otherwise no tag', () => {
    expect(cardTag(car(), everything, NOW)).toBeUndefined();
  });
});

describe('[CARD-03] sold and other unavailable statuses', () => {
  it.each(['sold', 'withdrawn', 'on_hold', 'archived'])(
    '[CARD-03] status %s shows SOLD before every other tag',
    (status) => {
      const loaded = car({
        status,
        simple_fuel: 'Electric',
        reserved: true,
        tag: 'runout sale',
        created_at: daysAgo(1),
      });
      expect(cardTag(loaded, everything, NOW)).toEqual({ kind: 'sold', label: 'SOLD', tone: 'accent' });
    },
  );

  it.each(['in_stock', 'coming_soon'])('[CARD-03] available status %s never shows SOLD', (status) => {
    expect(cardTag(car({ status }), defaults, NOW)?.kind).not.toBe('sold');
  });

  it('a reserved car whose Hybrid tag outranks Reserved still says it is reserved; a Reserved tag needs no line', () => {
    const hybrid = car({ reserved: true, simple_fuel: 'Hybrid' });
    const tag = cardTag(hybrid, everything, NOW);
    expect(tag?.label).toBe('Hybrid');
    expect(showsReservedLine(hybrid, tag)).toBe(true);
    const plain = car({ reserved: true });
    expect(showsReservedLine(plain, cardTag(plain, defaults, NOW))).toBe(false);
    const sold = car({ reserved: true, status: 'sold' });
    expect(showsReservedLine(sold, cardTag(sold, defaults, NOW))).toBe(false);
  });
});
