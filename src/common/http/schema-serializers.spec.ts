import { readFileSync } from 'node:fs';

import fc from 'fast-check';

import type { Title } from '../../titles/title.entity.js';
import { presentTitle } from '../../titles/title.presenter.js';
import type { User } from '../../users/user.entity.js';
import { presentUser } from '../../users/user.presenter.js';
import { compileSerializer, reduce, SCHEMA_SERIALIZED, SchemaSerializers } from './schema-serializers.js';

/**
 * The compiled serializers write exactly what JSON.stringify writes, for every schema that has
 * one (SCHEMA_SERIALIZED), on resources as their presenters make them, hostile strings included.
 * The schemas are the committed OpenAPI document's, which the app builds the same at boot.
 */
const document = JSON.parse(readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};
const components = document.components.schemas;

const HOSTILE = [
  '',
  'plain',
  '\ud800',
  'lone \udc00 low',
  'pair \ud83d\ude00 ok',
  'reversed \ude00\ud83d',
  'line\u2028para\u2029graph',
  '\u0000\u0001\u001f\u007f\u0080\u009f',
  'quote " backslash \\ slash /',
  '</script><script>alert(1)</script>',
  '<!-- -->',
  '\t\n\r\b\f',
  'x'.repeat(41),
  'x'.repeat(42),
  'é'.repeat(100_000),
  `${'a'.repeat(70_000)}\ud800`,
  '{"__proto__": 1}',
];

const base = { base: 'https://api.example.test', publish: 'https://read.example.test' };

function title(overrides: Partial<Title> = {}): Title {
  return {
    id: 42,
    workspace_id: 7,
    name: 'A project',
    identifier: 'a-project',
    hostname: null,
    ua_code: null,
    vendorA_code: { munchkin_id: '', is_enabled: false },
    vendorB_code: { hub_id: 'h', hublet: 'eu', is_enabled: true },
    vendorC_code: { piCid: '', piAid: '' },
    vendorD_code: { site_id: '', custom_tracker_subdomain: '' },
    vendorE_config: { has_enabled: false, has_events_enabled: false, has_views_enabled: false, measurement_id: '' },
    security_profile: null,
    website: null,
    license: 1,
    has_secure_socket_layer: false,
    affected_on: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)),
    options: [],
    certificate: null,
    certificate_chain: null,
    certificate_key: null,
    automated_certificate: false,
    created_on: new Date(Date.UTC(2025, 11, 31, 23, 59, 59, 999)),
    modified_on: new Date(0),
    logo: null,
    icon: null,
    splash: null,
    rules: {},
    background_color: 'rgba(0,0,0,0)',
    editions_total: 0,
    editions_published: 0,
    ...overrides,
  } as Title;
}

function user(overrides: Partial<User> = {}): User {
  return {
    id: 9,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'Ada@Example.com',
    phone: null,
    activated_on: new Date(Date.UTC(2026, 5, 1)),
    verified_on: null,
    activity_on: null,
    status: 'active',
    options: { tour: {} },
    created_on: new Date(Date.UTC(2026, 5, 1)),
    modified_on: null,
    country: null,
    password_hash: null,
    num_accounts: 1,
    ...overrides,
  } as unknown as User;
}

const serializerOf = (name: string) => compileSerializer(name, components);

