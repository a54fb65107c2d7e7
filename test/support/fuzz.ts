import fc, { type Arbitrary } from 'fast-check';

import type { Kind } from './foreign-refs.js';
import { multipartBody, type Part } from './multipart.js';
import type { OpenApi, Operation, Schema } from './openapi.js';
import { pngImage } from './png.js';

/**
 * Request generators for the fuzz test (issue 6, item 2), driven by the OpenAPI document: valid
 * requests built from each operation's schemas, then mutated (wrong types, huge strings, unicode,
 * nulls, deep nesting, unknown keys), malformed JSON, wrong content types, bad path ids and list
 * queries with bracket filters.
 *
 * Ids are generated as references (`IdRef`) and resolved when the request is sent, against the
 * entities that exist at that moment: a generated request can name "A's second folder" or
 * "B's project" without knowing their numbers in advance.
 */
export class IdRef {
  constructor(
    readonly kind: Kind,
    readonly owner: 'own' | 'foreign' | 'unknown',
    readonly index: number,
    readonly asString: boolean,
  ) {}
}

export type IdPools = Record<'own' | 'foreign', Record<Kind, number[]>>;

export interface SymbolicRequest {
  method: string;
  /** Segments: literal text, or an id reference / raw string for a path parameter. */
  path: (string | IdRef | Verbatim | { raw: string })[];
  query: [string | Verbatim, string | IdRef | Verbatim][];
  headers: Record<string, string>;
  /** The token to use: A's (the normal case), none, or a bad one. */
  auth: 'valid' | 'none' | string;
  body?:
    | { kind: 'json'; value: unknown; contentType: string }
    | { kind: 'raw'; text: string | Buffer; contentType?: string }
    | { kind: 'multipart'; parts: SymbolicPart[]; tamper?: 'truncate' | 'noBoundary' | 'wrongBoundary' };
}

export type SymbolicPart =
  { name: string; value: string | IdRef } | { name: string; filename: string; data: Buffer; contentType: string };

/** The concrete request, once ids are resolved. */
export interface ConcreteRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const UNKNOWN_ID = 999_999;

export function resolveId(ref: IdRef, pools: IdPools): number {
  if (ref.owner === 'unknown') return UNKNOWN_ID + ref.index;
  const pool = pools[ref.owner][ref.kind];
  return pool.length === 0 ? UNKNOWN_ID : pool[ref.index % pool.length];
}

function resolveValue(value: unknown, pools: IdPools): unknown {
  if (value instanceof IdRef) {
    const id = resolveId(value, pools);
    return value.asString ? String(id) : id;
  }
  if (value instanceof Deep) return value;
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, pools));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = resolveValue(item, pools);
    return out;
  }
  return value;
}

/** Text sent exactly as written, escapes and all: `%ED%A0%80`, `%`, `filter%5B0%5D`. */
export class Verbatim {
  constructor(readonly text: string) {}
}

