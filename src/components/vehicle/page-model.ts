/**
 * Everything the vehicle page shows, computed once from the car and the tenant by the
 * domain rules (src/domain); the Astro components only render it. Glue, not rules: a
 * decision found here that is not a call into src/domain is a display choice, commented.
 */
import type { SiteData } from '../../build/site-data.ts';
import { inlineScriptJson } from '../../domain/html/inline.ts';
import { carLicenceNumbers } from '../../domain/locations/licences.ts';
import type { Car } from '../../model/car.ts';
import type { Location } from '../../model/location.ts';
import { calendarDay } from '../../model/time-zone.ts';
import { isGaugeEligible } from '../../domain/autogauge.ts';
import { isAvailable } from '../../domain/availability.ts';
import {
  defaultFuelInputs,
  fuelConsumption,
  fuelCost,
  isFuelCalculatorShown,
} from '../../domain/calculators/fuel.ts';
import { dealerStockPath } from '../../domain/directory.ts';
import { defaultCalculatorState } from '../../domain/finance/calculator.ts';
import { financeCard, financeEstimateText } from '../../domain/finance/display.ts';
import { financeDisclaimer, lenderOfferRates } from '../../domain/finance/rate-statements.ts';
import { financeSection } from '../../domain/finance/section.ts';
import { marketPriceIndicator } from '../../domain/gauge.ts';
import { carDriveAway } from '../../domain/government-charges/car-drive-away.ts';
import { priceLabel } from '../../domain/government-charges/price-basis.ts';
import { driveAwayView, financeAmountBasis } from '../../domain/government-charges/display.ts';
import { priceDisplay, priceDisplayOptions, titlePriceSuffix } from '../../domain/price-display.ts';
import { isLandingPath, type LandingVocabulary } from '../../domain/search-url.ts';
import { shareLinks } from '../../domain/share.ts';
import {
  type BreadcrumbItem,
  breadcrumbJsonLd,
  carActions,
  carLocationId,
  carPageBadges,
  carPageTags,
  carPhone,
  dealerComments,
  enquiryButton,
  historyReportButton,
  isReservable,
  keyInfoIcons,
  locationAnnouncement,
  phoneButton,
  primaryLocationId,
  regoExpiryText,
  reserveAction,
  saveControls,
  autograbReport,
  showNearbyLocations,
  advertisedStatutoryWarranty,
  clearTitleText,
  statutoryWarrantyText,
  telHref,
  warrantyPeriodText,
  tradeInButton,
  vehicleBreadcrumb,
  vehicleJsonLd,
  vehicleMetaTags,
  vehicleTypeName,
} from '../../domain/vehicle/index.ts';
import { vehicleNoun } from '../../domain/vocabulary.ts';
import { sitePageExists } from './site-pages.ts';
import type { OpenableAction } from '../../domain/vehicle/open-action.ts';
import { reservedNotice } from '../../domain/reservations/reservation-copy.ts';

/** The lead form a link opens (the lead-form island attaches to `[data-lead]`). */
export type LeadKind = 'enquiry' | 'test_drive' | 'photos' | 'instant-message';

export interface PageLink {
  label: string;
  href: string;
  lead?: LeadKind | undefined;
  /** data-subcategory for the lead (e.g. 'Reserve', 'Find Me Something Similar'). */
  subcategory?: string | undefined;
  /** Where the link would go once that page exists (data-target-href). */
  pendingHref?: string | undefined;
  external?: boolean | undefined;
  /** The card action this link answers when a card links here with ?action= (data-action). */
  action?: OpenableAction | undefined;
}

export const ENQUIRE_ANCHOR = '#enquire';

/** A link to a site page, or the enquiry form when this build has no such page yet. */
export function pageOrEnquiry(
  label: string,
  href: string,
  subcategory: string,
  exists: boolean = sitePageExists(href),
): PageLink {
  if (exists) return { label, href, external: !href.startsWith('/') };
  return { label, href: ENQUIRE_ANCHOR, lead: 'enquiry', subcategory, pendingHref: href };
}

function enquiryLink(label: string, lead: LeadKind, subcategory?: string): PageLink {
  return { label, href: ENQUIRE_ANCHOR, lead, subcategory };
}

