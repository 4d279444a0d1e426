import * as v from 'valibot';
import { featureSwitch, group, linkTarget, optionalSetting, pageUrl, setting } from '../define.ts';

export const FINANCE_PROVIDERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

const externalFinancePage = v.strictObject({
  label: v.pipe(v.string(), v.trim(), v.nonEmpty('Must not be empty'), v.maxLength(60)),
  url: pageUrl,
});

export const FinanceSchema = group('Finance estimate, calculator and links (FIN-*).', {
  provider: optionalSetting(
    v.picklist(FINANCE_PROVIDERS),
    "Finance provider whose lender data (the feed's finance_lenders[provider]) decides the vehicle page's whole finance section: the lender's offer, the card, the calculator and its disclaimer show only on a car that passes the provider's FIN-07 rules (src/domain/finance/section.ts). Absent: no finance section on any vehicle page.",
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
  externalPages: setting(
    v.pipe(v.array(externalFinancePage), v.maxLength(6)),
    [],
    "External finance pages (spec-2 §2: a manufacturer's finance, assured and guaranteed future value calculator pages), each a label and an https URL; listed after the tenant's finance page in the header's Finance menu (a `kind` \"finance\" item, on the group template's default header) and in the default footer's Buyer Tools, opening in a new tab (NAV-01).",
    [
      { label: 'Manufacturer Finance', url: 'https://finance.example.com.au/' },
      { label: 'Guaranteed Future Value Calculator', url: 'https://finance.example.com.au/gfv' },
    ],
  ),
});
