import { isKey } from '../common/dto/key.js';
import { isCountryCode } from '../common/http/countries.js';

/**
 * `visible_if` (docs/personalization.md): who sees a section or a page. A rule is one of
 *
 * - `{category, options}`: the token chose one of the options (`*none`: chose none, or no token);
 * - `{context, in}`: the reader's context (country, device, language, a utm parameter of the
 *   link) is one of the values;
 * - `{all: [rules]}` or `{any: [rules]}`.
 *
 * Pure functions, shared by the content validation (every write), the reader's resolution and
 * the reader's page cache (which values a page tests).
 */

/** The option that stands for "no option of the category chosen" (a reader without a token, too). */
const NONE_OPTION = '*none';
/** Options (or context values) one rule may list. */
const VISIBLE_IF_OPTIONS_MAX = 100;
/**
 * Rules nest at most this deep (the top rule is 1). A section at the deepest nesting with a rule
 * this deep stays within MariaDB's 32 levels of JSON (page-content.ts, SECTION_MAX_DEPTH).
 */
const VISIBLE_IF_MAX_DEPTH = 3;
/** Conditions (`category` and `context` rules) one visible_if may hold in all. */
const VISIBLE_IF_MAX_CONDITIONS = 20;
/** A utm value a rule names, at most (as analytics keeps them). */
const UTM_MAX = 255;

