import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { HAL_CONTENT_TYPE } from '../hal/hal-response.js';
import { linkPrefixOf } from '../hal/link-prefix.js';
import { routeConfigOf } from './route-context.js';
import { Prewritten, sendPrewritten } from './shared-representation.js';
import type { Stage } from './stage.js';

/**
 * Resources written by a serializer compiled from their response schema (fast-json-stringify,
 * Fastify's own), instead of `JSON.stringify`: the same bytes, in about half the instructions
 * for a resource of some twenty fields (bench/levers.md, "Speed round 3").
 *
 * Opt-in per schema (SCHEMA_SERIALIZED below): a compiled serializer writes the properties its
 * schema lists, in the schema's order, and nothing else, so a schema is listed only once its
 * presenter writes exactly those properties in that order; `test/schema-serializers.e2e-spec.ts`
 * compares both serializers' bytes for every listed schema, on real resources and on hostile
 * strings. A route whose answer's schema is not listed (a new resource, a collection) keeps
 * `JSON.stringify`.
 *
 * What is compiled is a reduction of the OpenAPI schema that cannot change bytes (see `reduce`):
 * every typed value may also be null, `required` and formats are dropped (a missing property is
 * left out, as `JSON.stringify` leaves out `undefined`), and anything the reduction does not model
 * exactly (free-form objects, combinators, objects with both declared and additional properties)
 * is written by `JSON.stringify` itself, which fast-json-stringify calls for a schema of `{}`.
 * Typed leaves are written by type: a value of another type (a number where the schema says
 * string, NaN where it says integer) would be coerced or refused where JSON.stringify would not,
 * which is why a schema is listed only when its presenter's values are of its types (the
 * OpenAPI validation of every e2e answer checks that too).
 */
export const SCHEMA_SERIALIZED: readonly string[] = ['TitleResource', 'UserResource'];

type Schema = Record<string, unknown>;
type Serialize = (value: unknown) => string;

const LEAF_TYPES = new Set(['string', 'integer', 'number', 'boolean']);
const MAX_DEPTH = 24;

/**
 * The schema fast-json-stringify compiles for an OpenAPI schema: references inlined, every typed
 * value nullable, nothing that could make its bytes differ from `JSON.stringify`'s.
 */
export function reduce(schema: unknown, components: Record<string, Schema>, depth = 0): Schema {
  if (schema === null || typeof schema !== 'object' || depth > MAX_DEPTH) return {};
  let node = schema as Schema;
  if (typeof node.$ref === 'string') {
    const target = components[node.$ref.replace('#/components/schemas/', '')];
    if (!target) return {};
    const { $ref: _ref, ...outer } = node;
    node = { ...target, ...outer };
  }
  if (Array.isArray(node.allOf)) {
    if (node.allOf.length !== 1) return {};
    const { allOf, ...outer } = node;
    return reduce({ ...(allOf[0] as Schema), ...outer }, components, depth + 1);
  }
  if (node.oneOf || node.anyOf || node.not || node.if || node.const !== undefined) return {};
  const type = node.type;
  if (typeof type === 'string' && LEAF_TYPES.has(type)) return { type, nullable: true };
  if (type === 'array') return { type: 'array', nullable: true, items: reduce(node.items, components, depth + 1) };
  if (type === 'object' || (type === undefined && node.properties)) {
    const properties = node.properties as Record<string, unknown> | undefined;
    // Free-form (`additionalProperties` only), or declared and additional keys mixed (whose
    // order JSON.stringify takes from the object): JSON.stringify writes it.
    if (!properties || Object.keys(properties).length === 0) return {};
    if (node.additionalProperties !== undefined && node.additionalProperties !== false) return {};
    if (node.patternProperties) return {};
    const reduced: Record<string, Schema> = {};
    for (const [name, property] of Object.entries(properties)) reduced[name] = reduce(property, components, depth + 1);
    return { type: 'object', nullable: true, properties: reduced };
  }
  return {};
}

/** The compiled serializer of one component schema. */
export function compileSerializer(name: string, components: Record<string, Schema>): Serialize {
  const reduced = reduce({ $ref: `#/components/schemas/${name}` }, components);
  return fastJson(reduced as unknown as Parameters<typeof fastJson>[0]) as Serialize;
}

