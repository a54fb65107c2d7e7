import type { EntityManager } from 'typeorm';

import { ProblemException } from '../common/problem/problem.js';
import { isLinkTarget } from '../content/placeholders.js';
import { imageInWorkspace } from './personalization.queries.js';
import type { Property } from './property.entity.js';

/** docs/personalization.md's limits per workspace (tokens per doc is a setting: PERSONALIZATION_TOKENS_PER_DOC). */
export const LIMITS = { categories: 50, properties: 200, optionsPerCategory: 100 } as const;

export const notFoundIn = (field: string, what: string) =>
  ProblemException.invalidField(field, 'notFound', `No ${what} with this id is in your workspace`);
export const keyTaken = (where: string) =>
  ProblemException.invalidField('key', 'recordFound', `This key is already used ${where}`);
export const tooMany = (field: string, message: string) => ProblemException.invalidField(field, 'tooMany', message);

/** A list with no order is in position order (as pages are). */
export function byPositionUnlessOrdered(query: Record<string, unknown>): Record<string, unknown> {
  return query['order-by'] === undefined ? { ...query, 'order-by': [{ field: 'position' }] } : query;
}

// C0 controls but tab and line breaks, DEL and C1: they have no business in an answer, and some
// terminals and CRMs do things with them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const IMAGE_ID = /^[1-9]\d{0,9}$/;

/** A value (or a default) as it is stored, or why it is refused: [rule, message]. */
export type ValueCheck = { ok: string } | { rule: string; message: string };

/**
 * A property's answer checked against its type and max_length, without the database: `text` any
 * text without control characters, `url` an http(s) or mailto link (never `javascript:`), `image`
 * an image id (a number, or its digits). `allowEmpty`: a default may be "" (no default).
 */
export function checkValue(
  property: Pick<Property, 'type' | 'max_length'>,
  raw: unknown,
  allowEmpty = false,
): ValueCheck {
  if (property.type === 'image' && Number.isInteger(raw)) raw = String(raw);
  if (typeof raw !== 'string') return { rule: 'isString', message: 'must be a string' };
  if (raw === '' && allowEmpty) return { ok: raw };
  if (raw.length > property.max_length)
    return {
      rule: 'maxLength',
      message: `must be at most ${property.max_length} characters (the property's max_length)`,
    };
  if (CONTROL.test(raw)) return { rule: 'noControlCharacters', message: 'must not hold control characters' };
  if (property.type === 'url' && (raw.trim() !== raw || !isLinkTarget(raw)))
    return { rule: 'isUrl', message: 'must be an http(s) or mailto: URL' };
  if (property.type === 'image' && !IMAGE_ID.test(raw))
    return { rule: 'isInt', message: 'must be an image id of your workspace' };
  return { ok: raw };
}

/**
 * The value checked as checkValue does, and an image's id against the workspace; throws a 422
 * on `field`. Returns the value as stored.
 */
export async function validValue(
  manager: EntityManager,
  workspaceId: number,
  property: Pick<Property, 'type' | 'max_length'>,
  raw: unknown,
  field: string,
  allowEmpty = false,
): Promise<string> {
  const checked = checkValue(property, raw, allowEmpty);
  if ('rule' in checked) throw ProblemException.invalidField(field, checked.rule, `${field} ${checked.message}`);
  if (property.type === 'image' && checked.ok !== '' && !(await imageInWorkspace(manager, workspaceId, checked.ok))) {
    throw ProblemException.invalidField(field, 'notFound', `${field} must be an image id of your workspace`);
  }
  return checked.ok;
}
