/**
 * The instant-offer wizard's state (instant-offer-state.ts) and how it shows a refusal
 * (instant-offer-errors.ts): beside a field the shopper can see, else as its message, and never
 * a bare '* This field is required' for a field that is not on the screen (LEAD-13, LEAD-24).
 */
import { describe, expect, it } from 'vitest';
import { formatDollars } from '../../../src/domain/format.ts';
import { leadRefusal, refusalView } from '../../../src/islands/leads/instant-offer-errors.ts';
import {
  backPhase,
  initialState,
  initialValues,
  stepTitle,
  submitLabel,
  visibleFields,
  type WizardOptions,
  wizardReducer,
  type WizardState,
} from '../../../src/islands/leads/instant-offer-state.ts';
import type { ValuationAnswer } from '../../../src/islands/leads/instant-offer-api.ts';
import { instantOfferConfig } from '../../../src/islands/leads/instant-offer-config.ts';
import { tradeInLead } from '../../../src/islands/leads/instant-offer-payload.ts';
import { settingsWith } from '../../fixtures/helpers.ts';
import type { SavedValuation } from '../../../src/stores/valuations.ts';

const FAILED = 'An error occurred while submitting the form. Please try again.';
const group: WizardOptions = {
  imageUpload: true,
  captcha: true,
  termsCheckbox: false,
  dealershipShown: true,
};
const single: WizardOptions = { ...group, dealershipShown: false };

const start = () => initialState(initialValues({ defaultState: 'NSW', dealerships: [] }, { name: 'Ada' }));
const at = (phase: WizardState['phase']): WizardState => ({ ...start(), phase });
const vehicle = {
  EvalID: 'e1',
  VIN: 'MR0HA3CD300854217',
  Make: 'Toyota',
  Model: 'HiLux',
  Variant: 'SR5 (4x4)',
  Year: 2020,
};
const saved: SavedValuation = {
  EvalID: 'e1',
  lead_id: 'l1',
  vehicle: '2020 Toyota HiLux SR5 (4x4)',
  rego: 'EHN58T',
  regoState: 'NSW',
  offer_price: 38_700,
  valid_until: '2026-12-08',
  adjustmentAnswers: [],
  accepted: false,
  at: '2026-12-01T00:00:00.000Z',
};
const offer: ValuationAnswer = {
  EvalID: 'e1',
  offer_price: 38_700,
  valuation: { outcome: 'offer', offer_price: 38_700, basis: 'retail' },
};
const call: ValuationAnswer = {
  EvalID: 'e1',
  offer_price: null,
  valuation: {
    outcome: 'call',
    offer_price: null,
    reason: 'no-reference',
    message:
      'We can’t make an instant offer on this car online. Our buying team will call you with an offer.',
  },
};

describe('a refusal on the screen', () => {
  it('[LEAD-24] a dealership error stands beside the Dealership field where the shopper chooses it', () => {
    const refusal = {
      message: 'Please fix the following errors:',
      errors: [
        {
          field: 'dealership_slug',
          message: 'We do not know that dealership. Please choose one from the list.',
        },
      ],
    };
    expect(refusalView(refusal, visibleFields('details', group))).toEqual({
      heading: 'Please fix the following errors:',
      errors: [
        {
          field: 'dealership_slug',
          message: 'We do not know that dealership. Please choose one from the list.',
        },
      ],
    });
  });

  it("[LEAD-13][LEAD-24] a bare '* This field is required' for a field not on the screen becomes the spec's step error", () => {
    const refusal = {
      message: 'Please fix the following errors:',
      errors: [
        { field: 'dealership_slug', message: '* This field is required' },
        { field: 'Rego', message: '* This field is required' },
        { field: 'car_id', message: 'This vehicle is no longer listed on this site.' },
        { field: 'cName', message: '* This field is required' },
      ],
    };
    expect(refusalView(refusal, visibleFields('details', single))).toEqual({
      heading: 'Please fix the following errors:',
      errors: [
        { field: 'note-0', message: FAILED },
        { field: 'note-1', message: 'This vehicle is no longer listed on this site.' },
        // cName is the wizard's First name, on this screen.
        { field: 'name', message: '* This field is required' },
      ],
    });
  });

  it('a refusal naming no field shows its message, or the step error when it has none', () => {
    expect(refusalView({ message: 'Too many requests. Please wait a minute.', errors: [] }, [])).toEqual({
      heading: 'Too many requests. Please wait a minute.',
      errors: [],
    });
    expect(refusalView({ message: ' ', errors: [] }, []).heading).toBe(FAILED);
  });

  it("[LEAD-13] a lead that could not be sent (no answer, a server error) shows the spec's step error, not the enquiry alert", () => {
    expect(
      leadRefusal({ kind: 'failure', message: 'An error occurred when submitting this form', alert: true }),
    ).toEqual({
      message: FAILED,
      errors: [],
    });
    expect(leadRefusal({ kind: 'failure', message: 'This form is closed.', alert: false }).message).toBe(
      'This form is closed.',
    );
    const errors = [{ field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }];
    expect(leadRefusal({ kind: 'invalid', message: 'Please fix the following errors:', errors })).toEqual({
      message: 'Please fix the following errors:',
      errors,
    });
  });
});