export const CONTEXT_KEYS = [
  'country',
  'device',
  'language',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type ContextKey = (typeof CONTEXT_KEYS)[number];
const DEVICES = ['mobile', 'tablet', 'desktop'] as const;

interface CategoryRule {
  category: string;
  options: string[];
}
interface ContextRule {
  context: ContextKey;
  in: string[];
}
export type VisibleIf = CategoryRule | ContextRule | { all: VisibleIf[] } | { any: VisibleIf[] };

/** What a reader's request says of them, normalised (reader/reader-context.ts); a key absent is unknown. */
export type ReaderContext = Partial<Record<ContextKey, string>>;

/** The values each context key is tested against, across some rules. Empty: nothing of the context is tested. */
export type TestedContext = Map<ContextKey, Set<string>>;

const isContextKey = (value: unknown): value is ContextKey =>
  typeof value === 'string' && (CONTEXT_KEYS as readonly string[]).includes(value);

// C0 and C1 controls, DEL and the bidi controls: a utm value the reader gets never holds them.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A context value as rules and readers compare it: countries in upper case, languages and utm
 * values in lower case (a campaign tagged `Spring` in one mail and `spring` in another is one).
 */
export function normalContextValue(key: ContextKey, value: string): string {
  return key === 'country' ? value.toUpperCase() : value.toLowerCase();
}

/** Why a value cannot be one of a context rule's, or null. */
function contextValueError(key: ContextKey, value: unknown): string | null {
  if (typeof value !== 'string') return 'must hold strings';
  switch (key) {
    case 'country':
      return isCountryCode(value) ? null : 'must hold ISO 3166-1 alpha-2 country codes in upper case, such as "DE"';
    case 'device':
      return (DEVICES as readonly string[]).includes(value) ? null : `must hold devices: ${DEVICES.join(', ')}`;
    case 'language':
      return /^[a-z]{2,3}$/.test(value) ? null : 'must hold primary language tags in lower case, such as "de"';
    default:
      return value.trim() !== '' && value.trim() === value && value.length <= UTM_MAX && !UNPRINTABLE.test(value)
        ? null
        : `must hold values of 1 to ${UTM_MAX} characters, without surrounding spaces or control characters`;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A `visible_if`'s problems as (path suffix, rule, message), none when it is well formed. Paths
 * go into combinators (`.all.1.in`); past VISIBLE_IF_MAX_DEPTH or VISIBLE_IF_MAX_CONDITIONS the
 * rule that passes the bound is named.
 */
export function visibleIfErrors(value: unknown): [string, string, string][] {
  const errors: [string, string, string][] = [];
  let conditions = 0;
  const visit = (rule: unknown, at: string, depth: number) => {
    if (!isObject(rule)) {
      errors.push([
        at,
        'isObject',
        'must be a rule: {"category", "options"}, {"context", "in"}, {"all": [rules]} or {"any": [rules]}',
      ]);
      return;
    }
    const keys = Object.keys(rule);
    const combinator = 'all' in rule ? 'all' : 'any' in rule ? 'any' : null;
    const shape = combinator !== null ? [combinator] : 'context' in rule ? ['context', 'in'] : ['category', 'options'];
    for (const key of keys)
      if (!shape.includes(key)) errors.push([`${at}.${key}`, 'unknownField', 'is not a known field']);
    if (combinator !== null) {
      const rules = rule[combinator];
      if (depth >= VISIBLE_IF_MAX_DEPTH) {
        errors.push([`${at}.${combinator}`, 'maxDepth', `rules nest at most ${VISIBLE_IF_MAX_DEPTH} deep`]);
        return;
      }
      if (!Array.isArray(rules) || rules.length === 0 || rules.length > VISIBLE_IF_MAX_CONDITIONS) {
        errors.push([`${at}.${combinator}`, 'isArray', `must be an array of 1 to ${VISIBLE_IF_MAX_CONDITIONS} rules`]);
        return;
      }
      rules.forEach((child, n) => visit(child, `${at}.${combinator}.${n}`, depth + 1));
      return;
    }
    if (++conditions === VISIBLE_IF_MAX_CONDITIONS + 1)
      errors.push([at, 'maxConditions', `a visible_if holds at most ${VISIBLE_IF_MAX_CONDITIONS} conditions`]);
    if ('context' in rule) contextRuleErrors(rule, at, errors);
    else categoryRuleErrors(rule, at, errors);
  };
  visit(value, '', 1);
  return errors;
}

function categoryRuleErrors(rule: Record<string, unknown>, at: string, errors: [string, string, string][]): void {
  if (rule.category === undefined) errors.push([`${at}.category`, 'isDefined', 'is required']);
  else if (!isKey(rule.category)) errors.push([`${at}.category`, 'isKey', 'must be a category key']);
  const options = rule.options;
  if (options === undefined) errors.push([`${at}.options`, 'isDefined', 'is required']);
  else if (!Array.isArray(options) || options.length === 0 || options.length > VISIBLE_IF_OPTIONS_MAX) {
    errors.push([
      `${at}.options`,
      'isArray',
      `must be an array of 1 to ${VISIBLE_IF_OPTIONS_MAX} option keys (or "${NONE_OPTION}")`,
    ]);
  } else if (!options.every((option) => option === NONE_OPTION || isKey(option))) {
    errors.push([`${at}.options`, 'isKey', `must hold option keys or "${NONE_OPTION}"`]);
  } else if (new Set(options).size !== options.length) {
    errors.push([`${at}.options`, 'arrayUnique', 'must not repeat an option']);
  }
}

function contextRuleErrors(rule: Record<string, unknown>, at: string, errors: [string, string, string][]): void {
  const key = rule.context;
  if (!isContextKey(key)) {
    errors.push([`${at}.context`, 'isIn', `must be one of ${CONTEXT_KEYS.join(', ')}`]);
    return;
  }
  const values = rule.in;
  if (values === undefined) errors.push([`${at}.in`, 'isDefined', 'is required']);
  else if (!Array.isArray(values) || values.length === 0 || values.length > VISIBLE_IF_OPTIONS_MAX) {
    errors.push([`${at}.in`, 'isArray', `must be an array of 1 to ${VISIBLE_IF_OPTIONS_MAX} values`]);
  } else {
    const bad = values.findIndex((value) => contextValueError(key, value) !== null);
    if (bad !== -1) errors.push([`${at}.in.${bad}`, 'isIn', contextValueError(key, values[bad])!]);
    else if (new Set(values.map((value: string) => normalContextValue(key, value))).size !== values.length)
      errors.push([`${at}.in`, 'arrayUnique', 'must not repeat a value']);
  }
}

/** Whether the rule holds for a token's choices (category key to option keys) and the reader's context. */
export function ruleHolds(
  rule: VisibleIf,
  choices: ReadonlyMap<string, ReadonlySet<string>>,
  reader: ReaderContext | undefined,
): boolean {
  if ('all' in rule) return rule.all.every((child) => ruleHolds(child, choices, reader));
  if ('any' in rule) return rule.any.some((child) => ruleHolds(child, choices, reader));
  if ('context' in rule) {
    const value = reader?.[rule.context];
    return value !== undefined && rule.in.some((wanted) => normalContextValue(rule.context, wanted) === value);
  }
  const chosen = choices.get(rule.category);
  if (chosen === undefined || chosen.size === 0) return rule.options.includes(NONE_OPTION);
  return rule.options.some((option) => chosen.has(option));
}

/** Adds the context values a rule tests (normalised) to `into`. */
export function addTested(rule: VisibleIf, into: TestedContext): void {
  if ('all' in rule || 'any' in rule) {
    for (const child of 'all' in rule ? rule.all : rule.any) addTested(child, into);
    return;
  }
  if (!('context' in rule)) return;
  let values = into.get(rule.context);
  if (!values) into.set(rule.context, (values = new Set()));
  for (const value of rule.in) values.add(normalContextValue(rule.context, value));
}

/** The rule with its keys in the order a response writes them (MySQL's JSON type does not keep key order). */
export function orderedVisibleIf(rule: VisibleIf): VisibleIf {
  if ('all' in rule) return { all: rule.all.map(orderedVisibleIf) };
  if ('any' in rule) return { any: rule.any.map(orderedVisibleIf) };
  if ('context' in rule) return { context: rule.context, in: rule.in };
  return { category: rule.category, options: rule.options };
}
