import { KEY } from '../common/dto/key.js';

/**
 * The placeholder grammar of page content (docs/personalization.md): `{{key}}` or `{{key|fallback}}` in a
 * heading's, paragraph's or button's text and a button's href; `{{key}}` alone as an image node's
 * `image`. Pure functions, shared by the content validation (every write) and the reader's
 * resolution; `visible_if` rules are in visible-if.ts.
 */

/** A placeholder: its key, and the inline fallback (braces are not allowed in it). */
const PLACEHOLDER = new RegExp(`\\{\\{(${KEY.source.slice(1, -1)})(?:\\|([^{}]*))?\\}\\}`, 'g');
const IMAGE_PLACEHOLDER = new RegExp(`^\\{\\{(${KEY.source.slice(1, -1)})\\}\\}$`);

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
