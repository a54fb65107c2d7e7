import { ProblemException, type ValidationMessages } from '../common/problem/problem.js';
import { CONTENT_MAX_BYTES } from './page-content.js';

/**
 * Editing Content (docs/docs-and-pages.md, Editing Content): Immer-style patches on a page's content tree.
 *
 * The semantics are Immer's `applyPatches` (`add` on an array index inserts, `remove` on one
 * removes and shifts, `add` on an object key sets it), except that a path that does not resolve in
 * the tree as the patches before it left it is a 422 naming it, where Immer would pad an array with
 * nulls or do nothing. See `applyContentPatches` for how the work stays bounded.
 */

type ContentPatchOp = 'add' | 'replace' | 'remove';

export interface ContentPatch {
  op: ContentPatchOp;
  path: (string | number)[];
  value?: unknown;
}

/** At most this many patches per request (docs/docs-and-pages.md, Editing Content). */
export const MAX_PATCHES = 1000;
/** Keys in one path: deeper than any tree the content rules allow. */
const MAX_PATH_KEYS = 128;
/** Levels of nesting in one patch's value, as for any JSON body (a tree's own depth is bounded by its rules). */
export const MAX_VALUE_DEPTH = 128;

const OPS: readonly ContentPatchOp[] = ['add', 'replace', 'remove'];
const PATCH_KEYS = ['op', 'path', 'value'];
/** Keys that would reach an object's prototype: refused in paths and in values. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The request body as patches, or a 422 naming each bad patch's field (`patches.3.op`). Only the
 * shapes are checked here; whether a path exists depends on the tree, see `applyContentPatches`.
 */
export function readPatches(body: unknown): ContentPatch[] {
  if (!Array.isArray(body)) {
    throw ProblemException.invalidField(
      'patches',
      'isArray',
      'The body must be a JSON array of patches {op, path, value}',
    );
  }
  if (body.length > MAX_PATCHES) {
    throw ProblemException.invalidField(
      'patches',
      'arrayMaxSize',
      `At most ${MAX_PATCHES} patches per request; send the rest in another one`,
    );
  }
  const messages: ValidationMessages = {};
  const fail = (field: string, rule: string, message: string) => ((messages[field] ??= {})[rule] = message);
  body.forEach((patch: unknown, n) => {
    const at = `patches.${n}`;
    if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
      fail(at, 'isObject', `${at} must be an object {op, path, value}`);
      return;
    }
    const { op, path, value } = patch as Record<string, unknown>;
    for (const key of Object.keys(patch))
      if (!PATCH_KEYS.includes(key)) fail(`${at}.${key}`, 'unknownField', `${at}.${key} is not a known field`);
    if (op === undefined) fail(`${at}.op`, 'isDefined', `${at}.op is required`);
    else if (!OPS.includes(op as ContentPatchOp)) fail(`${at}.op`, 'isIn', `${at}.op must be one of ${OPS.join(', ')}`);
    checkPath(path, op, `${at}.path`, fail);
    if (op === 'add' || op === 'replace') {
      if (value === undefined) fail(`${at}.value`, 'isDefined', `${at}.value is required for ${op}`);
      else checkValue(value, `${at}.value`, fail);
    } else if (op === 'remove' && value !== undefined) {
      fail(`${at}.value`, 'unknownField', `${at}.value is not a field of a remove patch`);
    }
  });
  if (Object.keys(messages).length > 0) throw ProblemException.validation(messages);
  return body as ContentPatch[];
}

function checkPath(
  path: unknown,
  op: unknown,
  at: string,
  fail: (field: string, rule: string, message: string) => void,
): void {
  if (path === undefined) return void fail(at, 'isDefined', `${at} is required`);
  if (!Array.isArray(path))
    return void fail(at, 'isArray', `${at} must be an array of keys and indexes, such as ["children", 0, "text"]`);
  if (path.length > MAX_PATH_KEYS)
    return void fail(at, 'arrayMaxSize', `${at} must have at most ${MAX_PATH_KEYS} keys`);
  // Only a replace may name the root: it replaces the whole tree.
  if (path.length === 0 && op !== 'replace')
    return void fail(
      at,
      'arrayNotEmpty',
      `${at} must name a key or an index (only replace may use [] for the whole tree)`,
    );
  path.forEach((key: unknown, i) => {
    if (typeof key === 'string') {
      if (RESERVED_KEYS.has(key)) fail(`${at}.${i}`, 'reserved', `${at}.${i} may not be ${key}`);
    } else if (!(Number.isSafeInteger(key) && (key as number) >= 0)) {
      fail(`${at}.${i}`, 'isKey', `${at}.${i} must be a key (a string) or an array index (an integer from 0)`);
    }
  });
}

