import * as v from 'valibot';
import { featureSwitch, group, linkTarget, optionalSetting, setting } from '../define.ts';

export const FINANCE_PROVIDERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

export const FinanceSchema = group('Finance estimate, calculator and links (FIN-*).', {
  provider: optionalSetting(
    v.picklist(FINANCE_PROVIDERS),
    'Finance provider whose lender data drives the estimate; display rules per provider follow FIN-07. Absent: no estimate.',
    'A',
  ),
  defaultLink: setting(
    linkTarget,
    '/finance',
    'Where finance buttons go (/finance, /finance-enquiry, /apply-for-finance, /personalised/finance or an external page).',
    '/apply-for-finance',
  ),
  defaultInterestRate: setting(
    v.pipe(v.number(), v.minValue(0.5), v.maxValue(20)),
    10,
    'Calculator default interest rate in % (FIN-02).',
    8.5,
  ),
  calculatorRange: setting(
    v.picklist(['standard', 'provider', 'brand']),
    'standard',
    'Interest and price ranges: standard 0.5–15 and min price 1000; provider 7.5–14.5 and 5000; brand 4–20 and 5000 (FIN-03).',
    'brand',
  ),
  establishmentFee: setting(
    v.pipe(v.number(), v.minValue(0)),
    0,
    'Establishment fee added to the financed amount (1360.50 for one lender) (FIN-04).',
    1360.5,
  ),
  quoteEnabled: featureSwitch('Ask the lender for a quote when the car has none (FIN-10).'),
  hiddenOnDealerships: setting(
    v.array(v.string()),
    [],
    'Dealership slugs on which finance is never shown (FIN-07).',
    ['northside-motors'],
  ),
  hiddenForManufacturerSite: featureSwitch("Finance is not shown on this make's manufacturer site (FIN-07)."),
});
