/**
 * The rules `npm run lint` keeps (CONTRIBUTING.md, "Layout and the floor"), each shown failing on a
 * file written for the purpose: a feature importing a feature that imports it back, a service
 * calling the entity manager, an export nobody imports. Each probe is also shown passing once it
 * keeps the rule, so the failure is the rule's and not the probe's.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from '@jest/globals';

const ROOT = resolve('.');
const PROBE = `lint-probe-${process.pid}`;

function run(script: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(ROOT, script), ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Writes `files` (path -> text, relative to the repository), runs `check`, removes them again. */
function withFiles<T>(files: Record<string, string>, check: () => T): T {
  try {
    for (const [path, text] of Object.entries(files)) writeFileSync(join(ROOT, path), text);
    return check();
  } finally {
    for (const path of Object.keys(files)) rmSync(join(ROOT, path), { force: true });
  }
}

describe('npm run lint', () => {
  it('fails on a feature importing a feature that imports it back, and names the import', () => {
    // On a copy of src/, so the working tree never holds the cycle.
    const copy = mkdtempSync(join(tmpdir(), 'import-pairs-'));
    try {
      cpSync('src', copy, { recursive: true });
      expect(run('scripts/import-pairs.mjs', [copy]).status).toBe(0);

      // editions imports titles (a doc's project); titles importing editions closes the cycle.
      writeFileSync(join(copy, 'titles', `${PROBE}.ts`), "export { Edition } from '../editions/edition.entity.js';\n");
      const failed = run('scripts/import-pairs.mjs', [copy]);
      expect(failed.status).toBe(1);
      expect(failed.output).toContain('folders that import each other');
      expect(failed.output).toMatch(/editions -> titles -> editions|titles -> editions -> titles/);
      expect(failed.output).toContain(`titles/${PROBE}.ts : ../editions/edition.entity.js`);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('fails on the floor importing a feature', () => {
    const copy = mkdtempSync(join(tmpdir(), 'import-pairs-'));
    try {
      cpSync('src', copy, { recursive: true });
      writeFileSync(join(copy, 'database', `${PROBE}.ts`), "export { slugify } from '../titles/titles.service.js';\n");
      const failed = run('scripts/import-pairs.mjs', [copy]);
      expect(failed.status).toBe(1);
      expect(failed.output).toContain('the floor imports above it: database -> titles');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('fails on the entity manager called in a service, and passes the same call in a *.queries.ts', () => {
    const body = [
      "import type { EntityManager } from 'typeorm';",
      '',
      "import { Title } from '../title.entity.js';",
      '',
      'export async function probe(manager: EntityManager): Promise<number> {',
      '  return manager.count(Title);',
      '}',
      '',
    ].join('\n');
    // Both probes in one ESLint run: its type-aware set-up is most of its time.
    const service = `src/titles/${PROBE}.service.ts`;
    const queries = `src/titles/${PROBE}.queries.ts`;
    const lint = withFiles({ [service]: body, [queries]: body }, () =>
      run('node_modules/eslint/bin/eslint.js', ['--format', 'json', service, queries]),
    );
    expect(lint.status).toBe(1);
    const messages = (path: string) =>
      (JSON.parse(lint.output) as { filePath: string; messages: { ruleId: string; message: string }[] }[]).find(
        (result) => result.filePath === join(ROOT, path),
      )?.messages;

    expect(messages(service)).toEqual([
      expect.objectContaining({
        ruleId: 'local/data-access',
        message: expect.stringContaining("'count' on TypeORM's EntityManager"),
      }),
    ]);
    expect(messages(queries)).toEqual([]);
  }, 120_000);

  it('fails on an export nothing imports, and passes once it is used', () => {
    const source = `src/common/${PROBE}.ts`;
    const user = `test/support/${PROBE}.ts`;
    const knip = () => run('node_modules/knip/bin/knip.js', ['--no-progress']);
    const exported = 'export const usedElsewhere = 1;\nexport const usedNowhere = 2;\n';

    const unused = withFiles(
      { [source]: exported, [user]: `export { usedElsewhere } from '../../${source}';\n` },
      knip,
    );
    expect(unused.status).toBe(1);
    expect(unused.output).toMatch(new RegExp(`usedNowhere\\s+src/common/${PROBE}\\.ts`));
    expect(unused.output).not.toContain('usedElsewhere');

    const used = withFiles(
      { [source]: exported, [user]: `export { usedElsewhere, usedNowhere } from '../../${source}';\n` },
      knip,
    );
    expect(used).toEqual({ status: 0, output: '' });
  }, 120_000);
});
