import { describe, expect, it } from 'vitest';
import { historyReportButton } from '../../../../src/domain/vehicle/history-report.ts';

describe('[VDP-06] car-history-report button', () => {
  it('[VDP-06] only when the car has a file; the click records event 60', () => {
    expect(historyReportButton({ file: undefined })).toBeUndefined();
    expect(historyReportButton({ file: '  ' })).toBeUndefined();
    expect(historyReportButton({ file: 'https://reports.example.com/ppsr/123.pdf' })).toEqual({
      label: 'Car History Report',
      href: 'https://reports.example.com/ppsr/123.pdf',
      newTab: true,
      eventId: 60,
    });
  });
});
