/**
 * A lead as ADF 1.0 XML (Auto-lead Data Format), the format dealer CRMs import:
 * <adf><prospect> with <requestdate>, at least one <vehicle> (LEAD-23), the <customer><contact>,
 * the <vendor> (dealership) and the <provider> (this platform), in the DTD's element order.
 * Every text value is escaped (SEC-04).
 */
/** ADF 1.0's vehicle interests: what the shopper wants to do with this vehicle. */
export type AdfInterest = 'buy' | 'lease' | 'sell' | 'trade-in' | 'test-drive';

export interface AdfVehicle {
  /** Absent for a car that is neither bought nor sold (a service booking's). */
  interest: AdfInterest | undefined;
  year?: number | undefined;
  make?: string | undefined;
  model?: string | undefined;
  vin?: string | undefined;
  stock?: string | undefined;
  odometer?: number | undefined;
  status: 'new' | 'used';
  trim?: string | undefined;
  transmission?: string | undefined;
  price?: { amount: number; type: 'asking' | 'appraisal' } | undefined;
  /**
   * How the shopper pays for it (ADF <finance>): the deposit and the amount financed or paid,
   * or at most `total` (a finance budget, limit maximum).
   */
  finance?:
    | {
        method: 'cash' | 'finance';
        downpayment?: number | undefined;
        total: number;
        limit?: 'exact' | 'maximum' | undefined;
      }
    | undefined;
  comments?: string | undefined;
}

export interface AdfLead {
  id: string;
  requestDate: Date;
  /** The vehicles of the lead: the car asked about and, on a trade-in, the shopper's own. */
  vehicles: AdfVehicle[];
  customer: {
    firstName: string;
    lastName?: string | undefined;
    email?: string | undefined;
    phone?: string | undefined;
    postcode?: string | undefined;
    comments?: string | undefined;
  };
  /** The DTD's vendor contact needs an e-mail or a phone: give at least one. */
  vendor: {
    name: string;
    contactName?: string | undefined;
    email?: string | undefined;
    phone?: string | undefined;
  };
  provider: { name: string; url?: string | undefined };
}

export function escapeXml(text: string): string {
  // Also drops characters XML 1.0 cannot carry at all (controls other than tab and newlines,
  // lone surrogates, U+FFFE/U+FFFF).
  return [...text]
    .filter((ch) => {
      const code = ch.codePointAt(0)!;
      return (
        code === 0x09 ||
        code === 0x0a ||
        code === 0x0d ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd) ||
        code >= 0x10000
      );
    })
    .join('')
    .replace(
      /[<>&'"]/g,
      (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
    );
}

const el = (name: string, value: string | number | undefined, attributes = '') =>
  value === undefined || value === '' ? '' : `<${name}${attributes}>${escapeXml(String(value))}</${name}>`;

const amount = (type: string, value: number, limit = 'exact') =>
  `<amount type="${type}" limit="${limit}" currency="AUD">${value}</amount>`;

function financeXml(finance: NonNullable<AdfVehicle['finance']>): string {
  return `<finance><method>${finance.method}</method>${finance.downpayment !== undefined ? amount('downpayment', finance.downpayment) : ''}${amount('total', finance.total, finance.limit)}</finance>`;
}

/** An element the DTD requires: written empty when the lead does not know it, never made up. */
const required = (name: string, value: string | number | undefined) =>
  `<${name}>${value === undefined ? '' : escapeXml(String(value))}</${name}>`;

function vehicleXml(v: AdfVehicle): string {
  const interest = v.interest ? ` interest="${v.interest}"` : '';
  return `<vehicle${interest} status="${v.status}">${required('year', v.year)}${required('make', v.make)}${required('model', v.model)}${el('vin', v.vin)}${el('stock', v.stock)}${el('trim', v.trim)}${el('transmission', v.transmission)}${v.odometer !== undefined ? `<odometer status="original" units="km">${v.odometer}</odometer>` : ''}${v.price !== undefined ? `<price type="${v.price.type}" currency="AUD">${v.price.amount}</price>` : ''}${v.finance ? financeXml(v.finance) : ''}${el('comments', v.comments)}</vehicle>`;
}

export function adfXml(lead: AdfLead): string {
  // The DTD wants one vehicle at least: a lead about no car names none (empty year, make, model).
  const vehicles =
    lead.vehicles.length > 0 ? lead.vehicles : [{ interest: 'buy' as const, status: 'new' as const }];
  const vehicle = vehicles.map(vehicleXml).join('');
  const c = lead.customer;
  // The DTD's address needs a street line; the forms ask for a postcode only.
  const address = c.postcode
    ? `<address><street line="1"></street>${el('postalcode', c.postcode)}<country>AU</country></address>`
    : '';
  const customer = `<customer><contact>${el('name', c.firstName, ' part="first"')}${el('name', c.lastName, ' part="last"')}${el('email', c.email)}${el('phone', c.phone)}${address}</contact>${el('comments', c.comments)}</customer>`;
  const vendor = `<vendor>${el('vendorname', lead.vendor.name)}<contact>${el('name', lead.vendor.contactName ?? lead.vendor.name, ' part="full"')}${el('email', lead.vendor.email)}${el('phone', lead.vendor.phone)}</contact></vendor>`;
  const provider = `<provider>${el('name', lead.provider.name, ' part="full"')}${el('url', lead.provider.url)}</provider>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf><prospect><id sequence="1" source="${escapeXml(lead.provider.name)}">${escapeXml(lead.id)}</id><requestdate>${lead.requestDate.toISOString()}</requestdate>${vehicle}${customer}${vendor}${provider}</prospect></adf>\n`;
}
