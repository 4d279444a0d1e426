/** The small records on SQLite: test-drive bookings read back, phone reveals, miscellaneous data. */
import type { MiscellaneousStore, PhoneRevealStore, TestDriveStore } from '../types.ts';
import type { Database } from './database.ts';

export function sqliteTestDrives(db: Database): TestDriveStore {
  const booked = db.prepare(
    'SELECT slot_start FROM test_drive_bookings WHERE tenant = ? AND location_id = ? AND slot_start >= ? AND slot_start < ?',
  );
  return {
    async booked(tenant, locationId, fromIso, toIso) {
      return (booked.all(tenant, locationId, fromIso, toIso) as { slot_start: string }[]).map(
        (row) => row.slot_start,
      );
    },
  };
}

export function sqlitePhoneReveals(db: Database): PhoneRevealStore {
  const insert = db.prepare(
    'INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id, revealed_at) VALUES (?, ?, ?, ?, ?)',
  );
  return {
    async record(tenant, reveal, at) {
      insert.run(tenant, reveal.carId, reveal.dealershipId, reveal.websiteId, at.toISOString());
    },
  };
}

export function sqliteMiscellaneous(db: Database): MiscellaneousStore {
  const insert = db.prepare(
    'INSERT INTO miscellaneous (tenant, column_name, payload, created_at) VALUES (?, ?, ?, ?)',
  );
  return {
    async add(tenant, column, payload, at) {
      insert.run(tenant, column, JSON.stringify(payload), at.toISOString());
    },
  };
}
