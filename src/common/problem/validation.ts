import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';

import { ProblemException, ValidationMessages } from './problem.js';

/**
 * A DTO class may list the resource fields that exist but cannot be written through it, so an
 * attempt is reported as `notUpdatable` rather than `unknownField`.
 */
interface HasReadOnlyFields {
  readOnlyFields?: readonly string[];
}

/** class-validator's errors, flattened to `{ 'a.b': { rule: message } }`. */
function validationMessages(errors: ValidationError[], prefix = ''): ValidationMessages {
  const messages: ValidationMessages = {};
  for (const error of errors) {
    const path = prefix + error.property;
    for (const [rule, message] of relevantConstraints(error)) {
      if (rule === 'whitelistValidation') {
        const readOnly = (error.target?.constructor as HasReadOnlyFields | undefined)?.readOnlyFields;
        const isReadOnly = prefix === '' && readOnly?.includes(error.property);
        (messages[path] ??= {})[isReadOnly ? 'notUpdatable' : 'unknownField'] = isReadOnly
          ? `${path} is read-only`
          : `${path} is not a known field`;
      } else {
        (messages[path] ??= {})[rule] = message.replace(error.property, path);
      }
    }
    if (error.children?.length) Object.assign(messages, validationMessages(error.children, `${path}.`));
  }
  return messages;
}

/** A missing required value is reported as just that, not also as the wrong type and length. */
function relevantConstraints(error: ValidationError): [string, string][] {
  const constraints = error.constraints ?? {};
  return constraints.isDefined !== undefined ? [['isDefined', constraints.isDefined]] : Object.entries(constraints);
}

/**
 * The global pipe: whitelist with forbid-non-whitelisted semantics, no implicit conversion
 * (a string is never silently a boolean), reported as the 422 problem shape.
 */
export class ProblemValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      transformOptions: { enableImplicitConversion: false },
      validationError: { target: true, value: false },
      exceptionFactory: (errors) => ProblemException.validation(validationMessages(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Path params have their own pipes (ParseIdPipe); the primitive transform would run
    // `+value` first and turn '01', '1.0', '1e0' or '0x1' into 1.
    if (metadata.type === 'param') return value;
    if (metadata.type === 'body' || metadata.type === 'query') refuseMalformedText(value);
    if (metadata.type === 'body' && isDto(metadata)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw ProblemException.badRequest('The request body must be a JSON object');
      }
      // class-transformer recurses without a limit; a deeply nested body must not reach it.
      const deep = tooDeepField(value as Record<string, unknown>, MAX_BODY_DEPTH);
      if (deep !== null)
        throw ProblemException.invalidField(
          deep,
          'maxDepth',
          `${deep} nests deeper than a request body may (${MAX_BODY_DEPTH} levels)`,
        );
      refuseReservedKeys(value);
    }
    return super.transform(value, metadata);
  }
}

/**
 * Levels of nesting a JSON body may have. 32 is as deep as MariaDB's JSON type holds, and leaves
 * room for a page's tree (sections 12 deep are 28 levels of the body); a free-form object (a
 * workspace's `meta`) may nest as deep. Deeper is a 422 naming the top-level field.
 */
const MAX_BODY_DEPTH = 32;

/**
 * Keys that name an object's prototype machinery. JSON.parse makes them plain keys, but
 * class-transformer and spreads treat them as the object's own machinery (they were dropped
 * without a word, or would reach a prototype): a body that holds one, at any depth, in any
 * field (a free-form `meta` included) is a 422 naming where. (`__proto__` does not get this far:
 * the JSON parser refuses it, with a 400.)
 */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function refuseReservedKeys(body: unknown): void {
  // Iterative, as malformedTextPath; the body's depth is bounded by now.
  const pending: [unknown, string][] = [[body, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (!value || typeof value !== 'object') continue;
    for (const key of Object.keys(value)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (RESERVED_KEYS.has(key))
        throw ProblemException.invalidField(childPath, 'reserved', `${childPath}: ${key} is a reserved key`);
      pending.push([(value as Record<string, unknown>)[key], childPath]);
    }
  }
}

/**
 * Text with an unpaired UTF-16 surrogate (a JSON `"\ud800"`) is not Unicode: each database
 * stores it altered in its own way, so what is read back differs from what was written (and the
 * 201's ETag never matches again). It is refused wherever it appears, value or key, with a 422
 * naming the field.
 */
function refuseMalformedText(value: unknown): void {
  // Every body is checked, and hardly any fails: a first pass builds no paths (they cost more than
  // the check itself on a body of a thousand content patches), the second names the field.
  if (!holdsMalformedText(value)) return;
  const path = malformedTextPath(value, '');
  if (path !== null) {
    const field = path === '' ? 'body' : path;
    throw ProblemException.invalidField(
      field,
      'wellFormed',
      `${field} must be well-formed Unicode text (no unpaired surrogates)`,
    );
  }
}

/** A lone high surrogate, or a low one without its high half. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function isWellFormed(text: string): boolean {
  return !UNPAIRED_SURROGATE.test(text);
}

function holdsMalformedText(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!isWellFormed(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (!isWellFormed(key)) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

function malformedTextPath(root: unknown, rootPath: string): string | null {
  // Iterative, so a body nested deeper than the stack allows is not a crash (its depth is refused elsewhere).
  const pending: [unknown, string][] = [[root, rootPath]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (!isWellFormed(value)) return path;
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      const childPath = path === '' ? key : `${path}.${key}`;
      if (!isWellFormed(key)) return childPath;
      pending.push([child, childPath]);
    }
  }
  return null;
}

/** The first top-level field of `body` with values more than `max` levels below the body, or null. */
function tooDeepField(body: Record<string, unknown>, max: number): string | null {
  for (const [field, value] of Object.entries(body)) {
    let level: unknown[] = [value];
    for (let depth = 1; level.length > 0; depth++) {
      if (depth > max) return field;
      const next: unknown[] = [];
      for (const item of level) {
        if (item && typeof item === 'object') for (const child of Object.values(item)) next.push(child);
      }
      level = next;
    }
  }
  return null;
}

function isDto(metadata: ArgumentMetadata): boolean {
  return typeof metadata.metatype === 'function' && metadata.metatype !== Object;
}
