import { ProblemException } from '../common/problem/problem.js';
import type { OptionTree, UserOptions } from './user.entity.js';

/** One option path: dotted segments of letters, digits, `_` and `-`. */
export const OPTION_PATH = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+){0,7}$/;
export const OPTION_PATHS_MAX = 100;
/** Segments that name an object's prototype machinery (docs/workspaces-and-users.md). */
const RESERVED_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Turns `["tour.dashboard.content"]` into `{tour: {dashboard: {content: true}}}`. The object
 * always has `tour`, so a path may not replace `tour` itself, and two paths may not make one
 * option both a leaf and a branch (`a.b` and `a.b.c`): both are a 422 on `options`.
 */
export function buildOptions(paths: readonly string[] | null | undefined): UserOptions {
  // Null-prototype objects, so a segment like `__proto__` is an ordinary key.
  const options = Object.assign(Object.create(null) as UserOptions, { tour: Object.create(null) as OptionTree });
  for (const path of paths ?? []) {
    const segments = path.split('.');
    const reserved = segments.find((segment) => RESERVED_SEGMENTS.has(segment));
    // Refused, not dropped: a client that sent it learns it was not kept.
    if (reserved !== undefined)
      throw ProblemException.invalidField('options', 'reserved', `"${path}": ${reserved} is a reserved name`);
    if (segments.length === 1 && segments[0] === 'tour') throw conflict(`"tour" is a group of options, not an option`);
    let node: OptionTree = options;
    for (const [index, segment] of segments.entries()) {
      const isLeaf = index === segments.length - 1;
      const current = Object.hasOwn(node, segment) ? node[segment] : undefined;
      if (isLeaf) {
        if (current !== undefined && current !== true) throw conflict(`"${path}" is a group of options, not an option`);
        node[segment] = true;
      } else {
        if (current === true)
          throw conflict(`"${path}" extends "${segments.slice(0, index + 1).join('.')}", which is an option`);
        node = (node[segment] = current ?? (Object.create(null) as OptionTree)) as OptionTree;
      }
    }
  }
  return options;
}

function conflict(message: string): ProblemException {
  return ProblemException.invalidField('options', 'conflict', message);
}
