import fc from 'fast-check';

/**
 * fast-check arbitraries that derive hostile input from a route's JSON schema (TypeBox output): values just
 * past every bound, wrong types, NUL and lone surrogates, huge strings, missing and extra fields, and whole
 * bodies that are not JSON or not well-formed multipart. Used by the no-5xx property test.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
}

const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, '', 'x', [], [1, 'a'], {}, { a: 1 }];

/** Numbers that broke the API before: past int32/int8, not finite after coercion, fractional, negative. */
const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  2 ** 63,
  1e308,
  -1e308,
  5e-324,
];

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  'ok\ud83d\ude00',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  '\r\n',
  'a\tb',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e308',
  '-1',
  '2147483648',
  '9'.repeat(400),
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  '𝒳'.repeat(300),
];

const boundString = (schema: JsonSchema): fc.Arbitrary<string> => {
  const max = schema.maxLength ?? 300;
  return fc.oneof(
    fc.constantFrom(...NASTY_STRINGS),
    // Any code points, lone surrogates included.
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    // Just past maxLength, and far past it (still under the 1 MB body limit).
    fc.integer({ min: 1, max: 3 }).map((extra) => 'a'.repeat(max + extra)),
    fc.constant('\u0000'.repeat(Math.min(max, 500))),
    fc.constant('é'.repeat(200_000)),
  );
};

const boundNumber = (schema: JsonSchema): fc.Arbitrary<number> => {
  const edges = [schema.minimum, schema.maximum]
    .filter((value): value is number => value !== undefined)
    .flatMap((value) => [value - 1, value, value + 1, value + 0.5]);
  return fc.oneof(fc.constantFrom(...NASTY_NUMBERS, ...edges), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
};

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** Values the schema (mostly) accepts, so requests also get past validation into the handlers. */
export function validArb(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validArb(option, depth + 1)));
  const [type] = typesOf(schema);
  switch (type) {
    case 'integer':
      return fc.integer({ min: Math.ceil(schema.minimum ?? -1000), max: Math.floor(Math.min(schema.maximum ?? 1_000_000, 2 ** 31 - 1)) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return validString(schema);
    case 'array':
      return fc.array(schema.items ? validArb(schema.items, depth + 1) : fc.anything(), {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectOf(schema, (property) => validArb(property, depth + 1), true);
    default:
      return fc.oneof(fc.constantFrom(...WRONG_TYPES), fc.string({ maxLength: 10 }));
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 40, 60);
  const min = Math.min(schema.minLength ?? 0, max);
  // Our "no control character" patterns are negated classes: plain text fits them.
  const plain = fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max });
  if (!schema.pattern || schema.pattern.startsWith('^[^')) return plain;
  try {
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((value) => value.length <= (schema.maxLength ?? Infinity));
  } catch {
    return plain;
  }
}

/** Values the schema should refuse (or that sit exactly on its bounds). */
export function badArb(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants: fc.Arbitrary<unknown>[] = [fc.constantFrom(...WRONG_TYPES), boundString(schema), boundNumber(schema)];
  const types = typesOf(schema);
  if (types.includes('object') && depth < 3) variants.push(badObjectArb(schema, depth + 1));
  if (types.includes('array') && schema.items) {
    const item = fieldArb(schema.items, depth + 1);
    variants.push(fc.array(item, { maxLength: 4 }));
    variants.push(fc.constant(Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => 'a')));
  }
  if (schema.anyOf && depth < 3) variants.push(...schema.anyOf.map((option) => badArb(option, depth + 1)));
  return fc.oneof(...variants);
}

