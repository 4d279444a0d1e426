/**
 * The instant-offer wizard's state and its transitions (LEAD-11…LEAD-14, LEAD-24, spec-2 §4):
 * which screen shows, the answers, the errors on screen, the vehicle found, the photos and the
 * outcome. A reducer, so each step's change is one tested, pure function; the island only
 * dispatches and renders. Which fields a screen shows decides where a refusal is shown
 * (instant-offer-errors.ts).
 */
import {
  DETAILS_FIELDS,
  INSTANT_OFFER_STEP_TITLES,
  type IdentifiedVehicle,
  progressSteps,
  stepAfterIdentified,
} from '../../domain/leads/instant-offer.ts';
import type { FieldError } from '../../domain/leads/lead-rules.ts';
import type { SavedValuation } from '../../stores/valuations.ts';
import { CAPTCHA_FIELD } from './Captcha.tsx';
import type { ValuationAnswer } from './instant-offer-api.ts';
import type { InstantOfferConfig } from './instant-offer-config.ts';
import { type Refusal, refusalView } from './instant-offer-errors.ts';
import type { InstantOfferValues } from './instant-offer-payload.ts';

export type Phase = 'vehicle' | 'not-found' | 'selection' | 'images' | 'details' | 'offer' | 'accepted';

export interface ImageUpload {
  key: string;
  name: string;
  state: 'waiting' | 'uploading' | 'done' | 'refused';
  /** 0…1 while uploading. */
  progress: number;
  message?: string | undefined;
}

export interface WizardState {
  phase: Phase;
  values: InstantOfferValues;
  errors: FieldError[];
  /** The heading over the errors, or the message alone when there are none. */
  formError: string | undefined;
  busy: boolean;
  choices: { vin: string; descriptions: string[] } | undefined;
  vehicle: IdentifiedVehicle | undefined;
  uploads: ImageUpload[];
  uploaded: number;
  /** The valuation kept in the browser (LEAD-14): its lead, answers and expiry. */
  offer: { answer: ValuationAnswer; saved: SavedValuation } | undefined;
  /** What takes focus after this change: a new step's heading, or the error summary. */
  focus: { target: 'heading' | 'summary'; count: number };
}

/** What the wizard needs to know of the page: the tenant's steps and fields, and the car traded against. */
export interface WizardOptions {
  imageUpload: boolean;
  captcha: boolean;
  termsCheckbox: boolean;
  /** The shopper chooses the dealership (a group site, no car to infer it from: LEAD-24). */
  dealershipShown: boolean;
}

export type WizardAction =
  | { type: 'set'; field: keyof InstantOfferValues; value: string | boolean }
  | { type: 'busy'; busy: boolean }
  | { type: 'go'; phase: Phase }
  | { type: 'refused'; refusal: Refusal; options: WizardOptions }
  | { type: 'choose'; vin: string; descriptions: string[] }
  | { type: 'identified'; vehicle: IdentifiedVehicle; imageUpload: boolean }
  | { type: 'uploads-added'; uploads: ImageUpload[] }
  | { type: 'upload-changed'; key: string; change: Partial<ImageUpload> }
  | { type: 'uploaded'; count: number }
  | { type: 'offered'; answer: ValuationAnswer; saved: SavedValuation }
  | { type: 'accepted'; saved: SavedValuation };

export function initialValues(
  config: Pick<InstantOfferConfig, 'defaultState' | 'dealerships'>,
  stored: Partial<InstantOfferValues>,
): InstantOfferValues {
  return {
    rego: '',
    state: config.defaultState,
    choice: '',
    name: '',
    last_name: '',
    email: '',
    phone: '',
    postcode: '',
    // The shopper's stored details (LEAD-15): name, last name, e-mail, phone, postcode.
    ...stored,
    dealership_slug: '',
    kms: '',
    service_history: '',
    number_of_keys: '',
    car_condition: '',
    message: '',
    opt_in: true,
    terms_conditions: false,
    website: '',
  };
}

export function initialState(values: InstantOfferValues): WizardState {
  return {
    phase: 'vehicle',
    values,
    errors: [],
    formError: undefined,
    busy: false,
    choices: undefined,
    vehicle: undefined,
    uploads: [],
    uploaded: 0,
    offer: undefined,
    focus: { target: 'heading', count: 0 },
  };
}

