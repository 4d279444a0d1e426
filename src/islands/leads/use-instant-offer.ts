/**
 * The instant-offer wizard's actions (LEAD-11…LEAD-14, LEAD-24): the lookup, the choice, one
 * upload per image, the valuation update then the `trade_in` lead, and the acceptance. Each
 * step's refusal goes through the reducer (instant-offer-state.ts), which decides where it shows.
 * The API works out the offer; the browser only shows it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { ANALYTICS_EVENTS, track } from '../../domain/analytics.ts';
import {
  imageProblem,
  instantOfferDetailsErrors,
  lookupOutcome,
  offerValidUntil,
  parseKm,
} from '../../domain/leads/instant-offer.ts';
import type { FieldError } from '../../domain/leads/lead-rules.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { normaliseRego } from '../../domain/leads/rego.ts';
import { dataLayerSink } from '../../lib/analytics-client.ts';
import { type CarSummary, carSummary } from '../../lib/api-client.ts';
import { calendarDay } from '../../model/time-zone.ts';
import { saveEnquiry } from '../../stores/enquiries.ts';
import { linkedQueryParams } from '../../stores/landing-params.ts';
import { $userDetails, saveUserDetails } from '../../stores/user-details.ts';
import { type SavedValuation, saveValuation } from '../../stores/valuations.ts';
import { $visitedPages } from '../../stores/viewed-cars.ts';
import { sendLead, useCaptcha } from './Captcha.tsx';
import {
  chooseVehicle,
  lookupRego,
  saveValuationRemotely,
  uploadImage,
  updateValuation,
} from './instant-offer-api.ts';
import type { InstantOfferConfig } from './instant-offer-config.ts';
import { leadRefusal, type Refusal } from './instant-offer-errors.ts';
import {
  detailsView,
  type InstantOfferValues,
  offerAcceptedLead,
  tradeInLead,
} from './instant-offer-payload.ts';
import {
  backPhase,
  type ImageUpload,
  initialState,
  initialValues,
  type WizardOptions,
  wizardReducer,
} from './instant-offer-state.ts';
import { newIdempotencyKey } from './lead-payload.ts';

export const vehicleName = (vehicle: { Year: number; Make: string; Model: string; Variant: string }) =>
  [vehicle.Year, vehicle.Make, vehicle.Model, vehicle.Variant].filter(Boolean).join(' ');

export function useInstantOffer(config: InstantOfferConfig, againstCar: CarSummary | undefined) {
  const stored = useStore($userDetails);
  const captcha = useCaptcha(config.captcha);
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    initialState(initialValues(config, stored)),
  );
  const [car, setCar] = useState<CarSummary | 'missing' | undefined>(againstCar);
  const [startedAt] = useState(Date.now);
  const [tradeInKey] = useState(() => newIdempotencyKey());
  const [acceptKey] = useState(() => newIdempotencyKey());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // /cars/trade-in?car_id=…: the car this trade-in is against, named at the top (VDP-15).
  useEffect(() => {
    if (!config.carFromQuery) return;
    const id = new URLSearchParams(window.location.search).get('car_id')?.trim();
    if (id) void carSummary(id).then((found) => setCar(found ?? 'missing'));
  }, [config.carFromQuery]);

  // A new step's heading takes focus, so a screen reader hears where the shopper is; errors, the summary.
  useEffect(() => {
    if (state.focus.count === 0) return;
    const target = state.focus.target === 'heading' ? headingRef : summaryRef;
    requestAnimationFrame(() => target.current?.focus());
  }, [state.focus]);

  const carId = car && car !== 'missing' ? car.id : undefined;
  // LEAD-24: a group site's trade-in goes to the car's dealership, else the one the shopper chooses.
  const options: WizardOptions = {
    imageUpload: config.imageUpload,
    captcha: config.captcha,
    termsCheckbox: config.termsCheckbox,
    dealershipShown: config.dealerships.length > 0 && carId === undefined,
  };
  const dealershipSlug = options.dealershipShown ? state.values.dealership_slug : undefined;
  const { values, vehicle } = state;
  const refuse = (refusal: Refusal) => dispatch({ type: 'refused', refusal, options });
  const invalid = (errors: FieldError[]) => refuse({ message: LEAD_MESSAGES.fixErrorsHeading, errors });
  const env = () => ({
    url: window.location.href,
    userAgent: navigator.userAgent,
    visitedPages: $visitedPages.get(),
    linkedQueryParams: linkedQueryParams(window.location.search),
    formStartedAt: startedAt,
  });

  async function findVehicle() {
    const missing: FieldError[] = [];
    if (normaliseRego(values.rego) === '') missing.push({ field: 'rego', message: LEAD_MESSAGES.required });
    if (values.state === '') missing.push({ field: 'state', message: LEAD_MESSAGES.required });
    if (missing.length > 0) return invalid(missing);
    dispatch({ type: 'busy', busy: true });
    const result = await lookupRego(normaliseRego(values.rego), values.state);
    if (!result.ok) return refuse(result);
    const outcome = lookupOutcome(result.data);
    if (outcome.kind === 'found')
      return dispatch({ type: 'identified', vehicle: outcome.vehicle, imageUpload: config.imageUpload });
    if (outcome.kind === 'choose')
      return dispatch({ type: 'choose', vin: outcome.vin, descriptions: outcome.descriptions });
    dispatch({ type: 'busy', busy: false });
    dispatch({ type: 'go', phase: 'not-found' });
  }

  async function confirmChoice() {
    if (!state.choices || values.choice === '')
      return invalid([{ field: 'choice', message: LEAD_MESSAGES.chooseOneCar }]);
    dispatch({ type: 'busy', busy: true });
    const result = await chooseVehicle(state.choices.vin, values.choice);
    if (!result.ok) return refuse(result);
    const outcome = lookupOutcome(result.data);
    if (outcome.kind === 'found')
      return dispatch({ type: 'identified', vehicle: outcome.vehicle, imageUpload: config.imageUpload });
    refuse({ message: LEAD_MESSAGES.wizardFailed, errors: [] });
  }

  /** One request per image, one after another (LEAD-12); refused files say why and are skipped. */
  async function addImages(files: File[]) {
    if (!vehicle) return;
    const batch: ImageUpload[] = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      state: 'waiting',
      progress: 0,
    }));
    dispatch({ type: 'uploads-added', uploads: batch });
    const update = (key: string, change: Partial<ImageUpload>) =>
      dispatch({ type: 'upload-changed', key, change });
    dispatch({ type: 'busy', busy: true });
    let count = state.uploaded;
    for (const [index, file] of files.entries()) {
      const key = batch[index]!.key;
      const problem = imageProblem(file, count);
      if (problem) {
        update(key, { state: 'refused', message: problem });
        continue;
      }
      update(key, { state: 'uploading' });
      const result = await uploadImage(vehicle.EvalID, file, (progress) => update(key, { progress }));
      if (result.ok) {
        count = result.data.images;
        dispatch({ type: 'uploaded', count });
        update(key, { state: 'done', progress: 1 });
      } else update(key, { state: 'refused', message: result.message });
    }
    dispatch({ type: 'busy', busy: false });
  }

  function detailsErrors(): FieldError[] {
    const list: FieldError[] = [];
    if (options.dealershipShown && values.dealership_slug === '')
      list.push({ field: 'dealership_slug', message: LEAD_MESSAGES.required });
    list.push(...instantOfferDetailsErrors(detailsView(values)));
    if (config.termsCheckbox && !values.terms_conditions)
      list.push({
        field: 'terms_conditions',
        message: config.termsMessageVariant
          ? LEAD_MESSAGES.termsRequiredVariant
          : LEAD_MESSAGES.termsRequired,
      });
    return list;
  }

  async function sendDetails() {
    if (!vehicle) return;
    const errors = detailsErrors();
    if (errors.length > 0) return invalid(errors);
    dispatch({ type: 'busy', busy: true });
    const contact = detailsView(values);
    const valued = await updateValuation({
      evalid: vehicle.EvalID,
      km: parseKm(values.kms)!,
      cName: [contact.name, contact.last_name].filter(Boolean).join(' '),
      cEmail: contact.email,
      cPhone: contact.phone,
      car_condition: values.car_condition,
    });
    if (!valued.ok) return refuse(valued);
    const offerMade = valued.data.valuation.outcome === 'offer';
    const lead = tradeInLead(vehicle.EvalID, offerMade, values, carId, dealershipSlug, env());
    const outcome = await sendLead(lead, tradeInKey, captcha, config.captcha);
    if (outcome.kind !== 'success') return refuse(leadRefusal(outcome));
    const saved: SavedValuation = {
      EvalID: vehicle.EvalID,
      lead_id: outcome.leadId,
      vehicle: vehicleName(vehicle),
      rego: normaliseRego(values.rego),
      regoState: values.state,
      offer_price: valued.data.offer_price,
      valid_until: offerValidUntil(calendarDay(new Date(), config.timeZone)),
      adjustmentAnswers: [
        { id: 'odometer', answer: values.kms },
        { id: 'service_history', answer: values.service_history },
        { id: 'number_of_keys', answer: values.number_of_keys },
        { id: 'car_condition', answer: values.car_condition },
      ],
      accepted: false,
      at: new Date().toISOString(),
    };
    saveValuation(saved);
    if (config.valuationToMiscellaneous && !(await saveValuationRemotely(outcome.leadId, saved)))
      console.warn('Failed to save valuation data');
    saveEnquiry({ lead_id: outcome.leadId, kind: 'trade_in', subcategory: 'Trade-In Offer', at: saved.at });
    saveUserDetails(values);
    captcha.reset();
    dispatch({ type: 'offered', answer: valued.data, saved });
  }

  async function acceptOffer() {
    if (!vehicle || !state.offer) return;
    dispatch({ type: 'busy', busy: true });
    const lead = offerAcceptedLead(
      vehicle.EvalID,
      state.offer.saved.lead_id,
      values,
      carId,
      dealershipSlug,
      env(),
    );
    const outcome = await sendLead(lead, acceptKey, captcha, config.captcha);
    if (outcome.kind !== 'success') return refuse(leadRefusal(outcome));
    void track(dataLayerSink(), { id: ANALYTICS_EVENTS.offerAccepted, label: 'Instant offer accepted' });
    const saved = { ...state.offer.saved, accepted: true };
    saveValuation(saved);
    saveEnquiry({
      lead_id: outcome.leadId,
      kind: 'offer_accepted',
      subcategory: '3. Offer Accepted',
      at: new Date().toISOString(),
    });
    dispatch({ type: 'accepted', saved });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (state.busy) return;
    if (state.phase === 'vehicle') return findVehicle();
    if (state.phase === 'selection') return confirmChoice();
    if (state.phase === 'images') return dispatch({ type: 'go', phase: 'details' });
    if (state.phase === 'details') return sendDetails();
    if (state.phase === 'offer') return acceptOffer();
  }

  function back() {
    const phase = backPhase(state, config.imageUpload);
    if (phase) dispatch({ type: 'go', phase });
  }

  const set = (field: string, value: string | boolean) =>
    dispatch({ type: 'set', field: field as keyof InstantOfferValues, value });

  return { state, options, car, captcha, headingRef, summaryRef, set, submit, back, addImages };
}
