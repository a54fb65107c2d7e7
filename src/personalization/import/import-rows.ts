import { createHash } from 'node:crypto';

import type { Category } from '../category.entity.js';
import type { Option } from '../option.entity.js';
import type { Property } from '../property.entity.js';
import { checkValue } from '../rules.js';
import { ImportFileProblem, type ImportRecord } from './import-file.js';

/** One refused cell or row of an import: rows counted from 1 after the header. */
export interface ImportError {
  row: number;
  column: string;
  rule: string;
  message: string;
}

/** What a row becomes once checked: a token's fields and its answers. */
export interface ImportRow {
  row: number;
  name: string;
  external_id: string | null;
  expires_on: Date | null;
  answers: { property_id: number | null; option_id: number | null; value: string | null }[];
  /** image ids to confirm against the Media Library when stored. */
  images: { column: string; id: number }[];
}

const TOKEN_COLUMNS = new Set(['name', 'external_id', 'expires_on']);
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d{1,9})?)?(?:Z|[+-]\d\d:\d\d)$/;

/**
 * The workspace's properties and categories as an import reads them, and the header checked
 * against them: a column that is neither a token field, nor a property key, nor a category key,
 * or a required property without a column, fails the file (422), before any row is read.
 */
export class ImportSchema {
  readonly properties = new Map<string, Property>();
  readonly categories = new Map<string, { category: Category; options: Map<string, Option> }>();
  /** The properties and categories the file names: an update replaces exactly their answers. */
  readonly propertyIds: number[] = [];
  readonly categoryIds: number[] = [];

  constructor(properties: Property[], categories: Category[], options: Option[]) {
    for (const property of properties) this.properties.set(property.key, property);
    for (const category of categories) this.categories.set(category.key, { category, options: new Map() });
    const byId = new Map(categories.map((category) => [category.id, category.key]));
    for (const option of options) {
      const key = byId.get(option.category_id);
      if (key !== undefined) this.categories.get(key)!.options.set(option.key, option);
    }
  }

  /** Throws for a header that cannot be imported; remembers which answers the file carries. */
  checkHeader(header: string[]): void {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const column of header) {
      if (seen.has(column)) problems.push(`"${column}" appears twice`);
      seen.add(column);
      if (TOKEN_COLUMNS.has(column)) continue;
      const property = this.properties.get(column);
      const category = this.categories.get(column);
      if (property) this.propertyIds.push(property.id);
      else if (category) this.categoryIds.push(category.category.id);
      else
        problems.push(
          `"${column.slice(0, 64)}" is not name, external_id, expires_on, a property key or a category key`,
        );
    }
    if (!seen.has('name')) problems.push('the column "name" is required');
    for (const property of this.properties.values())
      if (property.is_required && !seen.has(property.key))
        problems.push(`the property "${property.key}" is required (is_required), so its column is too`);
    if (problems.length > 0)
      throw new ImportFileProblem(422, 'columns', `The header cannot be imported: ${problems.slice(0, 10).join('; ')}`);
  }

  /** A row checked: a token and its answers, or every problem it has. */
  check(record: ImportRecord): { ok: ImportRow } | { errors: ImportError[] } {
    const errors: ImportError[] = [];
    const fail: Fail = (column, rule, message) =>
      errors.push({ row: record.row, column, rule, message: `${column} ${message}` });
    if (record.cellCount !== undefined) {
      if (record.cellCount < 0) fail('row', 'isObject', 'must be an object of columns');
      else fail('row', 'columnCount', `has ${record.cellCount} cells; the header has another count`);
      return { errors };
    }
    const token = checkTokenFields(record.cells, fail, errors);
    const answers: ImportRow['answers'] = [];
    const images: ImportRow['images'] = [];
    for (const [column, raw] of Object.entries(record.cells)) {
      if (TOKEN_COLUMNS.has(column)) continue;
      const property = this.properties.get(column);
      if (property) this.checkProperty(property, column, raw, fail, answers, images);
      else this.checkCategory(column, raw, fail, answers);
    }
    if (errors.length > 0) return { errors };
    return { ok: { row: record.row, ...token, answers, images } };
  }

  /** A property's cell: its answer (and image id), or a failure; empty is no answer unless required. */
  private checkProperty(
    property: Property,
    column: string,
    raw: unknown,
    fail: Fail,
    answers: ImportRow['answers'],
    images: ImportRow['images'],
  ): void {
    if (raw === undefined || raw === null || raw === '') {
      if (property.is_required) fail(column, 'isDefined', 'is required (the property is_required)');
      return;
    }
    const checked = checkValue(property, raw);
    if ('rule' in checked) {
      fail(column, checked.rule, checked.message);
      return;
    }
    answers.push({ property_id: property.id, option_id: null, value: checked.ok });
    if (property.type === 'image') images.push({ column, id: Number(checked.ok) });
  }

  /** A category's cell: option keys (`|`-separated, or a JSON array), each an option of the category. */
  private checkCategory(column: string, raw: unknown, fail: Fail, answers: ImportRow['answers']): void {
    const entry = this.categories.get(column);
    if (!entry) {
      // A JSON row may name a key no other row's header check saw: the header is every row's keys.
      fail(column, 'notFound', 'is not a property or category key of your workspace');
      return;
    }
    const keys = optionKeys(raw);
    if (keys === undefined) fail(column, 'isArray', 'must be option keys, separated by |');
    else if (new Set(keys).size !== keys.length) fail(column, 'arrayUnique', 'must not repeat an option');
    else if (keys.length > 1 && !entry.category.is_multiple)
      fail(column, 'notMultiple', 'may hold one option: the category is not is_multiple');
    else
      for (const key of keys) {
        const option = entry.options.get(key);
        if (!option) fail(column, 'notFound', `names "${key.slice(0, 64)}", not an option key of this category`);
        else answers.push({ property_id: null, option_id: option.id, value: null });
      }
  }
}

