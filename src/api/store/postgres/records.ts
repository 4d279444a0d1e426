/** The small records on PostgreSQL: test-drive bookings read back, phone reveals, miscellaneous data. */
import type { MiscellaneousStore, PhoneRevealStore, TestDriveStore } from '../types.ts';
import type { Pool } from './database.ts';

export function postgresTestDrives(pool: Pool): TestDriveStore {
  return {
    async booked(tenant, locationId, fromIso, toIso) {
      // COLLATE "C": compare ISO text byte by byte, as SQLite does.
      const { rows } = await pool.query<{ slot_start: string }>(
        `SELECT slot_start FROM test_drive_bookings WHERE tenant = $1 AND location_id = $2
         AND slot_start COLLATE "C" >= $3 AND slot_start COLLATE "C" < $4`,
        [tenant, locationId, fromIso, toIso],
      );
      return rows.map((row) => row.slot_start);
    },
  };
}

export function postgresPhoneReveals(pool: Pool): PhoneRevealStore {
  return {
    async record(tenant, reveal, at) {
      await pool.query(
        'INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id, revealed_at) VALUES ($1, $2, $3, $4, $5)',
        [tenant, reveal.carId, reveal.dealershipId, reveal.websiteId, at],
      );
    },
  };
}

export function postgresMiscellaneous(pool: Pool): MiscellaneousStore {
  return {
    async add(tenant, column, payload, at) {
      await pool.query(
        'INSERT INTO miscellaneous (tenant, column_name, payload, created_at) VALUES ($1, $2, $3, $4)',
        [tenant, column, JSON.stringify(payload), at],
      );
    },
  };
}