const UNRESERVED = /[A-Za-z0-9\-_.~!$'()*,:@[\]]/;

/**
 * Percent-encodes the UTF-8 bytes of anything but unreserved characters and brackets. Unlike
 * encodeURIComponent it takes lone surrogates (as U+FFFD), which the generators do produce.
 */
function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const encodeValue = (value: string | IdRef | Verbatim, pools: IdPools): string =>
  value instanceof Verbatim
    ? value.text
    : percentEncode(value instanceof IdRef ? String(resolveId(value, pools)) : value);

export function concretize(req: SymbolicRequest, pools: IdPools, token: string): ConcreteRequest {
  const path = req.path
    .map((segment) =>
      typeof segment === 'string'
        ? segment
        : segment instanceof IdRef || segment instanceof Verbatim
          ? encodeValue(segment, pools)
          : percentEncode(segment.raw),
    )
    .join('');
  const query = req.query.map(([key, value]) => `${encodeValue(key, pools)}=${encodeValue(value, pools)}`).join('&');
  const headers = { ...req.headers };
  if (req.auth === 'valid') headers.authorization = `Bearer ${token}`;
  else if (req.auth !== 'none') headers.authorization = req.auth;
  let body: Buffer | undefined;
  if (req.body?.kind === 'json') {
    body = Buffer.from(JSON.stringify(resolveValue(req.body.value, pools)) ?? 'null');
    headers['content-type'] = req.body.contentType;
  } else if (req.body?.kind === 'raw') {
    body = Buffer.isBuffer(req.body.text) ? req.body.text : Buffer.from(req.body.text);
    if (req.body.contentType !== undefined) headers['content-type'] = req.body.contentType;
  } else if (req.body?.kind === 'multipart') {
    const parts: Part[] = req.body.parts.map((part) =>
      'value' in part
        ? { name: part.name, value: part.value instanceof IdRef ? String(resolveId(part.value, pools)) : part.value }
        : part,
    );
    const built = multipartBody(parts);
    body = built.body;
    headers['content-type'] = built.contentType;
    if (req.body.tamper === 'truncate') body = body.subarray(0, Math.max(1, body.length - 20));
    if (req.body.tamper === 'noBoundary') headers['content-type'] = 'multipart/form-data';
    if (req.body.tamper === 'wrongBoundary') headers['content-type'] = 'multipart/form-data; boundary=not-the-boundary';
  }
  return { method: req.method, path: query ? `${path}?${query}` : path, headers, body };
}

// ---------------------------------------------------------------------------------------------
// Values

const HUGE = 'x'.repeat(70_000);
/** Over the 1 MiB JSON limit (CONTRACT 2: 413). */
const OVERSIZED_JSON = Buffer.from(JSON.stringify({ name: 'y'.repeat(1024 * 1024 + 10) }));

const STRINGS = [
  '',
  ' ',
  '\u0000',
  '\t\n',
  '%',
  '_',
  '%25',
  "'",
  '"',
  '\\',
  "'; DROP TABLE title; --",
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '\u202e\u2066bidi',
  '😀🇪🇺',
  'Ω≈ç√',
  '\ud800',
  'null',
  'true',
  'false',
  '1',
  '-1',
  '0',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '<script>alert(1)</script>',
  'a'.repeat(256),
  'UA-1-1',
  'medium_2019',
  'https://x.example',
  'javascript:alert(1)',
  '2024-01-01',
  '2024-02-30 25:61:61',
  '0x10',
];

/**
 * A deeply nested object or array, deeper than any schema. Kept as a marker until it is
 * serialised, so that reporting a counterexample does not overflow the stack.
 */
export class Deep {
  constructor(
    readonly depth: number,
    readonly array: boolean,
  ) {}

  toJSON(): unknown {
    let value: unknown = 1;
    for (let i = 0; i < this.depth; i++) value = this.array ? [value] : { a: value };
    return value;
  }
}

const deep = fc.tuple(fc.integer({ min: 2, max: 4000 }), fc.boolean()).map(([depth, array]) => new Deep(depth, array));

const small = fc.jsonValue({ maxDepth: 2 });

/** Wrong types, nulls, huge strings, unicode, deep nesting: what a body field gets when mutated. */
export const nastyValue: Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2, -0, 1e308, 0.5, -1e-300),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...STRINGS),
  fc.constant(HUGE),
  fc.array(small, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), small, { maxKeys: 4 }),
  deep,
);

/** A string for a query value or a multipart field. */
export const nastyString: Arbitrary<string> = fc.oneof(
  fc.constantFrom(...STRINGS),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer().map(String),
  fc.constant(HUGE.slice(0, 5000)),
);

const idRef = (kind: Kind, asString: boolean): Arbitrary<IdRef> =>
  fc
    .tuple(fc.constantFrom<'own' | 'foreign' | 'unknown'>('own', 'own', 'own', 'foreign', 'unknown'), fc.nat(50))
    .map(([owner, index]) => new IdRef(kind, owner, index, asString));

/** What each id field of a body names, so valid bodies can use real ids. */
const BODY_ID_KIND: Record<string, Kind> = {
  'account.id': 'workspace',
  account: 'workspace',
  parent: 'folder',
  folder: 'folder',
  'title.id': 'title',
  'edition.id': 'edition',
  screenshot: 'file',
  edition: 'edition',
  category: 'category',
  token: 'token',
  property: 'property',
  option: 'option',
};