interface OpenApiLike {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> } | undefined>>;
  components?: { schemas?: Record<string, unknown> };
}

const SERIALIZED_STATUSES = ['200', '201'] as const;

/** `{name}` path parameters as Fastify writes them (`:name`). */
function fastifyPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/** Which compiled serializer answers which route, filled from the OpenAPI document at boot. */
export class SchemaSerializers {
  /** `METHOD url status` (the url as Fastify registered the route, twins included) to its serializer. */
  private readonly byRoute = new Map<string, Serialize>();
  /** Per route config object, what the route answers with: resolved on the route's first answer. */
  private readonly resolved = new WeakMap<object, Map<string, Serialize | null>>();

  load(document: OpenApiLike, serialized: readonly string[] = SCHEMA_SERIALIZED): void {
    const components = (document.components?.schemas ?? {}) as Record<string, Schema>;
    const compiled = new Map<string, Serialize>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const status of SERIALIZED_STATUSES) {
          const response = operation?.responses?.[status] as
            { content?: Record<string, { schema?: { $ref?: string } }> } | undefined;
          const ref = response?.content?.[HAL_CONTENT_TYPE]?.schema?.$ref;
          const name = ref?.replace('#/components/schemas/', '');
          if (name === undefined || !serialized.includes(name)) continue;
          let serialize = compiled.get(name);
          if (!serialize) {
            serialize = compileSerializer(name, components);
            compiled.set(name, serialize);
          }
          const url = fastifyPath(path);
          const verb = method.toUpperCase();
          this.byRoute.set(`${verb} ${url} ${status}`, serialize);
          // A GET's automatic HEAD route sends the same bytes' length.
          if (verb === 'GET') this.byRoute.set(`HEAD ${url} ${status}`, serialize);
        }
      }
    }
  }

  /** The serializer for this route's answer with this status, or null (JSON.stringify). */
  for(config: { url?: string; twinOf?: unknown }, method: string, status: number): Serialize | null {
    let known = this.resolved.get(config);
    if (known === undefined) {
      known = new Map();
      this.resolved.set(config, known);
    }
    const key = status === 200 ? method : `${method} ${status}`;
    let serialize = known.get(key);
    if (serialize === undefined) {
      // A twin is documented under the path its controller declares.
      const url = typeof config.twinOf === 'string' ? config.twinOf : config.url;
      serialize = (url !== undefined && this.byRoute.get(`${method} ${url} ${status}`)) || null;
      known.set(key, serialize);
    }
    return serialize;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    schemaSerializers?: SchemaSerializers;
  }
}

function isHal(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith(HAL_CONTENT_TYPE);
}

/**
 * Puts the serializers on the instance (app.factory.ts loads them from the OpenAPI document once
 * it is built) and picks one for each HAL answer of a 200 or 201, before Fastify serialises it.
 */
function registerSchemaSerializers(fastify: FastifyInstance): SchemaSerializers {
  const serializers = new SchemaSerializers();
  fastify.decorate('schemaSerializers', serializers);
  fastify.addHook('preSerialization', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const status = reply.statusCode;
    if ((status === 200 || status === 201) && payload !== null && typeof payload === 'object' && isHal(reply)) {
      const serialize = serializers.for(routeConfigOf(request), request.method, status);
      if (payload instanceof Prewritten) {
        // Held bytes of a GET by id (shared-representation.ts), or its resource written now.
        payload.write(linkPrefixOf(request.url), serialize ?? JSON.stringify, fastify.halLinks);
        reply.serializer(sendPrewritten);
      } else if (serialize !== null) reply.serializer(serialize);
    }
    done(null, payload);
  });
  return serializers;
}

/** HAL resources whose schema is listed in SCHEMA_SERIALIZED go out through their compiled serializer. */
export const schemaSerializersStage: Stage = {
  name: 'schema-serializers',
  phase: 'adapter',
  apply: ({ fastify }) => {
    registerSchemaSerializers(fastify);
  },
};
