import { ROW_ID_MAX } from '../common/dto/identifiers.js';
import type { ValidationMessages } from '../common/problem/problem.js';
import { imagePlaceholderKey, isLinkTemplate, placeholderError } from '../content/placeholders.js';
import { orderedVisibleIf, type VisibleIf, visibleIfErrors } from '../content/visible-if.js';

/** A page's content tree (docs/docs-and-pages.md, Pages). */
export type ContentNode =
  | { type: 'section'; visible_if?: VisibleIf; children: ContentNode[] }
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  // An image id, or an image property's placeholder (`"{{logo}}"`, docs/personalization.md) that the reader resolves.
  | { type: 'image'; image: number | string; alt: string }
  | { type: 'button'; text: string; href: string }
  | { type: 'video'; file: number };

export interface PageContent {
  type: 'page';
  /** Personalization (docs/personalization.md): the page is shown only to readers this holds for. */
  visible_if?: VisibleIf;
  children: ContentNode[];
}

export const EMPTY_CONTENT = (): PageContent => ({ type: 'page', children: [] });

/** The whole tree, as JSON, is at most 1 MiB. */
export const CONTENT_MAX_BYTES = 1024 * 1024;
const PARAGRAPH_MAX = 65_536;
const SHORT_TEXT_MAX = 4096;
const HREF_MAX = 2048;
/**
 * Sections nest at most this deep. A tree 12 sections deep is 27 levels of JSON; MariaDB's JSON
 * type refuses more than 32 (15 sections), which answered 500, and content patches could otherwise
 * deepen a tree without end.
 */
const SECTION_MAX_DEPTH = 12;

/** Each node type's keys, in the order a response writes them. */
const NODE_KEYS: Record<ContentNode['type'], readonly string[]> = {
  section: ['type', 'visible_if', 'children'],
  heading: ['type', 'level', 'text'],
  paragraph: ['type', 'text'],
  image: ['type', 'image', 'alt'],
  button: ['type', 'text', 'href'],
  video: ['type', 'file'],
};

/** Keys a node may leave out (personalization's `visible_if`). */
const OPTIONAL_KEYS: ReadonlySet<string> = new Set(['visible_if']);
const PAGE_KEYS = ['type', 'visible_if', 'children'];

/** The media ids a tree references, each with the path that names it, to check against the workspace. */
export interface ContentRefs {
  images: { id: number; path: string }[];
  videos: { id: number; path: string }[];
}

/** A Media Library file a tree references. */
export interface MediaRef {
  kind: 'image' | 'video';
  id: number;
}

/** Each file a (valid) tree references, once, in document order. */
export function contentMedia(content: PageContent): MediaRef[] {
  const found = new Map<number, MediaRef>();
  const visit = (nodes: readonly ContentNode[]) => {
    for (const node of nodes) {
      if (node.type === 'section') visit(node.children);
      else if (node.type === 'image' && typeof node.image === 'number' && !found.has(node.image))
        found.set(node.image, { kind: 'image', id: node.image });
      else if (node.type === 'video' && !found.has(node.file)) found.set(node.file, { kind: 'video', id: node.file });
    }
  };
  visit(content.children);
  return [...found.values()];
}

export interface ContentCheck {
  messages: ValidationMessages;
  refs: ContentRefs;
}

/**
 * Checks a tree's shape: node types, missing and extra keys, each value's type and bounds.
 * Messages name the path (`content.children.0.level`). The media ids are returned, not looked up.
 */
export function checkContent(content: unknown, at = 'content'): ContentCheck {
  const check = new ContentChecker();
  if (Buffer.byteLength(JSON.stringify(content) ?? '') > CONTENT_MAX_BYTES) {
    check.fail(at, 'maxSize', `${at} must be at most ${CONTENT_MAX_BYTES} bytes of JSON`);
  } else if (!isPlainObject(content)) {
    check.fail(at, 'isObject', `${at} must be an object {"type": "page", "children": [...]}`);
  } else {
    check.page(content, at);
  }
  return { messages: check.messages, refs: check.refs };
}

/** One tree's check: the messages and media ids found so far, and a method per kind of value. */
class ContentChecker {
  readonly messages: ValidationMessages = {};
  readonly refs: ContentRefs = { images: [], videos: [] };
  readonly fail = (path: string, rule: string, message: string) => ((this.messages[path] ??= {})[rule] = message);

  page(content: Record<string, unknown>, at: string): void {
    checkKeys(content, PAGE_KEYS, at, this.fail);
    if (content.type !== 'page') this.fail(`${at}.type`, 'equals', `${at}.type must be "page"`);
    this.visibleIf(content, at);
    this.children(content.children, `${at}.children`, 0);
  }

  private children(children: unknown, path: string, depth: number): void {
    if (!Array.isArray(children)) {
      this.fail(path, 'isArray', `${path} must be an array of nodes`);
      return;
    }
    children.forEach((child, n) => this.node(child, `${path}.${n}`, depth));
  }

