/**
 * The service booking form's rules (LEAD-09, LEAD-10, spec-2 §4 "Long/Short service wizard",
 * §5 "Service booking"): the order of its steps, what each step needs before Next, and the whole
 * booking's requirements, which the API checks again with the same messages.
 */
import type { ServicePage } from '../../model/service-page.ts';
import type { Lead } from './lead-schema.ts';
import type { FieldError } from './lead-rules.ts';
import { LEAD_MESSAGES } from './messages.ts';

export type ServiceWizard = 'long' | 'short';
export type ServiceStep = 'contact' | 'vehicle' | 'order';

export const SERVICE_STEP_TITLES: Readonly<Record<ServiceStep, string>> = {
  contact: 'Contact Details',
  vehicle: 'Vehicle Details',
  order: 'Order Details',
};

/** Long: Contact → Vehicle → Order. Short: Vehicle (rego first) → Contact → Order. */
export function serviceSteps(wizard: ServiceWizard): ServiceStep[] {
  return wizard === 'short' ? ['vehicle', 'contact', 'order'] : ['contact', 'vehicle', 'order'];
}

/** The progress bar shows only for two steps or more (LEAD-09). */
export function showsProgress(steps: readonly ServiceStep[]): boolean {
  return steps.length >= 2;
}

export interface ServiceBookingRules {
  intervals: readonly string[];
  intervalRequired: boolean;
  types: readonly string[];
  extras: readonly string[];
  /** More than one dealership makes the choice of dealership required. */
  dealershipCount: number;
}

/** The rules of a tenant's booking form, from its service.json. */
export function serviceBookingRules(
  page: Pick<
    ServicePage,
    'service_intervals' | 'interval_required' | 'service_types' | 'additional_services'
  >,
  dealershipCount: number,
): ServiceBookingRules {
  return {
    intervals: page.service_intervals,
    intervalRequired: page.interval_required,
    types: page.service_types,
    extras: page.additional_services,
    dealershipCount,
  };
}

/** The fields each step shows, in display order (errors are listed in this order). */
export const SERVICE_STEP_FIELDS: Readonly<Record<ServiceStep, readonly string[]>> = {
  contact: ['name', 'last_name', 'email', 'phone', 'postcode'],
  vehicle: [
    'dealership_slug',
    'Vehicle Rego',
    'Vehicle State',
    'Vehicle Make',
    'Vehicle Model',
    'Vehicle Year',
    'kms',
  ],
  order: ['Service Interval', 'Service Type', 'Preferred Service Date', 'additional_services', 'message'],
};

const filled = (value: unknown) =>
  value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');

/**
 * What one step still needs, as field errors with the form's messages. `today` is the
 * dealer's calendar day (YYYY-MM-DD): a preferred date before it is refused.
 */
export function serviceStepErrors(
  step: ServiceStep,
  lead: Partial<Lead>,
  rules: ServiceBookingRules,
  today: string,
): FieldError[] {
  const errors: FieldError[] = [];
  const require = (field: string, present: boolean) => {
    if (!present) errors.push({ field, message: LEAD_MESSAGES.required });
  };
  if (step === 'contact') {
    require('name', filled(lead.name));
    if (!filled(lead.email) && !filled(lead.phone))
      errors.push({ field: 'email', message: 'Please give an e-mail address or a phone number' });
    if (!filled(lead.postcode)) require('postcode', false);
    else if (!/^\d{4}$/.test(String(lead.postcode).trim()))
      errors.push({ field: 'postcode', message: LEAD_MESSAGES.invalidPostcode });
  } else if (step === 'vehicle') {
    if (rules.dealershipCount > 1) require('dealership_slug', filled(lead.dealership_slug));
    require('Vehicle Make', filled(lead['Vehicle Make']));
    require('Vehicle Model', filled(lead['Vehicle Model']));
    require('Vehicle Year', filled(lead['Vehicle Year']));
  } else {
    if (rules.intervalRequired && rules.intervals.length > 0)
      require('Service Interval', filled(lead['Service Interval']));
    if (rules.types.length > 0) require('Service Type', filled(lead['Service Type']));
    const date = lead['Preferred Service Date'];
    if (!filled(date)) require('Preferred Service Date', false);
    else if (String(date) < today)
      errors.push({ field: 'Preferred Service Date', message: 'Please choose today or a later date' });
    const interval = lead['Service Interval'];
    if (filled(interval) && !rules.intervals.includes(String(interval)))
      errors.push({ field: 'Service Interval', message: 'Please choose one of the listed intervals' });
    const type = lead['Service Type'];
    if (filled(type) && !rules.types.includes(String(type)))
      errors.push({ field: 'Service Type', message: 'Please choose one of the listed service types' });
    const unknown = (lead.additional_services ?? []).filter((extra) => !rules.extras.includes(extra));
    if (unknown.length > 0)
      errors.push({ field: 'additional_services', message: `We do not offer: ${unknown.join(', ')}` });
  }
  return errors;
}

/** Everything a service booking needs: every step's rules (the API's check of a `service` lead). */
export function serviceBookingErrors(
  lead: Partial<Lead>,
  rules: ServiceBookingRules,
  today: string,
): FieldError[] {
  return (['contact', 'vehicle', 'order'] as const).flatMap((step) =>
    serviceStepErrors(step, lead, rules, today),
  );
}
