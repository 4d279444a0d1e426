/**
 * Who receives a group's service bookings and parts enquiries (LEAD-21), on the reference group
 * tenant's own locations.json: the chosen dealership's service or parts location, not its sales
 * address; configured leads.emailTo still wins.
 */
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { leadRecipients } from '../../../src/api/services/lead-message.ts';
import type { TenantData } from '../../../src/api/tenant-data.ts';
import { loadTenant } from '../../../src/config/load-tenant.ts';
import { type Lead, LeadSchema } from '../../../src/domain/leads/lead-schema.ts';
import { partsDesks } from '../../../src/domain/parts/parts-pages.ts';

const tenants = join(import.meta.dirname, '..', '..', '..', 'tenants');
const group = loadTenant(tenants, 'southern-cross-auto-group');
const data = (tenant = group): TenantData => ({
  tenant,
  cars: [],
  feed: { file: 'stock.json', records: 0, imported: 0, skipped: [], warnings: [] },
  excluded: [],
  makeLogos: { tenant: [], shared: [] },
  logoSize: { width: 240, height: 48 },
  builtAt: '2026-12-01T00:00:00.000Z',
  carsBySlug: new Map(),
  carsById: new Map(),
});

const lead = (fields: Record<string, unknown>): Lead =>
  v.parse(LeadSchema, { name: 'Ada', email: 'ada@example.com', ...fields });
const to = (fields: Record<string, unknown>, tenant = data()) => leadRecipients(lead(fields), tenant);

describe('[LEAD-21] department recipients on the group site', () => {
  it('a parts enquiry goes to the dealership’s parts location, else its service location, else its sales location', () => {
    expect(to({ kind: 'parts', dealership_slug: 'southern-cross-ford-parramatta' })).toEqual([
      'parts.ford-parramatta@example.com.au',
    ]);
    expect(to({ kind: 'parts', dealership_slug: 'southern-cross-toyota-brisbane' })).toEqual([
      'parts.toyota-brisbane@example.com.au',
    ]);
    expect(to({ kind: 'parts', dealership_slug: 'southern-cross-mazda-gold-coast' })).toEqual([
      'sales@example.com.au',
    ]);
    // Sent with the dealership's sales location, it still reaches the parts desk.
    expect(to({ kind: 'parts', location_id: 'l12' })).toEqual(['parts.ford-parramatta@example.com.au']);
  });

  it('a service booking goes to the dealership’s service location, not its sales address', () => {
    expect(to({ kind: 'service', dealership_slug: 'southern-cross-ford-parramatta' })).toEqual([
      'service.ford-parramatta@example.com.au',
    ]);
    expect(
      to({ kind: 'service', dealership_slug: 'southern-cross-ford-parramatta', location_id: 'l12' }),
    ).toEqual(['service.ford-parramatta@example.com.au']);
    expect(to({ kind: 'service', dealership_slug: 'southern-cross-toyota-brisbane' })).toEqual([
      'service@example.com.au',
    ]);
    // A dealership without a service location: its own sales location takes the booking.
    expect(to({ kind: 'service', dealership_slug: 'southern-cross-kia-ringwood' })).toEqual([
      'sales@example.com.au',
    ]);
  });

  it('an enquiry still goes to the sales location, and configured addresses win over every location', () => {
    expect(to({ kind: 'enquiry', dealership_slug: 'southern-cross-ford-parramatta', message: 'Hi' })).toEqual(
      ['sales@example.com.au'],
    );
    const configured = data({
      ...group,
      settings: {
        ...group.settings,
        leads: { ...group.settings.leads, emailTo: ['leads@southerncross.example.com.au'] },
      },
    });
    expect(to({ kind: 'parts', dealership_slug: 'southern-cross-ford-parramatta' }, configured)).toEqual([
      'leads@southerncross.example.com.au',
    ]);
  });

  it('[LEAD-24] the parts form offers every dealership, each with the location that receives its enquiries', () => {
    expect(partsDesks(group).map((desk) => [desk.dealershipSlug, desk.locationId])).toEqual([
      ['southern-cross-toyota-brisbane', 'l19'],
      ['southern-cross-mazda-gold-coast', 'l11'],
      ['southern-cross-ford-parramatta', 'l21'],
      ['southern-cross-hyundai-penrith', 'l13'],
      ['southern-cross-kia-ringwood', 'l14'],
      ['southern-cross-mitsubishi-adelaide', 'l15'],
      ['southern-cross-nissan-perth', 'l16'],
      ['southern-cross-used-car-centre-hobart', 'l17'],
    ]);
  });
});
