/**
 * 'Test Drive Booking Date' (LEAD-07, optional): a day and one of its free slots from the
 * availability API (LEAD-19), or a plain date-time input when the car's location has no
 * diary or the API cannot be reached. The first day with a free slot (within a week) is
 * offered first. `refreshKey` changes after a 409 (slot taken) to reload the day.
 */
import { useEffect, useState } from 'react';
import { type TestDriveSlot, testDriveAvailability } from '../../lib/api-client.ts';
import { errorId, fieldId } from './fields.tsx';
import { dayLabel } from '../../domain/format.ts';
import { addDays, zoneAbbreviation, zoneCityTime } from '../../model/time-zone.ts';
import { dealerToday, localInputToIso, MAX_DAYS_AHEAD, SEARCH_DAYS } from './test-drive-dates.ts';

export const BOOKING_LABEL = 'Test Drive Booking Date';

export interface BookingChoice {
  /** ISO instant, or undefined for no preference. */
  at?: string | undefined;
  /** The location whose slot was chosen (books it); absent for the fallback input. */
  locationId?: string | undefined;
}

interface Props {
  formId: string;
  locationId: string | undefined;
  /** The zone of the location whose diary is shown (LOC-10): days, times and the typed fallback are its wall clock. */
  timeZone: string;
  refreshKey: number;
  error?: string | undefined;
  onChange: (choice: BookingChoice) => void;
}

type Diary =
  | { mode: 'loading' }
  | { mode: 'slots'; date: string; slots: TestDriveSlot[] }
  | { mode: 'fallback' };

export function TestDriveWhen({ formId, locationId, timeZone, refreshKey, error, onChange }: Props) {
  const today = dealerToday(new Date(), timeZone);
  const [diary, setDiary] = useState<Diary>(locationId ? { mode: 'loading' } : { mode: 'fallback' });
  const [date, setDate] = useState<string | undefined>(undefined);
  const [slot, setSlot] = useState('');
  const [local, setLocal] = useState('');
  const id = fieldId(formId, 'test_drive_at');
  const zoneLabel = `${zoneCityTime(timeZone)}, ${zoneAbbreviation(Date.now(), timeZone)}`;

  // First load (and a change of location): the first day within a week that has a free slot.
  useEffect(() => {
    let live = true;
    setSlot('');
    if (!locationId) {
      setDiary({ mode: 'fallback' });
      return;
    }
    setDiary({ mode: 'loading' });
    (async () => {
      for (let offset = 0; offset < SEARCH_DAYS; offset++) {
        const day = addDays(today, offset);
        const result = await testDriveAvailability(locationId, day);
        if (!live) return;
        if (!result.ok || !Array.isArray(result.data.slots)) {
          setDiary({ mode: 'fallback' });
          return;
        }
        if (result.data.slots.length > 0) {
          setDate(day);
          setDiary({ mode: 'slots', date: day, slots: result.data.slots });
          return;
        }
      }
      // Nothing free within the week: show today, empty, and let the shopper pick a day.
      setDate(today);
      setDiary({ mode: 'slots', date: today, slots: [] });
    })();
    return () => {
      live = false;
    };
  }, [locationId, today]);

  // Another day chosen, or the slots refreshed after a conflict.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the day or the refresh key changes
  useEffect(() => {
    if (
      !locationId ||
      date === undefined ||
      (diary.mode === 'slots' && diary.date === date && refreshKey === 0)
    )
      return;
    let live = true;
    setSlot('');
    setDiary({ mode: 'loading' });
    testDriveAvailability(locationId, date).then((result) => {
      if (!live) return;
      if (!result.ok)
        setDiary(result.status === 400 ? { mode: 'slots', date, slots: [] } : { mode: 'fallback' });
      else setDiary({ mode: 'slots', date, slots: result.data.slots });
    });
    return () => {
      live = false;
    };
  }, [date, refreshKey]);

  const describedBy = error ? errorId(formId, 'test_drive_at') : undefined;
  const errorText = error && (
    <p className="lead-field-error" id={errorId(formId, 'test_drive_at')}>
      {error}
    </p>
  );

  if (diary.mode === 'fallback') {
    return (
      <div className="lead-field lead-field-wide">
        <label htmlFor={id}>
          {BOOKING_LABEL}
          <span className="lead-optional"> (optional, {zoneLabel})</span>
        </label>
        <input
          id={id}
          type="datetime-local"
          value={local}
          min={`${today}T00:00`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setLocal(event.target.value);
            onChange({ at: localInputToIso(event.target.value, timeZone) });
          }}
        />
        {errorText}
      </div>
    );
  }

  const slots = diary.mode === 'slots' ? diary.slots : [];
  return (
    <fieldset className="lead-field lead-field-wide lead-booking">
      <legend>
        {BOOKING_LABEL}
        <span className="lead-optional"> (optional)</span>
      </legend>
      <div className="lead-booking-row">
        <div className="lead-field">
          <label htmlFor={`${id}-date`}>Day</label>
          <input
            id={`${id}-date`}
            type="date"
            value={date ?? today}
            min={today}
            max={addDays(today, MAX_DAYS_AHEAD)}
            onChange={(event) => {
              if (!/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) return;
              setDate(event.target.value);
              onChange({});
            }}
          />
        </div>
        <div className="lead-field">
          <label htmlFor={id}>Time ({zoneLabel})</label>
          <select
            id={id}
            value={slot}
            disabled={diary.mode === 'loading' || slots.length === 0}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setSlot(event.target.value);
              onChange(event.target.value ? { at: event.target.value, locationId } : {});
            }}
          >
            <option value="">
              {diary.mode === 'loading' ? 'Loading times…' : slots.length ? 'No preference' : 'No times free'}
            </option>
            {slots.map((s) => (
              <option key={s.start} value={s.start}>
                {s.label} {s.zone}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="lead-hint" aria-live="polite">
        {diary.mode === 'loading'
          ? 'Finding free times…'
          : slots.length === 0 && date
            ? `No test drive times are free on ${dayLabel(date)}. Please choose another day.`
            : date
              ? `${slots.length} time${slots.length === 1 ? '' : 's'} free on ${dayLabel(date)}.`
              : ''}
      </p>
      {errorText}
    </fieldset>
  );
}