/** No value nests deeper than a body may, nor carries a key that reaches a prototype. Iterative: a deep value cannot blow the stack. */
function checkValue(value: unknown, at: string, fail: (field: string, rule: string, message: string) => void): void {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > MAX_VALUE_DEPTH)
      return void fail(at, 'maxDepth', `${at} is nested more than ${MAX_VALUE_DEPTH} levels deep`);
    const next: unknown[] = [];
    for (const item of level) {
      if (item === null || typeof item !== 'object') continue;
      for (const key of Object.keys(item)) {
        if (RESERVED_KEYS.has(key)) return void fail(at, 'reserved', `${at} may not hold a key named ${key}`);
        next.push((item as Record<string, unknown>)[key]);
      }
    }
    level = next;
  }
}

/**
 * The 422's messages for a body nested deeper than readPatches admits, found without reading the
 * patches; null when it nests within the limits. The body goes to the content worker by a
 * structured clone, which recurses: a body some thousands of levels deep exhausts the stack there,
 * so such a body is answered before it is handed over, as readPatches would answer it (`patches.N.value:
 * maxDepth`, and so for any other field of a patch, known or not). Iterative, like checkValue.
 */
export function deepPatchesRefusal(body: unknown): ValidationMessages | null {
  // readPatches refuses these by their shape alone, before it looks at any patch.
  if (!Array.isArray(body) || body.length > MAX_PATCHES) {
    try {
      readPatches(body);
    } catch (error) {
      if (error instanceof ProblemException) return error.body.validation_messages as ValidationMessages;
      throw error;
    }
  }
  const messages: ValidationMessages = {};
  (body as unknown[]).forEach((patch, n) => {
    if (patch === null || typeof patch !== 'object') return;
    for (const [key, value] of Object.entries(patch)) {
      const at = `patches.${n}.${key}`;
      if (nestsDeeperThan(value, MAX_VALUE_DEPTH))
        messages[at] = { maxDepth: `${at} is nested more than ${MAX_VALUE_DEPTH} levels deep` };
    }
  });
  return Object.keys(messages).length > 0 ? messages : null;
}

/** Whether anything in `value` is more than `max` levels below it (as checkValue counts them). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > max) return true;
    const next: unknown[] = [];
    for (const item of level) {
      if (item !== null && typeof item === 'object') for (const child of Object.values(item)) next.push(child);
    }
    level = next;
  }
  return false;
}

/**
 * Element moves, chunk scans and path steps one request's patches may cost. The heaviest edit the
 * limits allow (1,000 inserts anywhere into the largest tree, about 40,000 nodes) costs under a
 * million; an unbounded splice per patch cost 33 million for 1,000 inserts at the head of 33,000
 * paragraphs and held the event loop for seconds.
 */
const MAX_PATCH_WORK = 2_000_000;
/** Items per chunk of an array being edited: an insert or a removal moves at most about twice this many. */
const CHUNK = 256;

type Key = string | number;

/**
 * Applies the patches in order to `content` and returns the tree they leave; `content` itself is
 * not touched (copy on write), so a refusal leaves nothing half-applied.
 *
 * The work is bounded before it is done:
 * - an array a patch goes through is split once into chunks (ChunkedArray), so an insert or a
 *   removal anywhere moves a chunk's items, not the whole array's; it is joined again once, after
 *   the last patch;
 * - the tree's size (bytes of JSON) is tracked as the patches apply: a patch that would take it
 *   past CONTENT_MAX_BYTES is refused before it is applied, naming `content` as the final check
 *   would, and the patches after it are not looked at;
 * - every element move, chunk scan and path step is counted against MAX_PATCH_WORK.
 *
 * A patch whose path does not resolve in the tree as the patches before it left it is a 422 naming
 * it (`patches.3.path`). `contentBytes`, when the caller knows it, is the size of `content`'s JSON,
 * so it need not be measured again.
 */
export function applyContentPatches(
  content: unknown,
  patches: readonly ContentPatch[],
  contentBytes?: number,
): unknown {
  const edit = new TreeEdit(content, contentBytes);
  patches.forEach((patch, n) => edit.apply(patch, n));
  return edit.result();
}