describe('the wizard state', () => {
  it('starts at Vehicle Details with the stored details and the dealer’s state; no dealership chosen', () => {
    const state = start();
    expect(state.phase).toBe('vehicle');
    expect(state.values).toMatchObject({ name: 'Ada', state: 'NSW', dealership_slug: '', opt_in: true });
  });

  it('[LEAD-24] Your Details shows the dealership only where the shopper chooses it', () => {
    expect(visibleFields('details', group)).toContain('dealership_slug');
    expect(visibleFields('details', single)).not.toContain('dealership_slug');
    expect(visibleFields('vehicle', group)).toEqual(['rego', 'state']);
    expect(visibleFields('offer', group)).toEqual(['altcha']);
  });

  it('an answer clears its own error; a new step clears them all and its heading takes focus', () => {
    const refused = wizardReducer(at('details'), {
      type: 'refused',
      refusal: {
        message: 'Please fix the following errors:',
        errors: [
          { field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
          { field: 'kms', message: '* This field is required' },
        ],
      },
      options: single,
    });
    expect(refused.focus).toEqual({ target: 'summary', count: 1 });
    const typed = wizardReducer(refused, { type: 'set', field: 'postcode', value: '2229' });
    expect(typed.errors).toEqual([{ field: 'kms', message: '* This field is required' }]);
    expect(typed.formError).toBe('Please fix the following errors:');
    // The last one answered: no heading is left over an empty list.
    const answered = wizardReducer(typed, { type: 'set', field: 'kms', value: '45,000' });
    expect([answered.errors, answered.formError]).toEqual([[], undefined]);
    const next = wizardReducer(typed, { type: 'go', phase: 'offer' });
    expect(next).toMatchObject({ errors: [], formError: undefined, focus: { target: 'heading', count: 2 } });
  });

  it('[LEAD-11] an identified car goes to Upload Images where the tenant has it, else Your Details', () => {
    expect(wizardReducer(start(), { type: 'identified', vehicle, imageUpload: true }).phase).toBe('images');
    expect(wizardReducer(start(), { type: 'identified', vehicle, imageUpload: false }).phase).toBe('details');
    const choosing = wizardReducer(
      { ...start(), values: { ...start().values, choice: 'old' } },
      { type: 'choose', vin: vehicle.VIN, descriptions: ['a', 'b'] },
    );
    expect(choosing).toMatchObject({
      phase: 'selection',
      values: { choice: '' },
      choices: { descriptions: ['a', 'b'] },
    });
    expect(backPhase(choosing, true)).toBe('vehicle');
    expect(backPhase({ ...choosing, phase: 'details' }, false)).toBe('selection');
    expect(backPhase({ ...choosing, phase: 'offer' }, false)).toBeUndefined();
  });

  it("[LEAD-14] the dealer's offer can be accepted; the buying team's call has no number and no button", () => {
    const offered = wizardReducer(at('details'), { type: 'offered', answer: offer, saved });
    expect([offered.phase, stepTitle(offered), submitLabel(offered, formatDollars)]).toEqual([
      'offer',
      'Your Instant Offer',
      'Accept Offer of $38,700',
    ]);
    const calling = wizardReducer(at('details'), {
      type: 'offered',
      answer: call,
      saved: { ...saved, offer_price: null },
    });
    expect([calling.phase, stepTitle(calling), submitLabel(calling, formatDollars)]).toEqual([
      'offer',
      'We Will Call You',
      undefined,
    ]);
    const accepted = wizardReducer(offered, { type: 'accepted', saved: { ...saved, accepted: true } });
    expect([accepted.phase, accepted.offer?.saved.accepted, submitLabel(accepted, formatDollars)]).toEqual([
      'accepted',
      true,
      undefined,
    ]);
  });
});

describe('the trade-in lead', () => {
  const env = {
    url: 'https://x/sell-my-car',
    userAgent: 'test',
    visitedPages: [],
    linkedQueryParams: {},
    formStartedAt: 0,
  };
  const values = {
    ...start().values,
    rego: 'ehn 58t',
    kms: '45,000',
    car_condition: 'Good',
    dealership_slug: 'two',
  };

  it('[LEAD-21][LEAD-24] carries the chosen dealership; 2. Offer Made with an offer, 1. Appraisal Requested without', () => {
    expect(tradeInLead('e1', true, values, undefined, 'two', env)).toMatchObject({
      kind: 'trade_in',
      subcategory: '2. Offer Made',
      dealership_slug: 'two',
      Rego: 'EHN58T',
      kms: 45_000,
    });
    const againstCar = tradeInLead('e1', false, values, 'car-1', undefined, env);
    expect(againstCar).toMatchObject({ subcategory: '1. Appraisal Requested', car_id: 'car-1' });
    expect(againstCar.dealership_slug).toBeUndefined();
  });

  it('[LEAD-24] a group site offers its dealerships; a single dealership needs no choice', () => {
    const dealership = (id: string, name: string) => ({
      id,
      name,
      slug: name.toLowerCase(),
      dealership_websites: [],
    });
    const tenant = (dealerships: ReturnType<typeof dealership>[]) => ({
      settings: settingsWith(),
      locations: [],
      dealerships,
    });
    const options = { carFromQuery: false, valuationTermsHref: '/terms' };
    expect(
      instantOfferConfig(tenant([dealership('d1', 'One'), dealership('d2', 'Two')]), options).dealerships,
    ).toEqual([
      { value: 'one', label: 'One' },
      { value: 'two', label: 'Two' },
    ]);
    expect(instantOfferConfig(tenant([dealership('d1', 'One')]), options).dealerships).toEqual([]);
  });
});
