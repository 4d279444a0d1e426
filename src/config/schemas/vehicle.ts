import * as v from 'valibot';
import { DEFAULT_DELIVERY_PRICING, DeliveryPricingSchema } from './delivery-pricing.ts';
import { featureSwitch, group, optionalSetting, setting } from '../define.ts';
import { DealerPromisesSchema } from './dealer-promises.ts';

export const VehicleSchema = group('Vehicle page and card behaviour (VDP-*, CARD-*).', {
  reserve: group('Reserve or buy online (VDP-14).', {
    enabled: setting(v.boolean(), true, 'Offer Reserve on reservable cars.', false),
    mode: setting(
      v.picklist(['checkout', 'buy-online']),
      'checkout',
      "checkout: /cars/{slug}/checkout 'Reserve Now'; buy-online: /cars/{slug}/buy-online 'Buy Online'.",
      'buy-online',
    ),
    defaultDeposit: setting(
      v.pipe(v.number(), v.minValue(0)),
      200,
      'Reserve deposit in dollars unless the car sets its own; 0 omits the amount from the label.',
      500,
    ),
    labelShowsDeposit: setting(
      v.boolean(),
      true,
      "The Reserve button names the car's deposit ('Reserve Now for $200') on cards and the vehicle page alike; off: 'Reserve Now' on both, the reserve page stating the amount (VDP-14).",
      false,
    ),
    payOnline: setting(
      v.boolean(),
      true,
      'Take the deposit online when the API has a payment provider (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, DEAL-01). Off, or without a provider, a reservation is a request: no money is taken and the dealer phones for the deposit.',
      false,
    ),
  }),
  phoneRevealedFromStart: featureSwitch('Show phone numbers unmasked from the start (VDP-17).'),
  hideXShare: featureSwitch('Hide the Twitter/X share button (VDP-09).'),
  pastRegoShowsUnregistered: featureSwitch(
    "A past rego expiry shows 'Unregistered' (otherwise nothing) (VDP-11).",
  ),
  similarCarsCount: setting(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(12)),
    6,
    'Similar cars shown at most (SIM-02).',
    4,
  ),
  hideNearbyLocations: featureSwitch('Hide the nearby-location block (VDP-13).'),
  stickyFooterCta: featureSwitch('Sticky footer call-to-action bar after 900 px (VDP-03).'),
  electricHybridTag: featureSwitch('Electric or Hybrid card tag wins first (CARD-01).'),
  newTagDisabled: featureSwitch("No 'new' tag for cars created within 8 days (CARD-01)."),
  runoutSaleGreen: featureSwitch("'runout sale' tag shows green (CARD-01)."),
  certifiedTagMake: setting(
    v.string(),
    '',
    'Make whose used certified cars show the certified-pre-owned image (CARD-01); empty: off.',
    'Mercedes-Benz',
  ),
  saveControlsOnlyForEligible: featureSwitch(
    'Hide favourite/save/compare when price ≤ 0 or no images (CARD-04 variant).',
  ),
  saveControlsUsedOnly: featureSwitch('With the variant above, also hide them on cars that are not used.'),
  tradeInButton: setting(
    v.picklist(['never', 'used', 'all']),
    'used',
    "Which cars show trade-in buttons unless the car's own trade_in_allowed says otherwise (VDP-15).",
    'all',
  ),
  onlinePurchaseMakes: setting(
    v.array(v.string()),
    [],
    'Makes that get the online purchase link besides used cars (CARD-07).',
    ['MG'],
  ),
  chatBot: featureSwitch('An instant-message button replaces Enquire Now on reservable cars (VDP-21).'),
  driveAway: group(
    'What an advertised price includes, and the drive-away estimate beside it (COMP-02, COMP-06).',
    {
      priceTypeWhenUnknown: optionalSetting(
        v.picklist(['drive-away', 'excl-govt-charges']),
        "What the dealer's prices include when the feed gives no price_type: drive-away (shown as 'Drive away', no estimate) or excl-govt-charges (shown as 'Excl. Govt. Charges' with the estimated drive-away price). Unset: the page says government charges may apply and shows the estimate; it never claims drive-away.",
        'excl-govt-charges',
      ),
      dealerDeliveryCharge: optionalSetting(
        v.pipe(v.number(), v.minValue(0)),
        "The dealer's fixed delivery / pre-delivery charge in dollars, added to every drive-away estimate (and to the value duty is charged on). Unset: no dealer charge is added.",
        990,
      ),
    },
  ),
  deliveryPricing: setting(
    DeliveryPricingSchema,
    DEFAULT_DELIVERY_PRICING,
    'Delivery estimate pricing (CALC-02): distance bands from the nearest sales location and/or postcode regions; beyond them, no estimate.',
    {
      regions: [{ name: 'Sydney metro', postcodes: ['2000-2249'], price: 199 }],
      bands: [{ upToKm: 500, price: 550 }],
    },
  ),
  promises: DealerPromisesSchema,
});
