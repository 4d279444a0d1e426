/**
 * The rules of the ADF 1.0 DTD (Auto-lead Data Format, adfxml.info, 2000) that the platform's
 * documents use, written as a schema a test checks: each element's content model (its children,
 * in order, as a regular expression over their names), which elements hold text only, and each
 * attribute's allowed values. An element or attribute the DTD does not declare is a problem.
 *
 * From the DTD:
 *   <!ELEMENT adf (prospect+)>
 *   <!ELEMENT prospect (id*, requestdate, vehicle+, customer, vendor, provider?)>
 *   <!ELEMENT vehicle (id*, year, make, model, vin?, stock?, trim?, doors?, bodystyle?,
 *                      transmission?, odometer?, colorcombination*, imagetag?, price?,
 *                      pricecomments?, option*, finance?, comments?)>
 *   <!ATTLIST vehicle interest (buy | lease | sell | trade-in | test-drive) "buy"
 *                     status (new | used) "new">
 *   <!ATTLIST odometer status (unknown | rolledover | replaced | original) units (km | mi)>
 *   <!ELEMENT finance (method, amount+, balance?)>
 *   <!ATTLIST amount type (downpayment | monthly | total) limit (maximum | minimum | exact) currency CDATA>
 *   <!ELEMENT customer (contact, id*, timeframe?, comments?)>
 *   <!ELEMENT vendor (id*, vendorname, url?, contact)>
 *   <!ELEMENT provider (id*, name, service?, url?, email?, phone?, contact?)>
 *   <!ELEMENT contact (name+, ((email | phone+) | (email, phone+)), address?)>
 *   <!ATTLIST name part (surname | first | middle | last | full) type (business | individual)>
 *   <!ATTLIST phone type (voice | fax | cellphone | pager) time (morning | afternoon | evening | nopreference | day)>
 *   <!ELEMENT address (street+, apartment?, city?, regioncode?, postalcode?, country?)>
 *   <!ATTLIST price type (quote | offer | msrp | invoice | call | appraisal | asking) currency CDATA …>
 *   <!ATTLIST id sequence CDATA source CDATA>
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

interface ElementRule {
  /** The children's names in order, space-separated, must match this; undefined: text only. */
  children?: RegExp;
  /** Allowed attributes: a list of values, or 'text' for CDATA. */
  attributes?: Record<string, readonly string[] | 'text'>;
}

const TEXT: ElementRule = {};

export const ADF_RULES: Readonly<Record<string, ElementRule>> = {
  adf: { children: /^prospect( prospect)*$/ },
  prospect: {
    children: /^(id )*requestdate (vehicle )+customer vendor( provider)?$/,
    attributes: { status: ['new', 'resend'] },
  },
  id: { attributes: { sequence: 'text', source: 'text' } },
  requestdate: TEXT,
  vehicle: {
    children:
      /^(id )*year make model( vin)?( stock)?( trim)?( doors)?( bodystyle)?( transmission)?( odometer)?( colorcombination)*( imagetag)?( price)?( pricecomments)?( option)*( finance)?( comments)?$/,
    attributes: { interest: ['buy', 'lease', 'sell', 'trade-in', 'test-drive'], status: ['new', 'used'] },
  },
  year: TEXT,
  make: TEXT,
  model: TEXT,
  vin: TEXT,
  stock: TEXT,
  trim: TEXT,
  doors: TEXT,
  bodystyle: TEXT,
  transmission: TEXT,
  odometer: {
    attributes: { status: ['unknown', 'rolledover', 'replaced', 'original'], units: ['km', 'mi'] },
  },
  price: {
    attributes: {
      type: ['quote', 'offer', 'msrp', 'invoice', 'call', 'appraisal', 'asking'],
      currency: 'text',
      delta: ['absolute', 'relative', 'percentage'],
      relativeto: ['msrp', 'invoice'],
      source: 'text',
    },
  },
  pricecomments: TEXT,
  finance: { children: /^method( amount)+( balance)?$/ },
  method: TEXT,
  amount: {
    attributes: {
      type: ['downpayment', 'monthly', 'total'],
      limit: ['maximum', 'minimum', 'exact'],
      currency: 'text',
    },
  },
  balance: { attributes: { type: ['finance', 'residual'], currency: 'text' } },
  comments: TEXT,
  customer: { children: /^contact( id)*( timeframe)?( comments)?$/ },
  vendor: { children: /^(id )*vendorname( url)? contact$/ },
  vendorname: TEXT,
  url: TEXT,
  provider: { children: /^(id )*name( service)?( url)?( email)?( phone)?( contact)?$/ },
  service: TEXT,
  contact: { children: /^(name )*name( email| email( phone)+|( phone)+)( address)?$/ },
  name: {
    attributes: { part: ['surname', 'first', 'middle', 'last', 'full'], type: ['business', 'individual'] },
  },
  email: { attributes: { preferredcontact: ['0', '1'] } },
  phone: {
    attributes: {
      type: ['voice', 'fax', 'cellphone', 'pager'],
      time: ['morning', 'afternoon', 'evening', 'nopreference', 'day'],
      preferredcontact: ['0', '1'],
    },
  },
  address: {
    children: /^(street )*street( apartment)?( city)?( regioncode)?( postalcode)?( country)?$/,
    attributes: { type: ['work', 'home', 'delivery'] },
  },
  street: { attributes: { line: 'text' } },
  apartment: TEXT,
  city: TEXT,
  regioncode: TEXT,
  postalcode: TEXT,
  country: TEXT,
};