/** The fields a screen shows: only these can carry an error beside them. */
export function visibleFields(phase: Phase, options: WizardOptions): string[] {
  if (phase === 'vehicle') return ['rego', 'state'];
  if (phase === 'selection') return ['choice'];
  const captcha = options.captcha ? [CAPTCHA_FIELD] : [];
  if (phase === 'details')
    return [
      ...(options.dealershipShown ? ['dealership_slug'] : []),
      ...DETAILS_FIELDS,
      ...(options.termsCheckbox ? ['terms_conditions'] : []),
      ...captcha,
    ];
  if (phase === 'offer') return captcha;
  return [];
}

const focusOn = (state: WizardState, target: 'heading' | 'summary') => ({
  target,
  count: state.focus.count + 1,
});

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'set': {
      const errors = state.errors.filter((error) => error.field !== action.field);
      // The last field error answered: its list's heading goes with it.
      const formError = state.errors.length > 0 && errors.length === 0 ? undefined : state.formError;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors, formError };
    }
    case 'busy':
      return { ...state, busy: action.busy };
    case 'go':
      return {
        ...state,
        phase: action.phase,
        errors: [],
        formError: undefined,
        focus: focusOn(state, 'heading'),
      };
    case 'refused': {
      const view = refusalView(action.refusal, visibleFields(state.phase, action.options));
      return {
        ...state,
        busy: false,
        errors: view.errors,
        formError: view.heading,
        focus: focusOn(state, 'summary'),
      };
    }
    case 'choose':
      return wizardReducer(
        {
          ...state,
          busy: false,
          choices: { vin: action.vin, descriptions: action.descriptions },
          values: { ...state.values, choice: '' },
        },
        { type: 'go', phase: 'selection' },
      );
    case 'identified':
      return wizardReducer(
        { ...state, busy: false, vehicle: action.vehicle },
        { type: 'go', phase: stepAfterIdentified(action.imageUpload) },
      );
    case 'uploads-added':
      return { ...state, uploads: [...state.uploads, ...action.uploads] };
    case 'upload-changed':
      return {
        ...state,
        uploads: state.uploads.map((item) =>
          item.key === action.key ? { ...item, ...action.change } : item,
        ),
      };
    case 'uploaded':
      return { ...state, uploaded: action.count };
    case 'offered':
      return wizardReducer(
        { ...state, busy: false, offer: { answer: action.answer, saved: action.saved } },
        { type: 'go', phase: 'offer' },
      );
    case 'accepted':
      return wizardReducer(
        { ...state, busy: false, offer: state.offer && { ...state.offer, saved: action.saved } },
        { type: 'go', phase: 'accepted' },
      );
  }
}

/** Where Back goes from this screen; undefined where there is no way back (the rego lookup is done). */
export function backPhase(state: WizardState, imageUpload: boolean): Phase | undefined {
  if (state.phase === 'selection' || state.phase === 'not-found') return 'vehicle';
  if (state.phase === 'images') return state.choices ? 'selection' : 'vehicle';
  if (state.phase === 'details') return imageUpload ? 'images' : state.choices ? 'selection' : 'vehicle';
  return undefined;
}

/** Whether the outcome on screen is the dealer's offer (not the buying team's call). */
export const hasOffer = (state: WizardState) => state.offer?.answer.valuation.outcome === 'offer';

export function stepTitle(state: WizardState): string {
  if (state.phase === 'not-found') return 'Vehicle Not Found';
  if (state.phase === 'offer') return hasOffer(state) ? 'Your Instant Offer' : 'We Will Call You';
  if (state.phase === 'accepted') return 'Offer Accepted';
  return INSTANT_OFFER_STEP_TITLES[state.phase];
}

/** The progress bar's steps and the current one's index (-1 off the steps: outcome, not-found). */
export function progress(state: WizardState, imageUpload: boolean) {
  const steps = progressSteps(imageUpload, state.choices !== undefined);
  return { steps, index: steps.indexOf(state.phase as (typeof steps)[number]) };
}

/** The submit button's words on this screen; undefined where the screen has none. */
export function submitLabel(
  state: WizardState,
  formatPrice: (dollars: number) => string,
): string | undefined {
  if (state.phase === 'vehicle') return 'Find My Car';
  if (state.phase === 'selection') return 'Next';
  if (state.phase === 'images') return state.uploaded > 0 ? 'Next' : 'Skip Photos';
  if (state.phase === 'details') return 'Get My Offer';
  if (state.phase === 'offer' && state.offer?.answer.valuation.outcome === 'offer')
    return `Accept Offer of ${formatPrice(state.offer.answer.valuation.offer_price)}`;
  return undefined;
}