  private node(node: unknown, path: string, depth: number): void {
    if (!isPlainObject(node)) {
      this.fail(path, 'isObject', `${path} must be a node object`);
      return;
    }
    const type = node.type as ContentNode['type'];
    if (typeof type !== 'string' || !(type in NODE_KEYS)) {
      this.fail(`${path}.type`, 'isIn', `${path}.type must be one of ${Object.keys(NODE_KEYS).join(', ')}`);
      return;
    }
    checkKeys(node, NODE_KEYS[type], path, this.fail);
    switch (type) {
      case 'section':
        this.visibleIf(node, path);
        if (depth >= SECTION_MAX_DEPTH)
          this.fail(path, 'maxDepth', `${path}: sections nest at most ${SECTION_MAX_DEPTH} deep`);
        else this.children(node.children, `${path}.children`, depth + 1);
        break;
      case 'heading':
        if (!Number.isInteger(node.level) || (node.level as number) < 1 || (node.level as number) > 6) {
          this.fail(`${path}.level`, 'isInt', `${path}.level must be an integer from 1 to 6`);
        }
        this.text(node.text, `${path}.text`, SHORT_TEXT_MAX);
        break;
      case 'paragraph':
        this.text(node.text, `${path}.text`, PARAGRAPH_MAX);
        break;
      case 'image':
        this.image(node, path);
        break;
      case 'button':
        this.text(node.text, `${path}.text`, SHORT_TEXT_MAX);
        if (this.text(node.href, `${path}.href`, HREF_MAX) && !isLinkTemplate(node.href as string)) {
          this.fail(`${path}.href`, 'isUrl', `${path}.href must be an http(s) or mailto: URL`);
        }
        break;
      case 'video':
        if (this.id(node.file, `${path}.file`))
          this.refs.videos.push({ id: node.file as number, path: `${path}.file` });
        break;
    }
  }

  private image(node: Record<string, unknown>, path: string): void {
    // A placeholder names an image property: its value is checked when it is written, not here.
    if (typeof node.image === 'string' && imagePlaceholderKey(node.image) !== null) return;
    if (this.id(node.image, `${path}.image`))
      this.refs.images.push({ id: node.image as number, path: `${path}.image` });
    this.text(node.alt, `${path}.alt`, SHORT_TEXT_MAX, false);
  }

  private text(value: unknown, path: string, max: number, template = true): boolean {
    if (value === undefined) return false;
    if (typeof value !== 'string') {
      this.fail(path, 'isString', `${path} must be a string`);
      return false;
    }
    if (value.length > max) {
      this.fail(path, 'maxLength', `${path} must be at most ${max} characters`);
      return false;
    }
    // The texts docs/personalization.md lets name properties (not `alt`): a malformed placeholder is refused.
    const malformed = template ? placeholderError(value) : null;
    if (malformed !== null) {
      this.fail(path, 'placeholder', `${path} ${malformed}`);
      return false;
    }
    return true;
  }

  private visibleIf(node: Record<string, unknown>, path: string): void {
    if (node.visible_if === undefined) return;
    for (const [suffix, rule, message] of visibleIfErrors(node.visible_if))
      this.fail(`${path}.visible_if${suffix}`, rule, `${path}.visible_if${suffix} ${message}`);
  }

  private id(value: unknown, path: string): boolean {
    if (value === undefined) return false;
    if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > ROW_ID_MAX) {
      this.fail(path, 'isInt', `${path} must be a Media Library file id`);
      return false;
    }
    return true;
  }
}

function checkKeys(
  node: Record<string, unknown>,
  keys: readonly string[],
  path: string,
  fail: (path: string, rule: string, message: string) => void,
): void {
  for (const key of keys)
    if (node[key] === undefined && !OPTIONAL_KEYS.has(key))
      fail(`${path}.${key}`, 'isDefined', `${path}.${key} is required`);
  for (const key of Object.keys(node))
    if (!keys.includes(key)) fail(`${path}.${key}`, 'unknownField', `${path}.${key} is not a known field`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The tree with each node's keys in its type's order (MySQL's JSON type does not keep key order). */
export function orderedContent(content: PageContent): PageContent {
  const node = (n: ContentNode): ContentNode => {
    const out: Record<string, unknown> = {};
    for (const key of NODE_KEYS[n.type] ?? Object.keys(n)) {
      const value = (n as unknown as Record<string, unknown>)[key];
      if (value === undefined && OPTIONAL_KEYS.has(key)) continue;
      out[key] =
        key === 'children'
          ? (value as ContentNode[]).map(node)
          : key === 'visible_if'
            ? orderedVisibleIf(value as VisibleIf)
            : value;
    }
    return out as unknown as ContentNode;
  };
  return {
    type: 'page',
    ...(content.visible_if !== undefined && { visible_if: orderedVisibleIf(content.visible_if) }),
    children: (content.children ?? []).map(node),
  };
}