type Node = Record<string, unknown>;

const childNames = (nodes: Node[]) =>
  nodes.flatMap((node) => Object.keys(node).filter((key) => key !== ':@' && key !== '#text'));

function check(name: string, node: Node, path: string, problems: string[]): void {
  const rule = ADF_RULES[name];
  if (!rule) {
    problems.push(`${path}: <${name}> is not an ADF 1.0 element`);
    return;
  }
  const attributes = (node[':@'] ?? {}) as Record<string, string>;
  for (const [key, value] of Object.entries(attributes)) {
    const attribute = key.replace(/^@_/, '');
    const allowed = rule.attributes?.[attribute];
    if (!allowed) problems.push(`${path}: <${name}> has no attribute ${attribute}`);
    else if (allowed !== 'text' && !allowed.includes(String(value)))
      problems.push(`${path}: <${name} ${attribute}="${value}"> is not one of ${allowed.join(' | ')}`);
  }
  const children = (node[name] ?? []) as Node[];
  const names = childNames(children);
  if (!rule.children) {
    if (names.length > 0) problems.push(`${path}: <${name}> holds text only, found <${names.join('>, <')}>`);
    return;
  }
  if (children.some((child) => typeof child['#text'] === 'string' && String(child['#text']).trim() !== ''))
    problems.push(`${path}: <${name}> holds elements only, found text`);
  if (!rule.children.test(names.join(' ')))
    problems.push(
      `${path}: <${name}> children (${names.join(', ') || 'none'}) do not match ${rule.children}`,
    );
  children.forEach((child, index) => {
    const [childName] = childNames([child]);
    if (childName) check(childName, child, `${path}/${childName}[${index}]`, problems);
  });
}

/** Every way an ADF document breaks the DTD's rules above; [] for a valid document. */
export function adfDtdProblems(xml: string): string[] {
  if (!/^<\?xml version="1\.0"[^?]*\?>\s*<\?adf version="1\.0"\?>/.test(xml))
    return ['missing <?xml version="1.0"?> and <?adf version="1.0"?>'];
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [`not well-formed: ${valid.err.msg}`];
  const ordered = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
  }).parse(xml) as Node[];
  const roots = ordered.filter((node) => childNames([node]).length > 0);
  if (roots.length !== 1 || !('adf' in roots[0]!)) return ['the root element is not <adf>'];
  const problems: string[] = [];
  check('adf', roots[0]!, 'adf', problems);
  return problems;
}