class TreeEdit {
  /** The tree under one key, so that a whole-tree replace is a replace like any other. */
  private readonly holder: Record<string, unknown>;
  /** Objects copied by this edit: written in place from then on. */
  private readonly owned = new WeakSet<object>();
  private work = 0;
  private patch = 0;
  /** The tree's size is `base` (measured when first needed) plus `delta`. */
  private base: { tree: unknown; bytes: number | null };
  private delta = 0;

  constructor(content: unknown, contentBytes?: number) {
    this.holder = { tree: content };
    this.owned.add(this.holder);
    this.base = { tree: content, bytes: contentBytes ?? null };
  }

  apply({ op, path, value }: ContentPatch, n: number): void {
    this.patch = n;
    if (path.length === 0) {
      // Only a replace names the root (readPatches); the size starts again from the new tree.
      this.holder.tree = value;
      this.base = { tree: value, bytes: null };
      this.delta = 0;
      return;
    }
    let container = this.writable(this.holder, 'tree');
    for (let i = 0; i < path.length - 1; i++) {
      if (!has(container, path[i])) throw this.refuse(`nothing at ${describe(path.slice(0, i + 1))}`);
      container = this.writable(container as Record<Key, unknown> | ChunkedArray, path[i]);
    }
    const last = path[path.length - 1];
    const parent = describe(path.slice(0, -1));
    if (container instanceof ChunkedArray) {
      if (typeof last !== 'number') throw this.refuse(`${parent} is an array: its keys are indexes`);
      const max = op === 'add' ? container.length : container.length - 1;
      if (last > max) {
        throw this.refuse(
          container.length === 0 && op !== 'add'
            ? `${parent} is an empty array`
            : `index ${last} is past the end of ${parent} (0 to ${max} for ${op})`,
        );
      }
      if (op === 'add') {
        this.grow(bytes(value) + (container.length > 0 ? 1 : 0));
        container.insert(last, value);
      } else if (op === 'replace') {
        this.grow(bytes(value) - bytes(container.get(last)));
        container.set(last, value);
      } else {
        this.grow(-(bytes(container.get(last)) + (container.length > 1 ? 1 : 0)));
        container.remove(last);
      }
      return;
    }
    if (!isObject(container)) throw this.refuse(`${parent} holds no object or array`);
    if (typeof last !== 'string') throw this.refuse(`${parent} is an object: its keys are strings`);
    const exists = Object.hasOwn(container, last);
    if (op !== 'add' && !exists) throw this.refuse(`nothing at ${describe(path)}`);
    // A member is `"key":value`, with a comma before it unless it is the object's only one.
    const member = () => bytes(last) + 1 + (keyCountAtLeast(container, exists ? 2 : 1) ? 1 : 0);
    if (op === 'remove') {
      this.grow(-(member() + bytes(container[last])));
      delete container[last];
    } else {
      this.grow(exists ? bytes(value) - bytes(container[last]) : member() + bytes(value));
      container[last] = value;
    }
  }

  /** The edited tree as plain JSON values: each chunked array joined once. */
  result(): unknown {
    return this.materialise(this.holder.tree);
  }

  /** `container[key]`, made this edit's own and put back: an array as a ChunkedArray, an object as a copy. */
  private writable(container: Record<Key, unknown> | ChunkedArray, key: Key): unknown {
    this.charge(1);
    const node = container instanceof ChunkedArray ? container.get(key as number) : container[key];
    let own: unknown = node;
    if (Array.isArray(node)) {
      own = new ChunkedArray(node, (units) => this.charge(units));
    } else if (isObject(node) && !(node instanceof ChunkedArray) && !this.owned.has(node)) {
      own = { ...node };
      this.owned.add(own as object);
    }
    if (own !== node) {
      if (container instanceof ChunkedArray) container.set(key as number, own);
      else container[key] = own;
    }
    return own;
  }

  /** The tree grows by `change` bytes (shrinks when negative): refused before it is made when that takes it past the limit. */
  private grow(change: number): void {
    const delta = this.delta + change;
    if (delta > 0) {
      this.base.bytes ??= bytes(this.base.tree);
      if (this.base.bytes + delta > CONTENT_MAX_BYTES) {
        throw ProblemException.invalidField(
          'content',
          'maxSize',
          `content must be at most ${CONTENT_MAX_BYTES} bytes of JSON; patches.${this.patch} takes it past that`,
        );
      }
    }
    this.delta = delta;
  }