/** A value the schema accepts (ids drawn from the pools), or null where the schema allows it. */
export function validValue(api: OpenApi, schema: Schema | undefined, path = ''): Arbitrary<unknown> {
  const s = api.flatten(schema);
  const idKind = BODY_ID_KIND[path];
  let base: Arbitrary<unknown>;
  if (idKind && s.type !== 'object') base = idRef(idKind, s.type === 'string');
  else if (s.enum) base = fc.constantFrom(...(s.enum as unknown[]));
  else if (s.oneOf) base = fc.oneof(...(s.oneOf as Schema[]).map((option) => validValue(api, option, path)));
  else {
    switch (s.type ?? (s.properties ? 'object' : undefined)) {
      case 'string':
        base = validString(s);
        break;
      case 'integer':
        base = fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000 });
        break;
      case 'number':
        base = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
        break;
      case 'boolean':
        base = fc.boolean();
        break;
      case 'array':
        base = s.uniqueItems
          ? fc.uniqueArray(validValue(api, s.items, `${path}[]`), {
              maxLength: Math.min(s.maxItems ?? 4, 4),
              selector: (v) => JSON.stringify(v),
            })
          : fc.array(validValue(api, s.items, `${path}[]`), { maxLength: Math.min(s.maxItems ?? 4, 4) });
        break;
      case 'object': {
        const properties = Object.entries<Schema>(s.properties ?? {});
        const model: Record<string, Arbitrary<unknown>> = {};
        for (const [name, property] of properties)
          model[name] = validValue(api, property, path ? `${path}.${name}` : name);
        base = fc.record(model, { requiredKeys: (s.required ?? []) as string[] });
        if (properties.length === 0 && s.additionalProperties)
          base = fc.dictionary(fc.string({ maxLength: 8 }), small, { maxKeys: 3 });
        break;
      }
      default:
        base = small;
    }
  }
  return s.nullable ? fc.oneof({ arbitrary: base, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : base;
}

function validString(s: Schema): Arbitrary<string> {
  const max = Math.min(s.maxLength ?? 40, 40);
  const min = s.minLength ?? 0;
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? Infinity));
  switch (s.format) {
    case 'email':
    case 'idn-email':
      return fc.emailAddress().filter((v) => v.length <= (s.maxLength ?? 255));
    case 'uri':
      return fc.webUrl().filter((v) => v.length <= (s.maxLength ?? 255));
    case 'hostname':
      return fc.domain();
    case 'date-time':
      return fc
        .date({ noInvalidDate: true, min: new Date('1970-01-01'), max: new Date('2100-01-01') })
        .map((d) => d.toISOString());
    default:
      return fc.oneof(
        fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme-ascii' }),
        fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' }),
        fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'binary' }),
      );
  }
}

// ---------------------------------------------------------------------------------------------
// Mutations of a JSON body

type Mutation =
  | { kind: 'none' }
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'delete'; pick: number }
  | { kind: 'unknownKey'; pick: number; key: string; value: unknown }
  | { kind: 'replace'; value: unknown };

const mutation: Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value: nastyValue }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('unknownKey' as const),
      pick: fc.nat(),
      key: fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom(
          '__proto__',
          'constructor',
          'prototype',
          'id',
          'account',
          'workspace_id',
          'created_on',
          '_links',
          '_embedded',
        ),
      ),
      value: nastyValue,
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), value: nastyValue }), weight: 1 },
);

/** The paths of every object and array inside a value, the root included. */
function containers(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object' || value instanceof IdRef || value instanceof Deep) return [];
  const found = [path];
  for (const [key, item] of Object.entries(value))
    found.push(...containers(item, [...path, Array.isArray(value) ? Number(key) : key]));
  return found;
}

function keysAt(value: unknown, path: (string | number)[]): (string | number)[][] {
  let node: any = value;
  for (const key of path) node = node[key];
  return Object.keys(node).map((key) => [...path, Array.isArray(node) ? Number(key) : key]);
}

/** A copy of `value` with `update` applied at `path`, every other branch shared. */
function updateAt(value: unknown, path: (string | number)[], update: (node: any) => unknown): unknown {
  if (path.length === 0) return update(value);
  const [head, ...rest] = path;
  const node = value as any;
  const copy: any = Array.isArray(node) ? [...node] : { ...node };
  copy[head] = updateAt(node[head], rest, update);
  return copy;
}

