import { describe, expect, it } from 'vitest';
import { importRecords } from '../../../../src/feed/import-feed.ts';
import { importFeedText } from '../../../../src/feed/read-feed.ts';
import { checksSectionTitle, recordedChecks } from '../../../../src/domain/vehicle/used-car-checks.ts';
import { importedCar, rawCar, settingsWith } from '../../../fixtures/helpers.ts';

const SYDNEY = 'Australia/Sydney';
const TODAY = '2026-11-26';

const recorded = importedCar({
  id: 'checked',
  ppsr_clear_date: '2026-11-10',
  ppsr_certificate: '20261110123456',
  odometer_check: { date: '2026-11-03', method: 'Service Records' },
  service_history: { kind: 'full', source: 'logbook', last_service_date: '2026-08-02' },
  roadworthy: { date: '2026-11-20', state: 'vic', certificate: 'RWC123456' },
});

describe('the checks a car page states', () => {
  it('[COMP-05] lists each recorded check with what its record says: day, method, source, certificate', () => {
    expect(recordedChecks(recorded, TODAY, SYDNEY)).toEqual([
      {
        id: 'ppsr',
        title: 'PPSR search: clear',
        text: 'Searched on the Personal Property Securities Register on 10 November 2026: no finance owing, not recorded as stolen or written off. Certificate 20261110123456.',
      },
      {
        id: 'odometer',
        title: 'Odometer check',
        text: 'Reading checked against the service records on 3 November 2026.',
      },
      {
        id: 'service-history',
        title: 'Service history',
        text: 'Full service history from the logbook. Last serviced 2 August 2026.',
      },
      {
        id: 'roadworthy',
        title: 'Roadworthy certificate',
        text: 'Issued in VIC on 20 November 2026, certificate RWC123456.',
      },
    ]);
  });

  it('[COMP-05] a car whose feed records no check has none listed and no section heading about checks', () => {
    const plain = importedCar({ id: 'plain', km: 86_500 });
    expect(recordedChecks(plain, TODAY, SYDNEY)).toEqual([]);
    expect(checksSectionTitle(plain, [], false)).toBeUndefined();
    expect(checksSectionTitle(plain, [], true)).toBe('Vehicle History');
    expect(checksSectionTitle(recorded, recordedChecks(recorded, TODAY, SYDNEY), false)).toBe(
      'Used Car Checks',
    );
  });

  it('[COMP-04] a PPSR search dated after the build day is no record and is not stated', () => {
    const ahead = importedCar({
      id: 'ahead',
      ppsr_clear_date: '2026-11-27T03:00:00Z',
      ppsr_certificate: 'X1234',
    });
    expect(recordedChecks(ahead, TODAY, SYDNEY)).toEqual([]);
  });

  it('[COMP-05] each method and source reads as the record says; a recorded "no service history" is said', () => {
    const nevdis = importedCar({
      id: 'n',
      odometer_check: { date: 1_763_683_200, method: 'NEVDIS' },
      service_history: { kind: 'none' },
      roadworthy: { date: '2026-11-01', state: 'QLD' },
    });
    expect(recordedChecks(nevdis, TODAY, SYDNEY).map((check) => [check.title, check.text])).toEqual([
      [
        'Odometer check',
        'Reading checked against the readings recorded on NEVDIS, the national vehicle register, on 21 November 2025.',
      ],
      ['Service history', 'No service history.'],
      ['Safety certificate', 'Issued in QLD on 1 November 2026.'],
    ]);
    const partial = importedCar({
      id: 'p',
      odometer_check: { date: '2026-10-01', method: 'inspection' },
      service_history: { kind: 'Partial', source: 'dealer_records' },
    });
    expect(recordedChecks(partial, TODAY, SYDNEY).map((check) => check.text)).toEqual([
      'Reading checked by inspection on 1 October 2026.',
      'Partial service history from dealer records.',
    ]);
  });
});