export function vehiclePageModel(car: Car, data: SiteData, vocabulary: LandingVocabulary) {
  const { tenant } = data;
  const { settings } = tenant;
  const now = new Date(data.builtAt);
  const available = isAvailable(car);
  const noun = vehicleTypeName(car.item_type);
  const subscriptionSite = settings.features.subscriptionSite;
  const display = priceDisplay(car, priceDisplayOptions(settings));
  // What the shown price includes, and the estimated drive-away price beside one that excludes
  // government charges (COMP-02, COMP-06).
  const driveAway =
    display.kind === 'price' ? carDriveAway(car, display.amount, settings.vehicle.driveAway) : undefined;
  const siteInfo = {
    url: settings.site.url,
    name: settings.site.name,
    phone: settings.branding.phones.sales,
  };

  // Breadcrumb (VDP-01): only landing pages this build prerenders.
  const crumbs: BreadcrumbItem[] = vehicleBreadcrumb(car, {
    pageExists: (path) => isLandingPath(vocabulary, path),
    noun: vehicleNoun(settings).other,
  });

  // Badges (CARD-06) and the SOLD tag (CARD-03): 'JUST SOLD' is the sold tag when it applies.
  const { soldTag, badges } = carPageTags(carPageBadges(car, settings.stock.soldWindowDays, now), available);

  // Finance (FIN-07 eligibility decides the whole section; FIN-08 card, FIN-09 disclaimer).
  const siteDealershipSlug = tenant.dealerships.length === 1 ? tenant.dealerships[0]?.slug : undefined;
  const section = financeSection(
    car,
    { ...settings.finance, subscriptionSite },
    { now, timeZone: settings.site.timezone, siteDealershipSlug },
  );
  const lender = section.shown ? section.lender : undefined;
  const card = financeCard(car, {
    defaultLink: settings.finance.defaultLink,
    preferredDealership: car.dealership_slug,
  });
  // The calculator's starting estimate, which the disclaimer describes before the island hydrates.
  const startingEstimate = defaultCalculatorState({ price: car.price, lender }, settings.finance);
  const finance = {
    shown: section.shown,
    /** The shown finance section's lender (the provider's data for this car), else undefined. */
    lender,
    estimate: section.shown ? financeEstimateText(lender) : undefined,
    estimateRates: lenderOfferRates(lender),
    comparisonRate: lender?.comparisonRate,
    termYears: lender?.termYears,
    title: card.title,
    preApproval: pageOrEnquiry(card.buttonLabel, card.href, 'Finance Pre-Approval'),
    standardDisclaimer: financeDisclaimer({
      estimate: {
        interestRate: startingEstimate.interestRate,
        termYears: startingEstimate.termYears,
        establishmentFee: settings.finance.establishmentFee,
      },
      lender,
    }),
    lenderDisclaimer: lender?.disclaimer?.trim() || undefined,
  };

  // Buttons (CARD-07, VDP-14, VDP-15, VDP-21).
  const reservable = isReservable(car, settings.vehicle.reserve);
  const enquire = enquiryButton({
    chatBot: settings.vehicle.chatBot,
    token: undefined,
    reservable,
    make: car.make,
  });
  const actions: PageLink[] = [];
  let reserve: (PageLink & { copy: string[] }) | undefined;
  if (available)
    actions.push(
      enquiryLink(enquire.label, enquire.kind === 'instant-message' ? 'instant-message' : 'enquiry'),
    );
  for (const action of carActions(car, {
    reserve: settings.vehicle.reserve,
    financeLink: settings.finance.defaultLink,
    onlinePurchase: settings.features.checkoutJourney,
    onlinePurchaseMakes: settings.vehicle.onlinePurchaseMakes,
  })) {
    if (action.kind === 'test-drive')
      actions.push({ ...enquiryLink(action.label, 'test_drive'), action: 'test-drive' });
    else if (action.kind === 'finance' && action.href)
      actions.push(pageOrEnquiry(action.label, action.href, 'Finance'));
    else if (action.kind === 'online-purchase' && action.href && sitePageExists(action.href))
      actions.push({ label: action.label, href: action.href });
    else if (action.kind === 'find-similar')
      actions.push({ ...enquiryLink(action.label, 'enquiry', action.label), action: 'find-similar' });
  }
  if (available) actions.push(enquiryLink('Request Photos', 'photos'));
  const reserveInfo = reserveAction(car, settings.vehicle.reserve, settings.vehicle.promises);
  if (reserveInfo) {
    // The reserve page (/cars/{slug}/checkout or /buy-online) is built for every reservable car.
    reserve = { label: reserveInfo.label, href: reserveInfo.href, copy: reserveInfo.copy };
  }
  const tradeIn = tradeInButton(car, settings.vehicle.tradeInButton);

  // Phone (VDP-17): masked text and a tel: fallback; the reveal island takes over [data-phone-reveal].
  const phoneNumber = carPhone(car, settings.branding.phones.sales);
  const phone = phoneButton(phoneNumber, {
    revealedFromStart: settings.vehicle.phoneRevealedFromStart,
    clicked: false,
  });

  // Location (VDP-08, VDP-13) and the dealer's stock (SRCH-29).
  const carLocation: Location | undefined = tenant.locations.find(
    (location) => location.id === carLocationId(car),
  );
  const nearby = showNearbyLocations(car, {
    hiddenLocationIds: settings.locations.hiddenNearbyLocationIds,
    hideNearbyLocations: settings.vehicle.hideNearbyLocations,
  })
    ? carLocation
    : undefined;
  const announcement = locationAnnouncement(car.location, primaryLocationId(tenant.locations));
  const dealershipSlug = car.dealership_slug?.trim();
  const dealerPath = dealershipSlug ? dealerStockPath(dealershipSlug, vocabulary) : undefined;
  const dealershipName = dealershipSlug
    ? (vocabulary.dealerships.get(dealershipSlug) ??
      tenant.dealerships.find((d) => d.slug === dealershipSlug)?.name)
    : undefined;
  const dealerStock =
    dealerPath && dealershipName
      ? { href: dealerPath, label: `See more stock from ${dealershipName}` }
      : undefined;

  // Fuel (CALC-01): hidden for electric; display choice: also for caravans, which burn no fuel of their own.
  const fuelShown = available && car.item_type !== 'caravan' && isFuelCalculatorShown(car);
  const fuel = fuelShown
    ? {
        cost: fuelCost(defaultFuelInputs(car)),
        inputs: defaultFuelInputs(car),
        source: fuelConsumption(car).source,
      }
    : undefined;

  // Statutory warranty (COMP-03) of the selling location's state, on the day of the build, for the
  // price the page shows; only where a sale is advertised.
  const warranty = advertisedStatutoryWarranty(car, display, calendarDay(now, settings.site.timezone));

  // Structured data and social tags (VDP-19). The layout prints og:type/site_name/title/description/url/image.
  const title = `${car.name}${titlePriceSuffix(display)} | ${settings.site.name}`;
  const layoutTags = new Set(['og:type', 'og:site_name', 'og:title', 'og:description', 'og:url', 'og:image']);

  return {
    settings,
    now,
    available,
    noun,
    title,
    display,
    priceType: priceLabel(display, car.price_type, settings.vehicle.driveAway),
    driveAway,
    // Display choice: a sold car's page says what it sold for, without estimating a purchase.
    driveAwayView: available && driveAway ? driveAwayView(driveAway) : undefined,
    // The finance calculator starts at the drive-away figure and says which (COMP-06).
    financeAmount:
      driveAway && display.kind === 'price' ? financeAmountBasis(driveAway, display.amount) : undefined,
    crumbs,
    breadcrumbLd: inlineScriptJson(breadcrumbJsonLd(crumbs, settings.site.url, car.path)),
    vehicleLd: inlineScriptJson(vehicleJsonLd(car, siteInfo)),
    extraMeta: (description: string) =>
      vehicleMetaTags(car, siteInfo, { title, description }).filter(
        (tag) => !tag.property || !layoutTags.has(tag.property),
      ),
    badges,
    soldTag,
    finance,
    // Display choice: market comparisons are of purchase prices, so none beside a weekly subscription price.
    indicator: available && display.kind !== 'subscription' ? marketPriceIndicator(car) : undefined,
    gaugeEligible: display.kind !== 'subscription' && isGaugeEligible(car),
    keyIcons: keyInfoIcons(car),
    // The selling location's licence numbers, near the price (COMP-01).
    licences: carLicenceNumbers(car, tenant.locations),
    // Only a PPSR check the feed records (COMP-04).
    clearTitle: clearTitleText(car, calendarDay(now, settings.site.timezone), settings.site.timezone),
    statutoryWarranty: warranty && {
      kind: warranty.kind,
      text: statutoryWarrantyText(warranty),
      // Display choice: the period is kept on one line when the text wraps.
      period: warranty.kind === 'warranty' ? warrantyPeriodText(warranty) : undefined,
    },
    actions,
    reserve,
    // Held by another buyer (the feed's reserved flag): said on the page, not only on cards.
    reservedNote: available && car.reserved ? reservedNotice(noun) : undefined,
    tradeIn,
    phone:
      phone.kind === 'hidden' || !phoneNumber
        ? undefined
        : {
            kind: phone.kind,
            text: phone.text,
            number: phoneNumber,
            href: telHref(phoneNumber),
            hint: phone.kind === 'masked' ? phone.label : undefined,
          },
    rego: regoExpiryText(car.rego_expiry, {
      pastShowsUnregistered: settings.vehicle.pastRegoShowsUnregistered,
      timeZone: settings.site.timezone,
      now,
    }),
    comments: dealerComments(car.dealercomments),
    historyReport: historyReportButton(car),
    // VDP-22: the AutoGrab card only with the feed's AutoGrab data; no Car Analysis card
    // until a provider supplies the download (src/domain/vehicle/plugins.ts).
    autograb: available && display.kind !== 'subscription' ? autograbReport(car) : undefined,
    fuel,
    carLocation,
    nearby,
    announcement,
    dealerStock,
    share: shareLinks({
      siteUrl: settings.site.url,
      path: car.path,
      title: car.name,
      hideX: settings.vehicle.hideXShare,
    })?.filter((link) => link.kind !== 'copy'),
    save: saveControls(car, { features: settings.features, vehicle: settings.vehicle }),
  };
}

export type VehiclePageModel = ReturnType<typeof vehiclePageModel>;