export function mutate(value: unknown, m: Mutation): unknown {
  if (m.kind === 'none') return value;
  if (m.kind === 'replace') return m.value;
  const boxes = containers(value);
  if (boxes.length === 0) return m.kind === 'set' ? m.value : value;
  if (m.kind === 'unknownKey') {
    const at = boxes[m.pick % boxes.length];
    return updateAt(value, at, (node) => {
      if (Array.isArray(node)) return [...node, m.value];
      const copy = { ...node };
      // defineProperty, so `__proto__` becomes an own key, as JSON.parse would make it on the server.
      Object.defineProperty(copy, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
      return copy;
    });
  }
  const leaves = boxes.flatMap((box) => keysAt(value, box));
  if (leaves.length === 0) return m.kind === 'set' ? m.value : value;
  const target = leaves[m.pick % leaves.length];
  const parent = target.slice(0, -1);
  const key = target[target.length - 1];
  return updateAt(value, parent, (node) => {
    const copy: any = Array.isArray(node) ? [...node] : { ...node };
    if (m.kind === 'set') copy[key] = m.value;
    else if (Array.isArray(copy)) copy.splice(Number(key), 1);
    else delete copy[key];
    return copy;
  });
}

// ---------------------------------------------------------------------------------------------
// Bodies

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/hal+json',
  'application/vnd.becky.v2+json',
  'Application/JSON',
];
const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'image/png',
  ';;;',
  'application/jsonx',
  'text/json',
  'application/json; charset=utf-16',
  '*/*',
];
const MALFORMED_JSON = [
  '{',
  '{"name":',
  '{"name": "x",}',
  "{'name': 'x'}",
  '\u0000',
  '',
  '[1,2',
  '{"a":1}{"b":2}',
  '\ufeff{"name":"x"}',
  'NaN',
  '{"name": 1e999}',
  '{"name": "\\ud800"}',
  '{"name": "\\u0000"}',
  '{"__proto__": {"polluted": true}, "name": "p"}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '"unterminated',
  '{"name": "x"',
  '}',
  'undefined',
  '{"a": {"b": {"c": [}}}',
  '{"name":"x","name":"y"}',
  '\u00ff\u00fe{',
];

/**
 * The operation's documented examples too, as sent and mutated: a body built from the schema alone
 * rarely hits what the data must hold (a content patch's path must exist in the page's tree).
 */
function withExamples(
  bodies: Arbitrary<NonNullable<SymbolicRequest['body']>>,
  media: Schema,
): Arbitrary<NonNullable<SymbolicRequest['body']>> {
  const examples = Object.values<{ value: unknown }>(media.examples ?? {}).map((example) => example.value);
  if (examples.length === 0) return bodies;
  return fc.oneof(
    { weight: 3, arbitrary: bodies },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...examples), fc.oneof(fc.constant<Mutation>({ kind: 'none' }), mutation))
        .map(([value, m]) => ({ kind: 'json' as const, value: mutate(value, m), contentType: 'application/json' })),
    },
  );
}

function jsonBody(api: OpenApi, schema: Schema): Arbitrary<NonNullable<SymbolicRequest['body']>> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(validValue(api, schema), mutation, fc.constantFrom(...JSON_TYPES))
        .map(([value, m, contentType]) => ({ kind: 'json' as const, value: mutate(value, m), contentType })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...MALFORMED_JSON), fc.constantFrom(...JSON_TYPES))
        .map(([text, contentType]) => ({ kind: 'raw' as const, text, contentType })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(validValue(api, schema), fc.option(fc.constantFrom(...WRONG_TYPES), { nil: undefined }))
        .map(([value, contentType]) => ({
          kind: 'raw' as const,
          text: JSON.stringify(value, (_, v) => (v instanceof IdRef ? 1 : v)),
          contentType,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ kind: 'raw' as const, text: OVERSIZED_JSON, contentType: 'application/json' }),
    },
  );
}

