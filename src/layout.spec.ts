import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from '@jest/globals';

/**
 * docs/layout.md describes every folder of src/: each one's path appears in its tree, indented
 * under its parent (`  analytics/`, `    hal/`). A new folder fails here, naming itself, until the
 * map has it. `dto/` folders (the same in every feature) and the migrations' driver folders are
 * described by their parent's line.
 */
const ROUTINE = new Set(['dto', 'mysql', 'sqlite', 'shared']);

function folders(dir: string, depth = 1): { path: string; depth: number }[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !ROUTINE.has(entry.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return [{ path, depth }, ...folders(path, depth + 1)];
    });
}

describe('docs/layout.md', () => {
  const tree = /```\nsrc\/\n([\s\S]*?)```/.exec(readFileSync('docs/layout.md', 'utf8'))?.[1] ?? '';

  it('has the src/ tree', () => {
    expect(tree).not.toBe('');
  });

  it.each(folders('src').map(({ path, depth }) => [path, depth] as const))('describes %s/', (path, depth) => {
    const name = path.split('/').pop()!;
    const line = new RegExp(`^ {${depth * 2}}${name.replace(/[.-]/g, '\\$&')}/ `, 'm');
    expect({ folder: `${path}/`, inDocsLayout: line.test(tree) }).toEqual({ folder: `${path}/`, inDocsLayout: true });
  });
});
