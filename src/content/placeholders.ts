import { isKey, KEY } from '../common/dto/key.js';

/**
 * The placeholder grammar of page content (docs/personalization.md): `{{key}}` or `{{key|fallback}}` in a
 * heading's, paragraph's or button's text and a button's href; `{{key}}` alone as an image node's
 * `image`; `visible_if: {category, options}` on sections and on the page. Pure functions, shared
 * by the content validation (every write) and the reader's resolution.
 */

/** A placeholder: its key, and the inline fallback (braces are not allowed in it). */
const PLACEHOLDER = new RegExp(`\\{\\{(${KEY.source.slice(1, -1)})(?:\\|([^{}]*))?\\}\\}`, 'g');
const IMAGE_PLACEHOLDER = new RegExp(`^\\{\\{(${KEY.source.slice(1, -1)})\\}\\}$`);
/** The option that stands for "no option of the category chosen" (a reader without a token, too). */
export const NONE_OPTION = '*none';
/** Options one visible_if may list. */
const VISIBLE_IF_OPTIONS_MAX = 100;

export interface VisibleIf {
  category: string;
  options: string[];
}

/**
 * Why a text's placeholders are malformed, or null when they are fine. Anything that opens with
 * `{{` must be a whole placeholder: a typo (`{{ first name }}`, `{{name`) would otherwise reach
 * readers as it is.
 */
export function placeholderError(text: string): string | null {
  if (!text.includes('{{')) return null;
  const rest = text.replace(PLACEHOLDER, '');
  if (rest.includes('{{'))
    return 'must write placeholders as {{key}} or {{key|fallback}}: a key of lower-case letters, digits and underscores, a fallback without braces';
  return null;
}

/** Whether the text names any property. */
function hasPlaceholder(text: string): boolean {
  return text.includes('{{');
}

/** The key an image node's `"{{logo}}"` names, or null when the value is not exactly one placeholder. */
export function imagePlaceholderKey(value: string): string | null {
  return IMAGE_PLACEHOLDER.exec(value)?.[1] ?? null;
}

/**
 * A `visible_if`'s problems as (path suffix, rule, message), none when it is well formed:
 * exactly `category` (a key) and `options` (1 to 100 distinct option keys or `*none`).
 */
export function visibleIfErrors(value: unknown): [string, string, string][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [['', 'isObject', 'must be an object {"category": key, "options": [option keys]}']];
  }
  const errors: [string, string, string][] = [];
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (key !== 'category' && key !== 'options') errors.push([`.${key}`, 'unknownField', 'is not a known field']);
  }
  if (record.category === undefined) errors.push(['.category', 'isDefined', 'is required']);
  else if (!isKey(record.category)) errors.push(['.category', 'isKey', 'must be a category key']);
  const options = record.options;
  if (options === undefined) errors.push(['.options', 'isDefined', 'is required']);
  else if (!Array.isArray(options) || options.length === 0 || options.length > VISIBLE_IF_OPTIONS_MAX) {
    errors.push([
      '.options',
      'isArray',
      `must be an array of 1 to ${VISIBLE_IF_OPTIONS_MAX} option keys (or "${NONE_OPTION}")`,
    ]);
  } else if (!options.every((option) => option === NONE_OPTION || isKey(option))) {
    errors.push(['.options', 'isKey', `must hold option keys or "${NONE_OPTION}"`]);
  } else if (new Set(options).size !== options.length) {
    errors.push(['.options', 'arrayUnique', 'must not repeat an option']);
  }
  return errors;
}

/**
 * A link target a reader may follow: http(s) with a host, or mailto with an address. Anything
 * else (`javascript:`, `data:`, a relative path) is not one.
 */
export function isLinkTarget(href: string): boolean {
  if (!URL.canParse(href)) return false;
  const url = new URL(href);
  if (url.protocol === 'mailto:') return url.pathname.length > 0;
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/**
 * An href with placeholders, checked at write time as far as it can be: one that starts with a
 * placeholder is checked when it is read (the value decides the scheme); otherwise the written
 * part, with each placeholder read as a letter, must already be an http(s) or mailto link.
 */
export function isLinkTemplate(href: string): boolean {
  if (!hasPlaceholder(href)) return isLinkTarget(href);
  if (href.startsWith('{{')) return true;
  return isLinkTarget(href.replace(PLACEHOLDER, 'x'));
}