const PNG = pngImage(6, 4, 3);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>');
const FILE_DATA = fc.oneof(
  fc.constantFrom(
    PNG,
    PDF,
    SVG,
    Buffer.alloc(0),
    PNG.subarray(0, 30),
    Buffer.from('MZ\x90\x00'),
    Buffer.from('<html></html>'),
  ),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
);
const FILE_NAMES = fc.oneof(
  fc.constantFrom(
    'a.png',
    'x',
    '',
    '../../etc/passwd',
    '..\\..\\x.exe',
    'é😀.png',
    '\u202egnp.exe',
    'a'.repeat(1000),
    'con',
    '.htaccess',
    'a"b.png',
    'a;b.png',
  ),
  fc.string({ maxLength: 20 }).map((name) => name.replace(/["\r\n]/g, '')),
);

function multipartParts(): Arbitrary<SymbolicPart[]> {
  const filePart = fc.record({
    name: fc.constantFrom('file', 'files', 'files[]', 'file', 'other', ''),
    filename: FILE_NAMES,
    data: FILE_DATA,
    contentType: fc.constantFrom('application/octet-stream', 'image/png', 'text/plain', 'image/svg+xml', ''),
  });
  const fieldPart: Arbitrary<SymbolicPart> = fc.record({
    name: fc.constantFrom('folder', 'account', 'folder', 'account', 'name', 'file', '__proto__', 'unknown'),
    value: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom<Kind>('folder', 'workspace').chain((kind) => idRef(kind, true)) },
      { weight: 2, arbitrary: nastyString.map((s) => s.replace(/\r\n/g, '')) },
    ),
  });
  return fc.array(fc.oneof({ weight: 3, arbitrary: filePart }, { weight: 2, arbitrary: fieldPart }), { maxLength: 5 });
}

/** An upload the API takes: real files under a file field, into an own folder, the own account or the root. */
function validUpload(): Arbitrary<SymbolicPart[]> {
  const file = fc.record({
    name: fc.constantFrom('file', 'files', 'files[]'),
    filename: fc.constantFrom('photo.png', 'brochure.pdf', 'é😀.png', '../x.svg'),
    data: fc.constantFrom(PNG, PDF, SVG),
    contentType: fc.constantFrom('application/octet-stream', 'image/png'),
  });
  const target = fc.oneof(
    fc.constant<SymbolicPart[]>([]),
    fc.nat(50).map((i): SymbolicPart[] => [{ name: 'folder', value: new IdRef('folder', 'own', i, true) }]),
    fc.constant<SymbolicPart[]>([{ name: 'account', value: new IdRef('workspace', 'own', 0, true) }]),
  );
  return fc.tuple(target, fc.array(file, { minLength: 1, maxLength: 3 })).map(([t, files]) => [...t, ...files]);
}

function multipartBodyArb(): Arbitrary<NonNullable<SymbolicRequest['body']>> {
  return fc.oneof(
    { weight: 4, arbitrary: validUpload().map((parts) => ({ kind: 'multipart' as const, parts })) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(
          multipartParts(),
          fc.constantFrom<undefined | 'truncate' | 'noBoundary' | 'wrongBoundary'>(
            undefined,
            undefined,
            undefined,
            undefined,
            'truncate',
            'noBoundary',
            'wrongBoundary',
          ),
        )
        .map(([parts, tamper]) => ({ kind: 'multipart' as const, parts, tamper })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom('{"file": "x"}', '', 'garbage', '--x\r\n'),
          fc.option(fc.constantFrom(...WRONG_TYPES, ...JSON_TYPES), { nil: undefined }),
        )
        .map(([text, contentType]) => ({ kind: 'raw' as const, text, contentType })),
    },
  );
}

/** `POST /oauth` in all the forms real clients use (CONTRACT 4), with good and bad credentials. */
function oauthBody(credentials: {
  clientId: string;
  secret: string;
}): Arbitrary<{ body: NonNullable<SymbolicRequest['body']>; basic?: string }> {
  const value = (good: string) =>
    fc.oneof({ weight: 3, arbitrary: fc.constant(good) }, { weight: 2, arbitrary: nastyString });
  const fields = fc.record(
    {
      grant_type: value('client_credentials'),
      client_id: value(credentials.clientId),
      client_secret: value(credentials.secret),
    },
    { requiredKeys: [] },
  );
  return fc.tuple(fields, fc.constantFrom('json', 'form', 'multipart', 'basic'), mutation).map(([f, form, m]) => {
    if (form === 'json')
      return { body: { kind: 'json' as const, value: mutate(f, m), contentType: 'application/json' } };
    if (form === 'multipart') {
      return {
        body: {
          kind: 'multipart' as const,
          parts: Object.entries(f).map(([name, v]) => ({ name, value: String(v).replace(/\r\n/g, '') })),
        },
      };
    }
    if (form === 'basic') {
      const basic = `Basic ${Buffer.from(`${f.client_id ?? ''}:${f.client_secret ?? ''}`).toString('base64')}`;
      return {
        body: {
          kind: 'raw' as const,
          text: `grant_type=${percentEncode(String(f.grant_type ?? ''))}`,
          contentType: 'application/x-www-form-urlencoded',
        },
        basic,
      };
    }
    const text = Object.entries(f)
      .map(([k, v]) => `${percentEncode(k)}=${percentEncode(String(v))}`)
      .join('&');
    return { body: { kind: 'raw' as const, text, contentType: 'application/x-www-form-urlencoded' } };
  });
}

// ---------------------------------------------------------------------------------------------
// Query strings

type Pairs = [string | Verbatim, string | IdRef | Verbatim][];

/** The pairs of several generators, one after the other. */
const concatPairs = (arbs: Arbitrary<Pairs>[]): Arbitrary<Pairs> =>
  arbs.length === 0
    ? fc.constant([])
    : (fc.tuple(...arbs) as unknown as Arbitrary<Pairs[]>).map((lists) => lists.flat());

const listEntry = (fields: string[], types: string[], prefix: string, depth: number): Arbitrary<Pairs> => {
  const value: Arbitrary<string | IdRef> = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '1',
        'a',
        '2024-01-01',
        '2024-01-01 10:00:00',
        '2024-01-01T10:00:00+02:00',
        'true',
        '0',
        '%',
        'x%',
        'UA-1-1',
        'null',
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom<Kind>('title', 'user', 'folder', 'workspace', 'edition', 'page', 'job')
        .chain((kind) => idRef(kind, true)),
    },
    { weight: 2, arbitrary: nastyString },
  );
  const entry = fc.record({
    field: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: nastyString }),
    type: fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...types, ...types.map((t) => t.toUpperCase())) },
      { weight: 1, arbitrary: nastyString },
    ),
    value,
    values: fc.array(value, { maxLength: 3 }),
    where: fc.constantFrom('and', 'or', 'OR', 'xor', ''),
    format: fc.constantFrom('d/m/Y', 'Y-m-d', '%', ''),
    from: value,
    to: value,
    extra: fc.tuple(fc.string({ maxLength: 6 }), nastyString),
    present: fc.uniqueArray(
      fc.constantFrom('value', 'values', 'where', 'format', 'from', 'to', 'extra', 'conditions'),
      { maxLength: 4 },
    ),
    conditions: fc.integer({ min: 0, max: depth > 0 ? 2 : 0 }),
  });
  return entry.chain((e) => {
    const pairs: Pairs = [
      [`${prefix}[field]`, e.field],
      [`${prefix}[type]`, e.type],
    ];
    for (const key of e.present) {
      if (key === 'value' || key === 'where' || key === 'format' || key === 'from' || key === 'to')
        pairs.push([`${prefix}[${key}]`, e[key]]);
      if (key === 'values') e.values.forEach((v) => pairs.push([`${prefix}[values][]`, v]));
      if (key === 'extra') pairs.push([`${prefix}[${e.extra[0]}]`, e.extra[1]]);
    }
    if (!e.present.includes('conditions') || e.conditions === 0) return fc.constant(pairs);
    const nested = Array.from({ length: e.conditions }, (_, i) =>
      listEntry(fields, types, `${prefix}[conditions][${i}]`, depth - 1),
    );
    return concatPairs([fc.constant(pairs), ...nested]);
  });
};

