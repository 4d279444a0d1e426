/**
 * Props of the finance island (plain, serialisable data) and the server-side helper that
 * picks them from a car and the tenant's finance settings, so the vehicle page passes only
 * what the island reads.
 */
import type { TenantSettings } from '../../config/schema.ts';
import type { Car, CarType, FinanceLender } from '../../model/car.ts';

/** The car fields the calculator, the finance card and the quote request read. */
export interface FinanceCarProps {
  id: string;
  /** Dollars; 0 when the car has no price (the calculator then starts at $30,000). */
  price: number;
  /**
   * Where the purchase price starts (COMP-06): the drive-away figure (the dealer's, or the
   * estimate) when there is one, else the price; absent: the price.
   */
  amount?: number | undefined;
  /** What `amount` is, said under the purchase price ("Starts at the estimated drive-away price in NSW"). */
  amountBasis?: string | undefined;
  year: number;
  car_type: CarType;
  /** Names the card: 'Car Finance', 'Caravan Finance'… */
  item_type?: Car['item_type'] | undefined;
  vin?: string | undefined;
  nvic?: string | undefined;
  /** The lender's quote already on the car; the island then never asks for one (FIN-10). */
  youxQuote?: { weeklyRepaymentAmount: number; comparisonRate: number; advertisedRate: number } | undefined;
}

/** The tenant's finance settings the island reads (finance.* of the tenant settings). */
export interface FinanceSettingsProps {
  calculatorRange: 'standard' | 'provider' | 'brand';
  defaultInterestRate: number;
  establishmentFee: number;
  quoteEnabled: boolean;
  /** Where 'Get Pre-Approved' goes (FIN-08), e.g. /finance. */
  defaultLink: string;
}

/** The car's data from the tenant's finance provider (finance_lenders[provider]). */
export interface FinanceLenderProps {
  deposit?: number | undefined;
  interestRate?: number | undefined;
  comparisonRate?: number | undefined;
  termYears?: number | undefined;
  termMonths?: number | undefined;
  /** The lender's own disclaimer text (FIN-09 toggle). */
  disclaimer?: string | undefined;
}

export interface FinanceCalculatorProps {
  car: FinanceCarProps;
  settings: FinanceSettingsProps;
  lender?: FinanceLenderProps | undefined;
  /** preferredDealership of the pre-approval link: the dealership's name. */
  preferredDealership?: string | undefined;
  /** POST endpoint of the quote request; default '/api/youx/quote' (same origin). */
  quoteUrl?: string | undefined;
  /** Level of the island's headings, to fit the page's outline (default 3: its place on the vehicle page, in an h2 section). */
  headingLevel?: 2 | 3 | 4 | undefined;
  /**
   * Where 'Get Pre-Approved' goes instead of the pre-approval link, when the page knows the
   * site has no page there yet: the enquiry form (href '#enquire' with the lead hooks the page
   * script attaches to, data-lead and data-subcategory; pendingHref is the pre-approval link).
   */
  preApprovalLink?: PreApprovalLink | undefined;
  /** id of the disclaimer block, the target of the page's finance footnote links (default FINANCE_DISCLAIMER_ID). */
  disclaimerId?: string | undefined;
}

export interface PreApprovalLink {
  href: string;
  lead?: string | undefined;
  subcategory?: string | undefined;
  pendingHref?: string | undefined;
}

/** Keeps only defined values, so the serialised props stay small. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/**
 * The island's props for a car. `lender` is the lender of the page's finance section (FIN-07,
 * src/domain/finance/section.ts): the island is rendered only when the section is shown, and
 * the calculator's defaults and disclaimer come from that lender alone.
 */
export function financeCalculatorProps(
  car: Car,
  finance: TenantSettings['finance'],
  options: {
    lender: FinanceLender | undefined;
    preferredDealership?: string | undefined;
    /** The purchase price to start at and what it is (COMP-06 drive-away figure). */
    amount?: { amount: number; basis: string } | undefined;
  },
): FinanceCalculatorProps {
  const { lender } = options;
  return defined({
    car: defined({
      id: car.id,
      price: car.price,
      amount: options.amount?.amount,
      amountBasis: options.amount?.basis,
      year: car.year,
      car_type: car.car_type,
      item_type: car.item_type === 'car' ? undefined : car.item_type,
      vin: car.vin,
      nvic: car.nvic,
      youxQuote: car.youxQuote,
    }),
    settings: {
      calculatorRange: finance.calculatorRange,
      defaultInterestRate: finance.defaultInterestRate,
      establishmentFee: finance.establishmentFee,
      quoteEnabled: finance.quoteEnabled,
      defaultLink: finance.defaultLink,
    },
    lender: lender
      ? defined({
          deposit: lender.deposit,
          interestRate: lender.interestRate,
          comparisonRate: lender.comparisonRate,
          termYears: lender.termYears,
          termMonths: lender.termMonths,
          disclaimer: lender.disclaimer,
        })
      : undefined,
    preferredDealership: options.preferredDealership,
  });
}