/** One field: valid or hostile, about half each. */
export const fieldArb = (schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> => fc.oneof(validArb(schema, depth), badArb(schema, depth));

function objectOf(
  schema: JsonSchema,
  field: (property: JsonSchema) => fc.Arbitrary<unknown>,
  keepRequired: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, field(property)]));
  return fc.record(shape, { requiredKeys: keepRequired ? (schema.required ?? []).filter((key) => key in shape) : [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** An object of the schema's fields, each valid or hostile, required ones sometimes missing, extra keys sometimes. */
export function badObjectArb(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const fields = fc.oneof(
    objectOf(schema, (property) => fieldArb(property, depth), true),
    objectOf(schema, (property) => fieldArb(property, depth), false),
  );
  const extra = fc.dictionary(fc.constantFrom('extra', '__proto__', 'constructor', 'x\u0000', ''), fc.constantFrom(...WRONG_TYPES), {
    maxKeys: 2,
  });
  return fc.oneof(
    { weight: 6, arbitrary: fields },
    { weight: 1, arbitrary: fc.tuple(fields, extra).map(([base, more]) => ({ ...more, ...base })) },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  );
}

/** A query string from an object schema; values as a browser would encode them, plus raw broken escapes. */
export function queryArb(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const fields = schema?.properties ? badObjectArb(schema) : fc.constant({});
  const raw = fc.constantFrom('', '%00', '%ED%A0%80', '%FF%FE', '%', '%%', 'a[b]=1', '=', '&&&', 'x=%E0%A4%A');
  return fc.tuple(fields, raw, fc.boolean()).map(([value, tail, repeat]) => {
    const pairs: string[] = [];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, field] of Object.entries(value)) {
        const values = Array.isArray(field) ? field : [field];
        for (const item of values)
          pairs.push(`${encodeLoose(key)}=${encodeLoose(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`);
        if (repeat && values.length === 1) pairs.push(`${encodeLoose(key)}=${encodeLoose(String(values[0]))}`);
      }
    }
    if (tail) pairs.push(tail.includes('=') ? tail : `${Object.keys(schema?.properties ?? { q: 0 })[0] ?? 'q'}=${tail}`);
    return pairs.join('&');
  });
}

/** encodeURIComponent that does not throw on lone surrogates (they go out as their raw UTF-8-like bytes). */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    }
  }
  return out;
}

export interface RawBody {
  contentType: string | undefined;
  payload: string | Buffer;
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'text/plain', undefined];

/** Whole bodies that are not the JSON the route expects: broken JSON, wrong content types, too large. */
export const brokenJsonArb: fc.Arbitrary<RawBody> = fc.record({
  contentType: fc.constantFrom(...JSON_TYPES, 'application/x-www-form-urlencoded', 'application/xml'),
  payload: fc.constantFrom(
    '',
    '{',
    '{"a":',
    'null',
    '[]',
    '"\\u0000"',
    '{"profile_id":1e999}',
    '{"id":-1e999}',
    '{"profile_id":1e308}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\u0000',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    'x=1&y=%00',
    `{"a":"${'b'.repeat(1_100_000)}"}`,
    `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  ),
});

const BOUNDARY = 'fuzzboundary';
const part = (head: string, data: string) => `--${BOUNDARY}\r\n${head}\r\n\r\n${data}\r\n`;

/** multipart/form-data bodies that are cut, misframed or over the part limits. */
export const brokenMultipartArb: fc.Arbitrary<RawBody> = fc.record({
  contentType: fc.constantFrom(
    `multipart/form-data; boundary=${BOUNDARY}`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=other',
    `multipart/form-data; boundary="${BOUNDARY}"; charset=x\u00ff`,
  ),
  payload: fc.constantFrom(
    '',
    `--${BOUNDARY}`,
    `--${BOUNDARY}\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc`,
    part('Content-Disposition: form-data; name="photo"; filename="a.jpg"', '\u0000\u0001') + `--${BOUNDARY}--\r\n`,
    part('Garbage header', 'x') + `--${BOUNDARY}--\r\n`,
    part('Content-Disposition: form-data', 'x') + `--${BOUNDARY}--\r\n`,
    part('Content-Disposition: form-data; name="__proto__"', 'x') + `--${BOUNDARY}--\r\n`,
    part('Content-Disposition: form-data; name="photo"; filename="\u0000.jpg"', 'x') + `--${BOUNDARY}--\r\n`,
    part('Content-Disposition: form-data; name="a"; filename="a.jpg"', 'x') +
      part('Content-Disposition: form-data; name="b"; filename="b.jpg"', 'y') +
      `--${BOUNDARY}--\r\n`,
    Array.from({ length: 12 }, (_, index) => part(`Content-Disposition: form-data; name="f${index}"`, 'v')).join('') +
      `--${BOUNDARY}--\r\n`,
    part('Content-Disposition: form-data; name="meta"\r\nContent-Type: application/json', '{bad') + `--${BOUNDARY}--\r\n`,
    `--${BOUNDARY}--\r\n`,
    'not multipart at all',
  ),
});