/** Raw bracket syntax the qs parser must survive. */
const WEIRD_QUERY: [string, string][] = [
  ['filter', 'x'],
  ['filter[]', 'x'],
  ['filter[0]', 'x'],
  ['filter[][field]', 'name'],
  ['filter[0][field][x]', 'name'],
  ['filter[99999999][field]', 'name'],
  ['filter[-1][field]', 'name'],
  ['filter[0][values]', 'x'],
  ['filter[0][conditions]', 'x'],
  [`filter${'[0]'.repeat(40)}`, 'x'],
  ['filter[0][field]', ''],
  ['order-by', 'name'],
  ['order-by[0]', 'name'],
  ['order-by[0][direction]', 'sideways'],
  ['order-by[0][field]', 'password_hash'],
  ['order-by[0][field]', 'workspace_id'],
  ['filter[0][field]', 'workspace_id'],
  ['filter[0][field]', 'title.workspace_id'],
  ['page[]', '1'],
  ['limit[]', '1'],
  ['page', ''],
  ['limit', '0'],
  ['limit', '101'],
  ['limit', '-1'],
  ['limit', '1e2'],
  ['page', '99999'],
  ['page', '0'],
  ['page', '1.5'],
  ['limit', 'abc'],
  ['query[0][field]', 'id'],
  ['__proto__[polluted]', 'yes'],
  ['constructor[prototype][polluted]', 'yes'],
  ['filter[__proto__][field]', 'id'],
];

/** Escapes that do not decode, or decode to something surprising. */
const BAD_ESCAPES = [
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%',
  '%2',
  '%zz',
  '%00',
  '%2e%2e',
  '%2F',
  '..%2F..%2Fetc',
  '%E0%A4%A',
];
const VERBATIM_QUERY: Pairs = [
  ...BAD_ESCAPES.map((text): Pairs[number] => ['filter[0][value]', new Verbatim(text)]),
  [new Verbatim('filter%5B0%5D%5Bfield%5D'), 'id'],
  [new Verbatim('filter[0][field%'), 'id'],
  [new Verbatim('%ED%A0%80'), 'x'],
  [new Verbatim('page'), new Verbatim('%FF')],
];

