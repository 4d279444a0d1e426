import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { heldCarsDir, readHeldCars } from '../../../src/build/held-cars.ts';
import { tenantInputHash } from '../../../src/build/input-hash.ts';

const NOW = new Date('2026-11-26T00:00:00Z');

describe('held cars for the build', () => {
  it('[DEAL-02] reads the cars still held at build time from the API’s snapshot', () => {
    const dir = mkdtempSync(join(tmpdir(), 'held-'));
    writeFileSync(
      join(dir, 'alpha.json'),
      JSON.stringify({
        tenant: 'alpha',
        written_at: '2026-11-25T10:00:00Z',
        cars: [
          { car_id: 'B2', car_slug: 'b2', hold_until: '2026-11-27T10:00:00Z' },
          { car_id: 'A1', car_slug: 'a1', hold_until: '2026-11-26T10:00:00Z' },
          { car_id: 'OLD', car_slug: 'old', hold_until: '2026-11-25T23:59:59Z' },
        ],
      }),
    );
    expect(readHeldCars(dir, 'alpha', NOW)).toEqual(['A1', 'B2']);
    expect(readHeldCars(dir, 'bravo', NOW)).toEqual([]);
  });

  it('a damaged snapshot is reported and ignored, never a failed build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'held-'));
    writeFileSync(join(dir, 'alpha.json'), '{"tenant": "alpha", "cars": [');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readHeldCars(dir, 'alpha', NOW)).toEqual([]);
    expect(warn.mock.calls[0]![0]).toMatch(/^alpha: ignoring the held-cars snapshot .*alpha\.json: /);
    warn.mockRestore();
  });

  it('lives in HELD_CARS_DIR, else $DATA_DIR/held-cars, else ./data/held-cars; a change of holds rebuilds the tenant', () => {
    expect(heldCarsDir('/app', { HELD_CARS_DIR: '/srv/held' })).toBe('/srv/held');
    expect(heldCarsDir('/app', { DATA_DIR: '/srv/data' })).toBe('/srv/data/held-cars');
    expect(heldCarsDir('/app', {})).toBe('/app/data/held-cars');
    const dir = mkdtempSync(join(tmpdir(), 'tenant-'));
    writeFileSync(join(dir, 'settings.json'), '{}');
    const none = tenantInputHash(dir, 'shared', '2026-11-26');
    expect(tenantInputHash(dir, 'shared', '2026-11-26', [])).toBe(none);
    expect(tenantInputHash(dir, 'shared', '2026-11-26', ['A1'])).not.toBe(none);
  });
});

describe('a held car in the build', () => {
  it('[DEAL-02] is published reserved: the Reserved card tag and no Reserve button', async () => {
    const { FIXTURE_TENANTS } = await import('../../fixtures/helpers.ts');
    const { prepareSiteData } = await import('../../../src/build/prepare.ts');
    const { cardTag } = await import('../../../src/domain/card-tag.ts');
    const { reserveAction } = await import('../../../src/domain/vehicle/reserve.ts');
    const free = prepareSiteData(FIXTURE_TENANTS, 'csv-yard', NOW);
    const car = free.cars.find((c) => c.status === 'in_stock' && !c.reserved)!;
    expect(reserveAction(car, free.tenant.settings.vehicle.reserve)).toBeDefined();
    const held = prepareSiteData(FIXTURE_TENANTS, 'csv-yard', NOW, [car.id]);
    const reserved = held.cars.find((c) => c.id === car.id)!;
    expect(reserved.reserved).toBe(true);
    expect(reserveAction(reserved, held.tenant.settings.vehicle.reserve)).toBeUndefined();
    expect(cardTag(reserved, held.tenant.settings.vehicle, NOW)).toMatchObject({ label: 'Reserved' });
  });
});