  private charge(units: number): void {
    this.work += units;
    if (this.work > MAX_PATCH_WORK) {
      throw ProblemException.invalidField(
        `patches.${this.patch}`,
        'maxWork',
        `patches.${this.patch}: the patches up to this one move more than ${MAX_PATCH_WORK} array items; send the edit in smaller requests`,
      );
    }
  }

  private refuse(problem: string): ProblemException {
    return ProblemException.invalidField(
      `patches.${this.patch}.path`,
      'pathExists',
      `patches.${this.patch}.path: ${problem}`,
    );
  }

  private materialise(node: unknown): unknown {
    if (node instanceof ChunkedArray) {
      const items = node.toArray();
      for (let i = 0; i < items.length; i++) if (this.isOwn(items[i])) items[i] = this.materialise(items[i]);
      return items;
    }
    if (this.isOwn(node)) {
      const object = node as Record<string, unknown>;
      for (const key of Object.keys(object)) if (this.isOwn(object[key])) object[key] = this.materialise(object[key]);
    }
    return node;
  }

  private isOwn(node: unknown): boolean {
    return node instanceof ChunkedArray || (typeof node === 'object' && node !== null && this.owned.has(node));
  }
}

/**
 * An array being edited, its items in chunks of CHUNK to 2 x CHUNK: an insert or a removal
 * anywhere scans the chunks (a few hundred at most) and moves one chunk's items. Made from the
 * stored array on the first patch that goes through it (the stored array is left as it was).
 */
class ChunkedArray {
  private readonly chunks: unknown[][] = [];
  length: number;

  constructor(
    items: readonly unknown[],
    private readonly charge: (units: number) => void,
  ) {
    charge(items.length);
    for (let i = 0; i < items.length; i += CHUNK) this.chunks.push(items.slice(i, i + CHUNK));
    this.length = items.length;
  }

  get(index: number): unknown {
    const [chunk, offset] = this.locate(index);
    return this.chunks[chunk][offset];
  }

  set(index: number, value: unknown): void {
    const [chunk, offset] = this.locate(index);
    this.chunks[chunk][offset] = value;
  }

  /** Inserts before `index` (`length`: at the end). */
  insert(index: number, value: unknown): void {
    if (this.chunks.length === 0) this.chunks.push([]);
    let [c, offset] = this.locate(index);
    if (c === this.chunks.length) [c, offset] = [c - 1, this.chunks[c - 1].length];
    const chunk = this.chunks[c];
    chunk.splice(offset, 0, value);
    this.charge(chunk.length - offset);
    if (chunk.length > 2 * CHUNK) {
      this.chunks.splice(c + 1, 0, chunk.splice(CHUNK));
      this.charge(CHUNK + this.chunks.length - c);
    }
    this.length++;
  }

  remove(index: number): void {
    const [c, offset] = this.locate(index);
    const chunk = this.chunks[c];
    chunk.splice(offset, 1);
    this.charge(chunk.length - offset);
    if (chunk.length === 0) {
      this.chunks.splice(c, 1);
      this.charge(this.chunks.length - c);
    }
    this.length--;
  }

  toArray(): unknown[] {
    this.charge(this.length);
    return this.chunks.flat();
  }

  /** So that measuring a subtree with JSON.stringify sees the items. */
  toJSON(): unknown[] {
    return this.toArray();
  }

  /** The chunk holding `index` and the offset in it; past the last item, `[chunks.length, 0]`. */
  private locate(index: number): [number, number] {
    let c = 0;
    while (c < this.chunks.length && index >= this.chunks[c].length) index -= this.chunks[c++].length;
    this.charge(c + 1);
    return [c, index];
  }
}

/** Bytes of a value's JSON, as the final size check counts them. */
function bytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '');
}

/** Whether `object` has at least `n` own keys, without listing them all. */
function keyCountAtLeast(object: Record<string, unknown>, n: number): boolean {
  let count = 0;
  for (const key in object) if (Object.hasOwn(object, key) && ++count >= n) return true;
  return false;
}

/** Whether `node` has `key` as JSON sees it: an array index within bounds, an object's own string key. */
function has(node: unknown, key: Key): boolean {
  if (node instanceof ChunkedArray || Array.isArray(node)) return typeof key === 'number' && key < node.length;
  return isObject(node) && typeof key === 'string' && Object.hasOwn(node, key);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(path: readonly Key[]): string {
  return JSON.stringify(path);
}