type Fail = (column: string, rule: string, message: string) => void;

/** The token's own columns checked: name (required), external_id, expires_on. */
function checkTokenFields(
  cells: Record<string, unknown>,
  fail: Fail,
  errors: ImportError[],
): Pick<ImportRow, 'name' | 'external_id' | 'expires_on'> {
  const text = (column: string): string | null => {
    const raw = cells[column];
    if (raw === undefined || raw === null || raw === '') return null;
    if (typeof raw !== 'string') {
      fail(column, 'isString', 'must be a string');
      return null;
    }
    return raw;
  };
  const name = text('name');
  if (name === null) {
    if (!errors.some((e) => e.column === 'name')) fail('name', 'isNotEmpty', 'is required');
  } else if (name.length > 255) fail('name', 'maxLength', 'must be at most 255 characters');
  else if (CONTROL.test(name)) fail('name', 'noControlCharacters', 'must not hold control characters');
  const externalId = text('external_id');
  if (externalId !== null && externalId.length > 255)
    fail('external_id', 'maxLength', 'must be at most 255 characters');
  else if (externalId !== null && CONTROL.test(externalId))
    fail('external_id', 'noControlCharacters', 'must not hold control characters');
  const expiresRaw = text('expires_on');
  let expires: Date | null = null;
  if (expiresRaw !== null) {
    expires = new Date(expiresRaw);
    if (!DATE_TIME.test(expiresRaw) || Number.isNaN(expires.getTime()))
      fail('expires_on', 'isDateTime', 'must be an ISO 8601 date-time with a time zone');
  }
  return { name: name!, external_id: externalId, expires_on: expires };
}

/** A category cell's option keys; undefined when it is neither text nor an array of strings. */
function optionKeys(raw: unknown): string[] | undefined {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw === 'string') return raw.split('|').map((key) => key.trim());
  if (Array.isArray(raw) && raw.every((key) => typeof key === 'string')) return raw as string[];
  return undefined;
}

/**
 * Which rows repeat an `external_id` already seen in the file. Kept as 16 bytes of sha256 per id
 * (not the ids themselves), so 100,000 ids stay a few megabytes.
 */
export class SeenExternalIds {
  private readonly seen = new Map<string, number>();

  /** The row that first used this id, or undefined (and then it is remembered for this row). */
  firstRow(externalId: string, row: number): number | undefined {
    const digest = createHash('sha256').update(externalId).digest('base64').slice(0, 22);
    const first = this.seen.get(digest);
    if (first === undefined) this.seen.set(digest, row);
    return first;
  }
}
