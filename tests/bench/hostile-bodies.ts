/**
 * Malformed and hostile lead bodies: wrong types, huge strings, deep nesting,
 * prototype-pollution keys, invalid UTF-8, wrong content types. Deterministic.
 */
export interface HostileBody {
  kind: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

const valid = { kind: 'enquiry', name: 'Jo', email: 'jo@example.com', message: 'Hi' };

const KINDS = [
  'wrong type',
  'wrong types',
  'huge string under limit',
  'huge string over limit',
  'deep array nesting',
  'deep object nesting',
  '__proto__ key',
  'constructor.prototype key',
  'pollution keys in a record',
  'invalid UTF-8 in a string',
  'binary garbage',
  'empty body',
  'null',
  'array',
  'string',
  'truncated JSON',
  'form encoded',
  'text/plain',
  'bad formats',
  'huge array',
  'extreme numbers',
  'lone surrogate and NUL',
  'bad idempotency key',
  'SQL in an id',
];

export function hostileBodies(count: number): HostileBody[] {
  const makers: ((i: number) => Omit<HostileBody, 'kind'>)[] = [
    (i) => ({ body: JSON.stringify({ ...valid, name: i }) }), // wrong type
    (i) => ({ body: JSON.stringify({ ...valid, kind: ['enquiry'], opt_in: 'yes', kms: `${i}` }) }),
    () => ({ body: JSON.stringify({ ...valid, message: 'x'.repeat(60_000) }) }), // huge but under the limit
    () => ({ body: JSON.stringify({ ...valid, message: 'x'.repeat(200_000) }) }), // over the limit
    (i) => ({ body: `${'['.repeat(20_000 + i)}${']'.repeat(20_000 + i)}` }), // deep nesting
    () => ({ body: `{"a":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_001)}` }),
    () => ({
      body: '{"__proto__":{"polluted":true},"kind":"enquiry","name":"x","email":"a@b.co","message":"m"}',
    }),
    () => ({ body: JSON.stringify({ ...valid, constructor: { prototype: { polluted: true } } }) }),
    () => ({
      body: JSON.stringify({
        ...valid,
        lead_attributes: { linked_query_params: { __proto__: 'x', toString: 'y' } },
      }),
    }),
    () => ({
      body: Buffer.concat([
        Buffer.from('{"kind":"enquiry","name":"'),
        Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
        Buffer.from('","email":"a@b.co","message":"m"}'),
      ]),
    }), // invalid UTF-8
    () => ({ body: Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0x01]) }),
    () => ({ body: '' }),
    () => ({ body: 'null' }),
    () => ({ body: '[]' }),
    () => ({ body: '"a string"' }),
    () => ({ body: '{"kind":"enquiry",' }), // truncated
    () => ({ body: 'kind=enquiry&name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    () => ({ body: JSON.stringify(valid), headers: { 'content-type': 'text/plain' } }),
    (i) => ({
      body: JSON.stringify({
        ...valid,
        test_drive_at: `not-a-date-${i}`,
        postcode: 'abcd',
        email: 'not-an-email',
      }),
    }),
    () => ({
      body: JSON.stringify({ ...valid, additional_services: Array.from({ length: 10_000 }, () => 'x') }),
    }),
    () => ({
      body: JSON.stringify({ ...valid, kms: 1e308, 'Vehicle Year': -1, offer_price: Number.MAX_VALUE }),
    }),
    () => ({ body: '{"kind":"enquiry","name":"\\ud800","email":"a@b.co","message":"\\u0000"}' }), // lone surrogate, NUL
    (i) => ({ body: JSON.stringify({ ...valid }), headers: { 'idempotency-key': `bad key ${i} !!` } }),
    () => ({ body: JSON.stringify({ ...valid, car_id: "1' OR '1'='1" }) }),
  ];
  return Array.from(
    { length: count },
    (_, i) => ({ ...makers[i % makers.length]!(i), kind: KINDS[i % makers.length]! }) as HostileBody,
  );
}