function listQuery(fields: string[], types: string[]): Arbitrary<Pairs> {
  const filters = fc
    .array(fc.constantFrom('filter', 'query'), { maxLength: 4 })
    .chain((kinds) => concatPairs(kinds.map((k, i) => listEntry(fields, types, `${k}[${i}]`, 2))));
  const orders = fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...fields), nastyString),
        fc.constantFrom('asc', 'desc', 'ASC', 'Desc', 'up', ''),
        fc.boolean(),
      ),
      { maxLength: 3 },
    )
    .map((list) =>
      list.flatMap(([field, direction, typed], i): [string, string][] => [
        [`order-by[${i}][field]`, field],
        [`order-by[${i}][direction]`, direction],
        ...(typed ? [[`order-by[${i}][type]`, 'field'] as [string, string]] : []),
      ]),
    );
  const paging = fc.array(
    fc.tuple(fc.constantFrom('page', 'limit'), fc.oneof(fc.integer({ min: -2, max: 120 }).map(String), nastyString)),
    { maxLength: 2 },
  );
  const weird = fc.array(fc.oneof(fc.constantFrom<Pairs[number]>(...WEIRD_QUERY), fc.constantFrom(...VERBATIM_QUERY)), {
    maxLength: 2,
  });
  const many = fc.constantFrom<[string, string][]>(
    [],
    [],
    [],
    [],
    Array.from({ length: 25 }, (_, i): [string, string] => [`filter[${i}][field]`, 'id']),
  );
  const chaotic = fc
    .tuple(filters, orders, paging, weird, many)
    .map(([f, o, p, w, m]) => [...f, ...o, ...p, ...w, ...m]);
  return fc.oneof({ weight: 2, arbitrary: validListQuery(fields) }, { weight: 3, arbitrary: chaotic });
}

/** A query the list accepts: null checks on any field, ids compared by id, orders, paging. */
function validListQuery(fields: string[]): Arbitrary<Pairs> {
  const byId = fields.filter((field) => field === 'id' || field === 'account');
  const entry = fc.oneof(
    fc
      .tuple(
        fc.constantFrom(...fields),
        fc.constantFrom('isnull', 'isnotnull', 'ISNOTNULL'),
        fc.constantFrom('and', 'or'),
      )
      .map(([field, type, where]): Pairs => [
        ['field', field],
        ['type', type],
        ['where', where],
      ]),
    // A report's filter has no id field to compare: null checks only.
    ...(byId.length === 0
      ? []
      : [
          fc.tuple(fc.constantFrom(...byId), fc.constantFrom('eq', 'neq', 'gte', 'lt')).chain(([field, type]) =>
            idRef(field === 'account' ? 'workspace' : 'title', true).map((value): Pairs => [
              ['field', field],
              ['type', type],
              ['value', value],
            ]),
          ),
        ]),
  );
  return fc
    .tuple(
      fc.array(entry, { maxLength: 3 }),
      fc.array(fc.tuple(fc.constantFrom(...fields), fc.constantFrom('asc', 'desc', 'DESC')), { maxLength: 2 }),
      fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
      fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
      fc.constantFrom('filter', 'query'),
    )
    .map(([entries, orders, limit, page, name]) => [
      ...entries.flatMap((pairs, i) =>
        pairs.map(([key, value]): Pairs[number] => [`${name}[${i}][${String(key)}]`, value]),
      ),
      ...orders.flatMap(([field, direction], i): Pairs => [
        [`order-by[${i}][field]`, field],
        [`order-by[${i}][direction]`, direction],
      ]),
      ...(limit === undefined ? [] : [['limit', String(limit)] as [string, string]]),
      ...(page === undefined ? [] : [['page', String(page)] as [string, string]]),
    ]);
}

// ---------------------------------------------------------------------------------------------
// Requests

const ACCEPT = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'application/json',
      'application/hal+json',
      '*/*',
      'application/vnd.becky.v2+json',
      'application/problem+json, */*;q=0.1',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('text/html', 'image/png', 'application/xml', ',,,', 'application/json;q=garbage', ''),
  },
);
const AUTH = fc.oneof(
  { weight: 12, arbitrary: fc.constant('valid') },
  { weight: 1, arbitrary: fc.constant('none') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'Bearer ',
      'Bearer x',
      'bearer',
      `Bearer ${'f'.repeat(40)}`,
      'Basic Og==',
      `Bearer ${'a'.repeat(5000)}`,
      'Bearer \u00ff',
      'Token abc',
    ),
  },
);

export interface FuzzContext {
  api: OpenApi;
  /**
   * Whether the route has a twin (the same route with or without `/v2`, CONTRACT 1): half the
   * requests then go to the twin, so twins are fuzzed without doubling the run.
   */
  hasTwin: (method: string, route: string) => boolean;
  credentials: { clientId: string; secret: string };
}