describe('bad check fields in a feed record', () => {
  const feed = settingsWith().feed;
  const skipped = (fields: Record<string, unknown>) =>
    importRecords([rawCar({ id: 'bad', ...fields })], feed, []).skipped.map(({ record, field, reason }) => ({
      record,
      field,
      reason,
    }));

  it('[COMP-05] an unparseable check date skips the record, naming it, the field and the value (FEED-02)', () => {
    expect(skipped({ odometer_check: { date: 'last Tuesday', method: 'inspection' } })).toEqual([
      {
        record: 'bad',
        field: 'odometer_check.date',
        reason:
          'odometer_check.date must be a date like 2026-11-10 (ISO 8601 or a unix timestamp), but found "last Tuesday"',
      },
    ]);
    // 03/11/26 is 3 November here and 11 March to a parser: refused, never guessed.
    expect(skipped({ roadworthy: { date: '03/11/26', state: 'VIC' } })).toEqual([
      {
        record: 'bad',
        field: 'roadworthy.date',
        reason:
          'roadworthy.date must be a date like 2026-11-10 (ISO 8601 or a unix timestamp), but found "03/11/26"',
      },
    ]);
    expect(skipped({ ppsr_clear_date: '2026-02-31' })[0]?.reason).toBe(
      'ppsr_clear_date must be a date like 2026-11-10 (ISO 8601 or a unix timestamp), but found "2026-02-31"',
    );
  });

  it('[COMP-05] an unknown method, kind, source or state and a missing source are reported, never defaulted', () => {
    expect(skipped({ odometer_check: { date: '2026-11-01', method: 'trust me' } })).toEqual([
      {
        record: 'bad',
        field: 'odometer_check.method',
        reason:
          'odometer_check.method must be one of "service records", "nevdis", "inspection", "history report", but found "trust me"',
      },
    ]);
    expect(skipped({ service_history: { kind: 'full' } })).toEqual([
      {
        record: 'bad',
        field: 'service_history.source',
        reason:
          'service_history.source is required with a full or partial history: one of "logbook", "dealer records", "manufacturer records", "receipts"',
      },
    ]);
    expect(skipped({ roadworthy: { date: '2026-11-01', state: 'Victoria' } })[0]?.reason).toBe(
      'roadworthy.state must be one of QLD, NSW, VIC, SA, WA, TAS, ACT, NT, but found "VICTORIA"',
    );
    expect(
      skipped({ odometer_check: { date: '2026-11-01', method: 'inspection', by: 'Bob' } })[0]?.field,
    ).toBe('odometer_check.by');
    expect(skipped({ ppsr_certificate: 'see file' })[0]?.reason).toBe(
      'ppsr_certificate must be the certificate number as printed: 3 to 40 letters, digits, hyphens or slashes',
    );
  });

  it('[COMP-05] a CSV export maps its check columns by dotted field names; empty cells record no check', () => {
    const settings = settingsWith({
      feed: {
        format: 'csv',
        csv: {
          columns: {
            id: { column: 'Stock' },
            make: { column: 'Make' },
            model: { column: 'Model' },
            year: { column: 'Year', parse: 'integer' },
            car_type: { value: 'used' },
            'odometer_check.date': { column: 'OdoDate' },
            'odometer_check.method': { column: 'OdoMethod' },
            'service_history.kind': { column: 'History' },
            'service_history.source': { column: 'HistorySource' },
          },
        },
      },
    });
    const csv = [
      'Stock,Make,Model,Year,OdoDate,OdoMethod,History,HistorySource',
      'S1,Toyota,Corolla,2020,2026-11-03,NEVDIS,full,logbook',
      'S2,Toyota,Corolla,2020,,,,',
      'S3,Toyota,Corolla,2020,03/11/26,NEVDIS,,',
    ].join('\n');
    const { cars, report } = importFeedText(csv, 'stock.csv', { settings, locations: [] });
    expect(cars.map((car) => [car.id, car.odometer_check, car.service_history])).toEqual([
      ['S1', { date: '2026-11-03T00:00:00.000Z', method: 'nevdis' }, { kind: 'full', source: 'logbook' }],
      ['S2', undefined, undefined],
    ]);
    expect(report.skipped.map((issue) => [issue.record, issue.field])).toEqual([
      ['row 4 (S3)', 'odometer_check.date'],
    ]);
  });
});
