import { imagePlaceholderKey, isLinkTarget } from '../content/placeholders.js';
import { ruleHolds, type VisibleIf } from '../content/visible-if.js';
import type { ContentNode, PageContent } from '../editions/page-content.js';
import type { PersonalizationContext } from './reader-personalization.js';

/**
 * The page as one reader sees it (docs/personalization.md), without the database: everything it needs is in
 * the context. Pure and allocation-light: a text without `{{` is passed through untouched, so a
 * page with no placeholders costs one walk of its tree.
 *
 * - A text placeholder resolves to the token's value, else the inline fallback, else the
 *   property's default, else "" (an unknown key too: content may name a property deleted since).
 * - An `href` counts only `url` properties (their value, then default); any other placeholder
 *   there gives its inline fallback or "". When the result is not an http(s) or mailto link, the
 *   href becomes "": the button renders as text without a link (never as a `javascript:` link).
 * - An image placeholder resolves to an `image` property's value, else its default; with neither
 *   (or another type of property) the image node is left out.
 * - A section whose `visible_if` does not hold is left out; a page whose own does not hold is
 *   null. A category rule holds when the token chose one of its options (`*none` stands for "chose
 *   no option of the category", which is every reader without a token); a context rule when the
 *   reader's context has one of its values (none known: it does not hold); `all`/`any` combine.
 * - Text comes out unescaped (the renderer escapes); a value holding bidi controls is wrapped in
 *   an isolate (U+2068 ... U+2069) so it cannot reorder the text around it.
 */
export function personalize(content: PageContent, context: PersonalizationContext): PageContent | null {
  if (content.visible_if !== undefined && !holds(content.visible_if, context)) return null;
  return { type: 'page', children: nodes(content.children, { context, links: new Map() }) };
}

function holds(condition: VisibleIf, context: PersonalizationContext): boolean {
  return ruleHolds(condition, context.choices, context.reader);
}

/** One page's pass: the reader's context, and the links already checked. */
interface Pass {
  context: PersonalizationContext;
  links: Map<string, boolean>;
}

function nodes(children: readonly ContentNode[], pass: Pass): ContentNode[] {
  const out: ContentNode[] = [];
  for (const node of children) {
    const personalized = personalizeNode(node, pass);
    if (personalized !== null) out.push(personalized);
  }
  return out;
}

function personalizeNode(node: ContentNode, pass: Pass): ContentNode | null {
  const { context } = pass;
  switch (node.type) {
    case 'section':
      if (node.visible_if !== undefined && !holds(node.visible_if, context)) return null;
      return { type: 'section', children: nodes(node.children, pass) };
    case 'heading':
      return hasPlaceholder(node.text) ? { ...node, text: resolveText(node.text, context) } : node;
    case 'paragraph':
      return hasPlaceholder(node.text) ? { ...node, text: resolveText(node.text, context) } : node;
    case 'button': {
      const text = hasPlaceholder(node.text) ? resolveText(node.text, context) : node.text;
      const href = hasPlaceholder(node.href) ? resolveHref(node.href, context, pass.links) : node.href;
      return text === node.text && href === node.href ? node : { ...node, text, href };
    }
    case 'image': {
      if (typeof node.image === 'number') return node;
      const image = resolveImage(node.image, context);
      return image === null ? null : { ...node, image };
    }
    default:
      return node;
  }
}

const hasPlaceholder = (text: string) => text.includes('{{');

// The explicit directional formatting characters (and marks) of Unicode's bidi algorithm.
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const isolated = (value: string) => (BIDI_CONTROL.test(value) ? `\u2068${value}\u2069` : value);

export function resolveText(text: string, context: PersonalizationContext): string {
  return substitute(text, (key, fallback) => {
    const value = context.values.get(key);
    if (value !== undefined && value !== '') return isolated(value);
    if (fallback !== undefined) return fallback;
    return isolated(context.properties.get(key)?.default ?? '');
  });
}

export function resolveHref(href: string, context: PersonalizationContext, links?: Map<string, boolean>): string {
  const resolved = substitute(href, (key, fallback) => {
    const property = context.properties.get(key);
    if (property?.type === 'url') {
      const value = context.values.get(key);
      if (value !== undefined && value !== '') return value;
      if (fallback !== undefined) return fallback;
      return property.default;
    }
    return fallback ?? '';
  });
  // A page repeats its links: each distinct one is parsed once per page.
  let ok = links?.get(resolved);
  if (ok === undefined) {
    ok = isLinkTarget(resolved);
    links?.set(resolved, ok);
  }
  return ok ? resolved : '';
}

const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const BAR = 0x7c; // |
const isKeyStart = (c: number) => c >= 0x61 && c <= 0x7a; // a-z
const isKeyPart = (c: number) => isKeyStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x5f; // a-z 0-9 _

/**
 * The text with each placeholder replaced: the grammar of PLACEHOLDER (content/placeholders.ts), read by
 * hand. A page may hold thousands of placeholders, and a scan with indexOf and char codes is
 * several times quicker than a global regular expression with a replacer function. Anything that
 * is not a whole placeholder (content is validated on write, so only old or odd text) stays as
 * it is.
 */
function substitute(text: string, resolve: (key: string, fallback: string | undefined) => string): string {
  let out = '';
  let from = 0;
  let at = text.indexOf('{{');
  while (at !== -1) {
    const parsed = placeholderAt(text, at);
    if (parsed === null) {
      at = text.indexOf('{{', at + 1);
      continue;
    }
    out += text.slice(from, at) + resolve(parsed.key, parsed.fallback);
    from = parsed.end;
    at = text.indexOf('{{', from);
  }
  return from === 0 ? text : out + text.slice(from);
}

function placeholderAt(text: string, at: number): { key: string; fallback: string | undefined; end: number } | null {
  let i = at + 2;
  if (!isKeyStart(text.charCodeAt(i))) return null;
  const keyStart = i;
  while (i < text.length && isKeyPart(text.charCodeAt(i)) && i - keyStart < 64) i++;
  const key = text.slice(keyStart, i);
  let fallback: string | undefined;
  if (text.charCodeAt(i) === BAR) {
    const fallbackStart = ++i;
    while (i < text.length && text.charCodeAt(i) !== OPEN && text.charCodeAt(i) !== CLOSE) i++;
    fallback = text.slice(fallbackStart, i);
  }
  if (text.charCodeAt(i) !== CLOSE || text.charCodeAt(i + 1) !== CLOSE) return null;
  return { key, fallback, end: i + 2 };
}

function resolveImage(placeholder: string, context: PersonalizationContext): number | null {
  const key = imagePlaceholderKey(placeholder);
  const property = key === null ? undefined : context.properties.get(key);
  if (key === null || property?.type !== 'image') return null;
  const value = context.values.get(key) || property.default;
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