export function requestFor(op: Operation, ctx: FuzzContext): Arbitrary<SymbolicRequest> {
  const params = op.path.match(/\{(\w+)\}/g)?.map((p) => p.slice(1, -1)) ?? [];
  const kindOf: Record<string, Kind> = {
    project_id: 'title',
    user_id: 'user',
    topiary_id: 'folder',
    file_id: 'file',
    image_id: 'file',
    edition_id: 'edition',
    page_id: 'page',
    job_id: 'job',
    account_id: 'workspace',
    membership_id: 'membership',
    category_id: 'category',
    option_id: 'option',
    property_id: 'property',
    token_id: 'token',
    value_id: 'value',
  };
  const param = (name: string) =>
    fc.oneof(
      { weight: 6, arbitrary: idRef(kindOf[name] ?? 'title', true) },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom(
            '0',
            '-1',
            '1.0',
            '01',
            '1e1',
            '2147483648',
            '99999999999999999999',
            'abc',
            ' 1',
            '1 ',
            '%',
            '..',
            '.',
            '😀',
            'null',
          )
          .map((raw) => ({ raw })),
      },
      { weight: 1, arbitrary: fc.constantFrom(...BAD_ESCAPES).map((text) => new Verbatim(text)) },
      { weight: 1, arbitrary: nastyString.filter((s) => s.length > 0).map((raw) => ({ raw })) },
    );
  const path: Arbitrary<SymbolicRequest['path']> = fc
    .tuple(fc.boolean(), ...params.map(param))
    .map(([aliased, ...values]) => {
      const pieces = op.path.split(/\{\w+\}/);
      if (aliased && ctx.hasTwin(op.method, op.route))
        pieces[0] = pieces[0].startsWith('/v2/') ? pieces[0].slice(3) : `/v2${pieces[0]}`;
      const out: SymbolicRequest['path'] = [pieces[0]];
      values.forEach((value, i) => out.push(value, pieces[i + 1]));
      return out.filter((piece) => piece !== '');
    });

  const listParam = (name: string) => (op.spec.parameters ?? []).find((p: Schema) => p.name === name);
  const filterField = listParam('filter[0][field]');
  const query: Arbitrary<SymbolicRequest['query']> = filterField
    ? listQuery(filterField.schema.enum, listParam('filter[0][type]').schema.enum)
    : fc.array(fc.oneof(fc.tuple(nastyString, nastyString), fc.constantFrom(...VERBATIM_QUERY)), { maxLength: 1 });

  // Media content reads take Range and If-None-Match; a page's content patch is a write like any other.
  const isContent = op.path.endsWith('/content') && op.method === 'GET';
  const headers = fc
    .record(
      {
        accept: ACCEPT,
        'x-request-id': fc.constantFrom('fuzz-1', '', 'x'.repeat(200), 'bad id\u00e9'),
        'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x"', ''),
        range: fc.constantFrom(
          'bytes=0-0',
          'bytes=-1',
          'bytes=5-2',
          'bytes=0-',
          'bytes=99999999-',
          'bytes=0-1,2-3',
          'items=0-1',
          'bytes=a-b',
          '',
        ),
        'if-match': fc.constantFrom('*', '"nope"'),
      },
      { requiredKeys: [] },
    )
    .map((h) => {
      const out: Record<string, string> = {};
      for (const [key, value] of Object.entries(h)) {
        if (value === undefined) continue;
        if ((key === 'range' || key === 'if-none-match') && !isContent) continue;
        out[key] = value;
      }
      return out;
    });

  const content = op.spec.requestBody?.content ?? {};
  let body: Arbitrary<{ body?: SymbolicRequest['body']; basic?: string }>;
  if (op.operationId === 'createAccessToken') body = oauthBody(ctx.credentials);
  else if (content['multipart/form-data']) body = multipartBodyArb().map((b) => ({ body: b }));
  else if (content['application/json'])
    body = withExamples(jsonBody(ctx.api, content['application/json'].schema), content['application/json']).map(
      (b) => ({ body: b }),
    );
  else {
    // No body documented: most requests send none; some send one anyway.
    body = fc.oneof(
      { weight: 6, arbitrary: fc.constant({}) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom('{"a":1}', '{', 'x')
          .map((text) => ({ body: { kind: 'raw' as const, text, contentType: 'application/json' } })),
      },
    );
  }

  return fc.tuple(path, query, headers, AUTH, body).map(([p, q, h, auth, b]) => ({
    method: op.method,
    path: p,
    query: q,
    headers: h,
    auth: op.operationId === 'createAccessToken' ? (b.basic ?? 'none') : auth,
    body: b.body,
  }));
}
