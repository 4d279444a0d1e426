/**
 * The test-drive booking page's form (spec-2 §2 /book-test-drive/, LEAD-07, LEAD-17): the car
 * (named by ?car_id=, or a make and model the shopper types), the location (only those that sell
 * the make; chosen for the shopper when one is left), a day and a free slot from the availability
 * API, contact details and an optional message. One Idempotency-Key per form; a slot taken
 * meanwhile reloads the day's slots; on success the shopper's details are kept and /success.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { type CarSummary, carSummary } from '../../lib/api-client.ts';
import { saveEnquiry } from '../../stores/enquiries.ts';
import { linkedQueryParams } from '../../stores/landing-params.ts';
import { $userDetails, saveUserDetails } from '../../stores/user-details.ts';
import { $visitedPages } from '../../stores/viewed-cars.ts';
import { useHydrated } from '../use-hydrated.ts';
import { sendLead, useCaptcha } from './Captcha.tsx';
import { ErrorSummary, SelectField, TextArea, TextField } from './fields.tsx';
import { ConsentAndSend, CONTACT_LABELS, ContactFields } from './form-parts.tsx';
import { INITIAL_FORM_STATE, leadFormReducer } from './form-state.ts';
import { newIdempotencyKey } from './lead-payload.ts';
import { type BookingChoice, BOOKING_LABEL, TestDriveWhen } from './TestDriveWhen.tsx';
import {
  type BookingCar,
  bookingLocations,
  buildTestDriveBooking,
  type TestDriveBookingConfig,
  type TestDriveBookingValues,
  testDriveBookingErrors,
} from './test-drive-booking-payload.ts';

const LABELS: Record<string, string> = {
  ...CONTACT_LABELS,
  location: 'Location',
  test_drive_at: BOOKING_LABEL,
  message: 'Message',
  terms_conditions: 'Terms of use',
};

export interface BookTestDriveProps {
  config: TestDriveBookingConfig;
  formId?: string;
  navigate?: (href: string) => void;
}

export default function BookTestDrive({
  config,
  formId = 'book-test-drive',
  navigate = (href) => window.location.assign(href),
}: BookTestDriveProps) {
  const stored = useStore($userDetails);
  const [values, setValues] = useState<TestDriveBookingValues>(() => ({
    // The shopper's stored details (LEAD-15): name, last name, e-mail, phone, postcode.
    ...stored,
    make: config.makes.length === 1 ? config.makes[0]! : '',
    model: '',
    location_id: '',
    message: '',
    opt_in: true,
    terms_conditions: false,
    website: '',
  }));
  const [car, setCar] = useState<(BookingCar & { name: string; path: string }) | 'missing' | undefined>();
  const [booking, setBooking] = useState<BookingChoice>({});
  const [refreshKey, setRefreshKey] = useState(0);
  const [state, dispatch] = useReducer(leadFormReducer, INITIAL_FORM_STATE);
  const hydrated = useHydrated();
  const captcha = useCaptcha(config.captcha);
  const [startedAt] = useState(Date.now);
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const summaryRef = useRef<HTMLDivElement>(null);
  const submitting = state.status === 'submitting' || state.status === 'success';
  const errorOf = (field: string) => state.fieldErrors.find((error) => error.field === field)?.message;
  const bookingCar = car && car !== 'missing' ? car : undefined;
  const { offered, chosen } = bookingLocations(config, values, bookingCar);

  // ?car_id=…: the car to drive, from this site's stock (the vehicle page's Book a Test Drive).
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('car_id')?.trim();
    if (!id) return;
    void carSummary(id).then((found?: CarSummary) =>
      setCar(
        found
          ? {
              id: found.id,
              name: found.name,
              path: found.path,
              make: found.make,
              model: found.model,
              locationId: found.location_id ?? undefined,
            }
          : 'missing',
      ),
    );
  }, []);

  const set = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    dispatch({ type: 'edit', field: name === 'location_id' ? 'location' : name });
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const payload = buildTestDriveBooking(config, values, bookingCar, booking, {
      url: window.location.href,
      userAgent: navigator.userAgent,
      visitedPages: $visitedPages.get(),
      linkedQueryParams: linkedQueryParams(window.location.search),
      formStartedAt: startedAt,
    });
    const errors = testDriveBookingErrors(payload, config, offered.length);
    if (errors.length > 0) {
      dispatch({ type: 'invalid', errors });
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    dispatch({ type: 'submit' });
    const outcome = await sendLead(payload, idempotencyKey, captcha, config.captcha);
    if (outcome.kind === 'success') {
      dispatch({ type: 'success', leadId: outcome.leadId });
      saveEnquiry({
        lead_id: outcome.leadId,
        kind: 'test_drive',
        car_id: bookingCar?.id,
        car_name: bookingCar?.name,
        subcategory: 'Test Drive',
        at: new Date().toISOString(),
      });
      saveUserDetails(values);
      navigate(`/success?${new URLSearchParams({ type: 'test_drive' })}`);
      return;
    }
    if (outcome.kind === 'conflict') {
      // The slot went meanwhile: say so and load the day's slots again.
      setBooking({});
      setRefreshKey((key) => key + 1);
      dispatch({
        type: 'failure',
        message: outcome.message,
        errors: [{ field: 'test_drive_at', message: outcome.message }],
      });
    } else
      dispatch({
        type: 'failure',
        message: outcome.message,
        errors: outcome.kind === 'invalid' ? outcome.errors : undefined,
      });
    if (outcome.kind === 'failure' && outcome.alert) window.alert(LEAD_MESSAGES.submitFailed);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  const chosenName = offered.find((location) => location.id === chosen)?.name;

  return (
    <form
      className="lead-form test-drive-booking-form"
      noValidate
      onSubmit={submit}
      aria-busy={submitting || undefined}
    >
      {state.fieldErrors.length > 0 ? (
        <ErrorSummary
          formId={formId}
          errors={state.fieldErrors}
          labels={LABELS}
          summaryRef={summaryRef}
          heading={state.formError && state.status === 'failure' ? state.formError : undefined}
        />
      ) : (
        state.formError && (
          <div className="lead-form-error" role="alert" tabIndex={-1} ref={summaryRef}>
            {state.formError}
          </div>
        )
      )}
      {car === 'missing' && (
        <p className="test-drive-car">
          The car you were looking at is no longer listed. Tell us what you would like to drive.
        </p>
      )}
      {bookingCar && (
        <p className="test-drive-car">
          Test drive the <a href={bookingCar.path}>{bookingCar.name}</a>
        </p>
      )}
      <div className="lead-grid">
        {!bookingCar && (
          <>
            <SelectField
              formId={formId}
              field="make"
              label="Make"
              value={values.make}
              options={config.makes}
              placeholder="Any make"
              onChange={set}
              error={errorOf('make')}
            />
            <TextField
              formId={formId}
              field="model"
              label="Model"
              value={values.model}
              onChange={set}
              error={errorOf('model')}
              maxLength={60}
            />
          </>
        )}
        {offered.length > 1 ? (
          <SelectField
            formId={formId}
            field="location"
            label="Location"
            required
            value={chosen ?? ''}
            options={offered.map((location) => ({ value: location.id, label: location.name }))}
            onChange={(_, value) => set('location_id', value)}
            error={errorOf('location')}
          />
        ) : (
          chosenName && (
            <p className="lead-field test-drive-location">
              <span className="lead-field-label">Location</span> {chosenName}
            </p>
          )
        )}
      </div>
      <TestDriveWhen
        formId={formId}
        locationId={chosen}
        timeZone={offered.find((location) => location.id === chosen)?.timeZone ?? config.timeZone}
        refreshKey={refreshKey}
        error={errorOf('test_drive_at')}
        onChange={setBooking}
      />
      <div className="lead-grid">
        <ContactFields formId={formId} values={values} onChange={set} errorOf={errorOf} />
      </div>
      <TextArea
        formId={formId}
        field="message"
        label="Message"
        value={values.message}
        onChange={set}
        error={errorOf('message')}
      />
      <ConsentAndSend
        formId={formId}
        values={values}
        onChange={set}
        errorOf={errorOf}
        settings={config}
        captcha={captcha}
        status={state.status}
        hydrated={hydrated}
        label="Book Test Drive"
        what="booking"
      />
    </form>
  );
}