describe('schema serializers', () => {
  it('has a schema in the document for every listed resource', () => {
    for (const name of SCHEMA_SERIALIZED) expect(components[name]).toBeDefined();
  });

  describe('TitleResource', () => {
    const serialize = serializerOf('TitleResource');
    const same = (resource: unknown) => expect(serialize(resource)).toBe(JSON.stringify(resource));

    it('writes a project as JSON.stringify does', () => {
      same(presentTitle(title(), { total: 3, published: 1 }, base, 'acme'));
      same(
        presentTitle(
          title({
            hostname: 'example.org',
            ua_code: 'UA-1-2',
            security_profile: 'high_2019',
            website: 'https://example.org',
            options: [[{ a: 1 }, 'x', null], [], [[true, -0, 1e21, 1.5]]] as never,
            rules: { b: [1, { c: null }], a: 'z', 10: 'ten', 2: 'two' } as never,
            certificate: '-----BEGIN-----\n...\n-----END-----\n',
            logo: 'https://cdn.example/logo.png',
          }),
          { total: 2 ** 31, published: 0 },
          base,
          'acme',
        ),
      );
    });

    it('writes hostile strings in every string field, nested and free-form ones included', () => {
      for (const text of HOSTILE) {
        same(
          presentTitle(
            title({
              name: text,
              identifier: text,
              hostname: text,
              website: text,
              certificate_key: text,
              background_color: text,
              vendorB_code: { hub_id: text, hublet: text, is_enabled: false },
              vendorE_config: {
                has_enabled: true,
                has_events_enabled: false,
                has_views_enabled: true,
                measurement_id: text,
              },
              options: [[text, { [text]: text }]] as never,
              rules: { [text]: text, nested: { [text]: [text] } } as never,
            }),
            { total: 0, published: 0 },
            { base: text, publish: text },
            text,
          ),
        );
      }
    });

    it('writes any string and any JSON value the free-form fields hold', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), fc.jsonValue(), (text, value) => {
          same(
            presentTitle(
              title({ name: text, ua_code: text, options: [[value]] as never, rules: { [text]: value } as never }),
              { total: 1, published: 1 },
              base,
              text,
            ),
          );
        }),
        { numRuns: 100 },
      );
    });

    it('leaves out what JSON.stringify leaves out, and writes null where it does', () => {
      const resource = presentTitle(title(), { total: 0, published: 0 }, base, 'acme') as unknown as Record<
        string,
        unknown
      >;
      same({ ...resource, website: undefined, logo: null, license: null, vendorA_code: null, options: null });
      same({ ...resource, _computed: { ...(resource._computed as object), editions_count: undefined } });
    });
  });

  describe('UserResource', () => {
    const serialize = serializerOf('UserResource');
    const same = (resource: unknown) => expect(serialize(resource)).toBe(JSON.stringify(resource));

    it('writes a user as JSON.stringify does, with each set of roles', () => {
      for (const roles of [[], ['viewer'], ['admin', 'editor', 'viewer']] as const) {
        same(presentUser(user(), { workspaceId: 3, roles }, base.base));
      }
      same(
        presentUser(
          user({
            phone: '+1 555',
            verified_on: new Date(1),
            activity_on: new Date(Date.UTC(9999, 11, 31)),
            modified_on: new Date(Date.UTC(2026, 1, 1)),
            country: 'FR',
            password_hash: 'x',
            num_accounts: 12,
            options: { tour: { dashboard: { content: true } }, beta: true } as never,
          }),
          { workspaceId: 3, roles: ['editor'] },
          base.base,
        ),
      );
    });

    it('writes hostile strings in every string field', () => {
      for (const text of HOSTILE) {
        same(
          presentUser(
            user({
              first_name: text,
              last_name: text,
              email: text,
              phone: text,
              country: text,
              status: text as never,
              options: { tour: { [text]: true } } as never,
            }),
            { workspaceId: 3, roles: ['admin'] },
            text,
          ),
        );
      }
    });
  });

  it('writes free-form objects, combinators and mixed objects with JSON.stringify itself', () => {
    expect(reduce({ type: 'object', additionalProperties: true }, {})).toEqual({});
    expect(reduce({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: true }, {})).toEqual(
      {},
    );
    expect(reduce({ oneOf: [{ type: 'string' }, { type: 'integer' }] }, {})).toEqual({});
    expect(reduce({ allOf: [{ type: 'string' }, { minLength: 1 }] }, {})).toEqual({});
    expect(reduce({ $ref: '#/components/schemas/Nowhere' }, {})).toEqual({});
    expect(reduce({ allOf: [{ $ref: '#/components/schemas/S' }], nullable: true }, { S: { type: 'string' } })).toEqual({
      type: 'string',
      nullable: true,
    });
  });

  it('answers GET, HEAD and the twins of a listed resource, and nothing else', () => {
    const serializers = new SchemaSerializers();
    serializers.load(document);
    const get = serializers.for({ url: '/v2/magazine/title/:project_id' }, 'GET', 200);
    expect(get).not.toBeNull();
    expect(
      serializers.for({ url: '/magazine/title/:project_id', twinOf: '/v2/magazine/title/:project_id' }, 'HEAD', 200),
    ).toBe(get);
    expect(serializers.for({ url: '/v2/magazine/title' }, 'POST', 201)).toBe(get);
    expect(serializers.for({ url: '/v2/magazine/title/:project_id' }, 'PATCH', 200)).toBe(get);
    expect(serializers.for({ url: '/v2/user/:user_id' }, 'GET', 200)).not.toBeNull();
    // Collections and unlisted resources keep JSON.stringify.
    expect(serializers.for({ url: '/v2/magazine/title' }, 'GET', 200)).toBeNull();
    expect(serializers.for({ url: '/topiary/:folder_id' }, 'GET', 200)).toBeNull();
    expect(serializers.for({ url: '/v2/magazine/title/:project_id' }, 'GET', 201)).toBeNull();
  });
});
