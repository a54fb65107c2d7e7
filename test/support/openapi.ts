/**
 * The app's own OpenAPI document, read the way a client generator would: operations by method
 * and path, `$ref`s resolved, and a validator for the subset of OpenAPI 3.0 the document uses.
 * The validator is strict: an object may carry only the properties its schema names, unless the
 * schema says `additionalProperties`, so an undocumented field in a response is an error.
 */
export type Schema = Record<string, any>;

export interface Operation {
  method: string;
  /** The path as documented, `/topiary/{topiary_id}`. */
  path: string;
  /** The same path as Fastify writes it, `/topiary/:topiary_id`. */
  route: string;
  operationId: string;
  spec: Schema;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export class OpenApi {
  readonly operations: Operation[];

  constructor(readonly document: Schema) {
    this.operations = [];
    for (const [path, item] of Object.entries<Schema>(document.paths)) {
      for (const method of METHODS) {
        const spec = item[method];
        if (!spec) continue;
        const route = path.replace(/\{([^}]+)\}/g, ':$1');
        this.operations.push({ method: method.toUpperCase(), path, route, operationId: spec.operationId, spec });
      }
    }
  }

  /**
   * The operation behind a route of the route table. Every route also answers under its twin
   * path, with or without `/v2` (CONTRACT 1), documented once, under the path CONTRACT names.
   */
  operationFor(method: string, route: string): Operation | undefined {
    const find = (url: string) => this.operations.find((op) => op.method === method && op.route === url);
    return find(route) ?? (route.startsWith('/v2/') ? find(route.slice(3)) : find(`/v2${route}`));
  }

  resolve(schema: Schema | undefined): Schema {
    let current = schema ?? {};
    while (current.$ref) {
      const name = String(current.$ref).replace('#/components/schemas/', '');
      const target = this.document.components?.schemas?.[name];
      if (!target) throw new Error(`unresolvable $ref ${current.$ref}`);
      current = target;
    }
    return current;
  }

  /** The schema with its `allOf` members folded in: properties and required lists merged. */
  flatten(schema: Schema | undefined): Schema {
    const resolved = this.resolve(schema);
    if (!resolved.allOf) return resolved;
    const { allOf, ...outer } = resolved;
    const merged: Schema = { ...outer };
    for (const member of allOf as Schema[]) {
      const flat = this.flatten(member);
      merged.type ??= flat.type;
      if (flat.properties) merged.properties = { ...flat.properties, ...merged.properties };
      if (flat.required) merged.required = [...(merged.required ?? []), ...flat.required];
      if (flat.additionalProperties !== undefined) merged.additionalProperties ??= flat.additionalProperties;
      if (flat.enum) merged.enum ??= flat.enum;
    }
    return merged;
  }

  /** Every way `value` breaks `schema`, as `$.path: reason`; [] when it conforms. */
  validate(schema: Schema | undefined, value: unknown, at = '$'): string[] {
    const s = this.flatten(schema);
    if (value === null) return s.nullable ? [] : [`${at}: null is not allowed`];
    if (s.oneOf || s.anyOf) {
      const options = (s.oneOf ?? s.anyOf) as Schema[];
      const ok = options.some((option) => this.validate(option, value, at).length === 0);
      return ok
        ? []
        : [`${at}: matches none of ${options.length} alternatives (${JSON.stringify(value).slice(0, 80)})`];
    }
    if (s.enum && !s.enum.includes(value))
      return [`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(s.enum)}`];
    const type = s.type ?? (s.properties ? 'object' : undefined);
    switch (type) {
      case undefined:
        return [];
      case 'integer':
        return Number.isInteger(value)
          ? this.range(s, value as number, at)
          : [`${at}: ${JSON.stringify(value)} is not an integer`];
      case 'number':
        return typeof value === 'number' && Number.isFinite(value) ? this.range(s, value, at) : [`${at}: not a number`];
      case 'boolean':
        return typeof value === 'boolean' ? [] : [`${at}: ${JSON.stringify(value)} is not a boolean`];
      case 'string':
        return typeof value === 'string'
          ? this.string(s, value, at)
          : [`${at}: ${JSON.stringify(value)} is not a string`];
      case 'array': {
        if (!Array.isArray(value)) return [`${at}: not an array`];
        const errors: string[] = [];
        if (s.maxItems !== undefined && value.length > s.maxItems) errors.push(`${at}: more than ${s.maxItems} items`);
        if (s.minItems !== undefined && value.length < s.minItems) errors.push(`${at}: fewer than ${s.minItems} items`);
        value.forEach((item, i) => errors.push(...this.validate(s.items, item, `${at}[${i}]`)));
        return errors;
      }
      case 'object': {
        if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`];
        const record = value as Record<string, unknown>;
        const properties: Record<string, Schema> = s.properties ?? {};
        const errors: string[] = [];
        for (const name of s.required ?? []) {
          if (!Object.hasOwn(record, name)) errors.push(`${at}.${name}: required but missing`);
        }
        for (const [name, item] of Object.entries(record)) {
          if (Object.hasOwn(properties, name)) errors.push(...this.validate(properties[name], item, `${at}.${name}`));
          else if (s.additionalProperties === true) continue;
          else if (s.additionalProperties) errors.push(...this.validate(s.additionalProperties, item, `${at}.${name}`));
          else errors.push(`${at}.${name}: undocumented field`);
        }
        return errors;
      }
      default:
        return [`${at}: the validator does not know type ${type}`];
    }
  }

  private range(s: Schema, value: number, at: string): string[] {
    if (s.minimum !== undefined && value < s.minimum) return [`${at}: ${value} is below ${s.minimum}`];
    if (s.maximum !== undefined && value > s.maximum) return [`${at}: ${value} is above ${s.maximum}`];
    return [];
  }

  private string(s: Schema, value: string, at: string): string[] {
    const errors: string[] = [];
    if (s.maxLength !== undefined && [...value].length > s.maxLength) errors.push(`${at}: longer than ${s.maxLength}`);
    if (s.minLength !== undefined && [...value].length < s.minLength) errors.push(`${at}: shorter than ${s.minLength}`);
    if (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(value))
      errors.push(`${at}: ${JSON.stringify(value)} does not match ${s.pattern}`);
    const format = FORMATS[s.format as string];
    if (format && !format(value)) errors.push(`${at}: ${JSON.stringify(value)} is not a ${s.format}`);
    return errors;
  }
}

const FORMATS: Record<string, (value: string) => boolean> = {
  // CONTRACT 6: every date-time goes out as ISO 8601 UTC ending in Z.
  'date-time': (value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/.test(value) && !Number.isNaN(Date.parse(value)),
  email: (value) => /^[^\s@]+@[^\s@]+$/.test(value),
  'idn-email': (value) => /^[^\s@]+@[^\s@]+$/.test(value),
  uri: (value) => URL.canParse(value),
  hostname: (value) =>
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i.test(value),
};

/** The documented schema of a response, by status and media type; undefined when not documented. */
export function responseSchema(
  op: Operation,
  status: number,
  contentType: string | undefined,
): { documented: boolean; schema?: Schema } {
  const response = op.spec.responses?.[String(status)];
  if (!response) return { documented: false };
  if (!response.content) return { documented: true };
  const mediaType = (contentType ?? '').split(';', 1)[0].trim().toLowerCase();
  const entry = response.content[mediaType] ?? response.content['*/*'];
  return entry ? { documented: true, schema: entry.schema } : { documented: false };
}
