/**
 * fast-check arbitraries of hostile input. Each "invalid" arbitrary yields only values that the
 * field's schema must refuse on its own, so any request built from one or more of them is invalid.
 */
import fc from 'fast-check';

const graphemes = (minLength: number, maxLength: number) => fc.string({ unit: 'grapheme', minLength, maxLength });

/** Anything that is not a string (NaN and Infinity serialize as null). */
export const notAString: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
);

/** Anything that is not a number, including numbers written as text. */
export const notANumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer().map(String),
  graphemes(0, 20),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** A blank string, or one over `max` characters (never trimmed back under it), or not a string. */
export function invalidText(max: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom('', ' ', '\t\n ', '\u00a0'),
    graphemes(max + 1, max + 40).map((value) => `x${value}x`),
    notAString,
  );
}

/** A phone number shorter than 11 characters, or not a string. */
export const invalidPhone: fc.Arbitrary<unknown> = fc.oneof(
  graphemes(0, 10).filter((value) => value.trim().length < 11),
  notAString,
);

/** A whole number outside [min, max], a fraction, a huge or non-finite number, or not a number. */
export function invalidWholeNumber(min: number, max: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.integer({ max: min - 1 }),
    fc.integer({ min: max + 1 }),
    fc.double({ min: min - 10, max: max + 10, noInteger: true, noNaN: true }),
    fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, Number.MAX_SAFE_INTEGER + 2, Number.NaN, Number.POSITIVE_INFINITY),
    notANumber,
  );
}

/** A unit price that is not positive, too large, has more than 2 decimals, or is not a number. */
export const invalidPrice: fc.Arbitrary<unknown> = fc.oneof(
  fc.double({ max: 0, noNaN: true }),
  fc.double({ min: 1_000_001, noNaN: true }),
  fc.integer({ min: 0, max: 99_999 }).map((cents) => cents / 100 + 0.003),
  notANumber,
);

/** Image addresses that are neither http(s):// nor a site path. */
export const invalidImageUrl: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', 'ftp://files.test/a.png', 'file:///etc/passwd', 'vbscript:msgbox(1)'),
  graphemes(1, 30).filter((value) => !/^(https?:\/\/|\/)/i.test(value.trim()) && value.trim().length > 0),
  invalidText(2048),
);

/** Keys an attacker adds to a body: prototype pollution, privilege fields, unicode. */
export function hostileKey(known: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'toString',
        'hasOwnProperty',
        'role',
        'isAdmin',
        'admin',
        'amountCents',
        'listKey',
        '_id',
        'createdAt',
        'transactionId',
        'available',
      ),
      graphemes(1, 12),
    )
    .filter((key) => !known.includes(key));
}

/**
 * A JSON object text with `key: value` added. Built with defineProperty so that `__proto__` is sent
 * as a real key instead of changing the object's prototype.
 */
export function withKey(body: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...body };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/**
 * Body texts that are not JSON at all, or JSON that is not an object. A blank body (only white space)
 * is not among them: the API reads it as no body, which a route without required fields accepts.
 */
export const notAJsonObject: fc.Arbitrary<string> = fc.oneof(
  graphemes(1, 60).filter((text) => {
    if (text.trim() === '') return false;
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
  fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', 'undefined', 'NaN', '\u0000', '{"a":1e400'),
  fc.integer({ min: 100, max: 5_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.oneof(fc.array(fc.jsonValue(), { maxLength: 3 }), fc.integer(), fc.string(), fc.constant(null), fc.boolean()).map((value) => JSON.stringify(value)),
);

export const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html; charset=utf-8',
  'application/jsonx',
);

/** Path parameter values nobody stored: unicode, traversal, encodings, long, empty-ish. */
export const weirdPathValue: fc.Arbitrary<string> = fc.oneof(
  graphemes(1, 40),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '..',
    '.',
    '%00',
    '\u0000',
    ' ',
    'null',
    'undefined',
    '[object Object]',
    "' OR '1'='1",
    '<script>',
    '${7*7}',
  ),
  graphemes(101, 300),
  fc.emailAddress().map((email) => `${email}\u0000`),
);

/** Raw path segments with broken percent-encoding. */
export const brokenPercentEncoding = fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%C0%AF', '%uD800');

/** ?limit= values outside 1..100 or not a whole number. */
export const invalidLimit = fc.oneof(
  fc.constantFrom('0', '101', '1000', '-1', '1.5', '1e2', ' 5', 'abc', '', '0x10', '100000000000'),
  fc.integer({ min: 101 }).map(String),
  fc.integer({ max: 0 }).map(String),
);
