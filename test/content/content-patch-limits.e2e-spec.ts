import { monitorEventLoopDelay } from 'node:perf_hooks';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { createEmptyDoc, createPage, createProject, type PageSpec } from '../support/fixtures.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

/**
 * How much one Editing Content request may cost (docs/editing-limits.md): the work of its patches
 * is bounded before it is done, so a request built to be expensive is refused in milliseconds and
 * the server stays responsive for everyone else.
 */
type Node = Record<string, unknown>;
const p = (text: string): Node => ({ type: 'paragraph', text });
const tree = (children: Node[]) => ({ type: 'page', children });
const headInserts = (count: number, text: (n: number) => string) =>
  Array.from({ length: count }, (_, n) => ({ op: 'add', path: ['children', 0], value: p(text(n)) }));

/** Milliseconds at the given percentile. */
function percentile(values: number[], pct: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((pct / 100) * sorted.length) - 1)] ?? 0;
}

describe('Content patch limits', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let docA: number;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Attacker');
    b = await t.tenant('Bystander');
    docA = await makeDoc(a);
  });
  afterAll(async () => {
    await t.stop();
  });

  const makeDoc = (tenant: Tenant) => createEmptyDoc(t, tenant);
  const makePage = (content: unknown) => createPage(t, a, docA, { content: content as PageSpec['content'] });

  describe('1,000 inserts at the head of a 33,000-paragraph page (a 74 KB request)', () => {
    it('is refused at once with the 422 of a tree past 1 MiB, nothing written', async () => {
      const page = await makePage(tree(Array.from({ length: 33_000 }, () => p(''))));
      const refused = await t.refusedWithoutChange(() =>
        t
          .http()
          .patch(`/v2/magazine/page/${page}/content`)
          .set(a.auth)
          .send(headInserts(1000, () => 'x')),
      );
      expectProblem(refused, 422);
      // 1,023,028 bytes, and 32 more per insert: the 799th (patches.798) is the one past 1 MiB.
      expect(refused.body.validation_messages).toEqual({
        content: { maxSize: expect.stringContaining('patches.798 takes it past') },
      });
    });

    it('run in a loop by one tenant, never stalls the event loop or another tenant (no 5xx)', async () => {
      const page = await makePage(tree(Array.from({ length: 33_000 }, () => p(''))));
      const project = await createProject(t, b, 'Bystander project');
      const attack = {
        method: 'PATCH',
        headers: { ...a.auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(headInserts(1000, () => 'x')),
      };
      const read = { headers: b.auth };
      // Warm both paths up: the first requests pay for compilation and the worker's start, not for the patches.
      await (await fetch(`${t.url}/v2/magazine/title/${project.id}`, read)).arrayBuffer();
      await (await fetch(`${t.url}/v2/magazine/page/${page}/content`, attack)).arrayBuffer();

      /** `seconds` of the bystander reading (every 10 ms) beside `attackers` loops of the attack. */
      const measure = async (seconds: number, attackers: number) => {
        const until = Date.now() + seconds * 1000;
        const attackStatuses: number[] = [];
        const readStatuses: number[] = [];
        const readMs: number[] = [];
        const attacker = async () => {
          while (Date.now() < until) {
            const res = await fetch(`${t.url}/v2/magazine/page/${page}/content`, attack);
            await res.arrayBuffer();
            attackStatuses.push(res.status);
          }
        };
        const bystander = async () => {
          while (Date.now() < until) {
            const started = performance.now();
            const res = await fetch(`${t.url}/v2/magazine/title/${project.id}`, read);
            await res.arrayBuffer();
            readMs.push(performance.now() - started);
            readStatuses.push(res.status);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        };
        const loop = monitorEventLoopDelay({ resolution: 5 });
        loop.enable();
        await Promise.all([bystander(), ...Array.from({ length: attackers }, attacker)]);
        loop.disable();
        return {
          attackStatuses,
          readStatuses,
          loopP99: loop.percentile(99) / 1e6,
          readP99: percentile(readMs, 99),
          reads: readMs.length,
        };
      };

      // The same process serves and measures, on a machine that may be busy with other work: what
      // the attack adds is compared with the same measure without it, just before.
      const quiet = await measure(3, 0);
      // One loop, as the attack was run: it now sends a request every few ms where it sent about 13 a minute.
      const attacked = await measure(5, 1);
      // The figures, for the record.
      console.log(
        `patch attack: ${attacked.attackStatuses.length} attack requests; event loop p99 ${attacked.loopP99.toFixed(1)} ms (${quiet.loopP99.toFixed(1)} without); ` +
          `bystander ${attacked.reads} reads, p99 ${attacked.readP99.toFixed(1)} ms (${quiet.readP99.toFixed(1)} without)`,
      );
      expect(new Set(attacked.attackStatuses)).toEqual(new Set([422]));
      // The loop kept sending: at least one attack a second (the attack that found this sent 13 a
      // minute). How many more depends on what else the machine runs, so it is logged, not bounded.
      expect(attacked.attackStatuses.length).toBeGreaterThanOrEqual(5);
      expect([...quiet.readStatuses, ...attacked.readStatuses].filter((status) => status !== 200)).toEqual([]);
      // The targets (the loop's p99 within 50 ms, the bystander's within 100 ms) are measured by
      // `npm run bench:patch-attack`, beside each other, not here: on a shared machine running two
      // suites at once a timed test cannot hold them (CI measured +69 ms and +335 ms on MariaDB,
      // +5 ms and -12 ms on SQLite, in one run). What this test holds is that the attack no
      // longer stalls the server: before the fix, the loop's p99 was 16,257 ms.
      expect(attacked.loopP99 - quiet.loopP99).toBeLessThan(500);
      expect(attacked.readP99 - quiet.readP99).toBeLessThan(1000);
      const stored = await t.http().get(`/v2/magazine/page/${page}`).set(a.auth).expect(200);
      expect(stored.body.content.children).toHaveLength(33_000);
    }, 120_000);
  });

  it('takes the same 1,000 inserts into a page they fit in, in order, in one request', async () => {
    const page = await makePage(tree(Array.from({ length: 28_000 }, () => p(''))));
    const res = await t
      .http()
      .patch(`/v2/magazine/page/${page}/content`)
      .set(a.auth)
      .send(headInserts(1000, (n) => `n${n}`))
      .expect(200);
    const children = res.body.content.children as { text: string }[];
    expect(children).toHaveLength(29_000);
    expect([children[0].text, children[999].text, children[1000].text]).toEqual(['n999', 'n0', '']);
    const stored = await t.http().get(`/v2/magazine/page/${page}`).set(a.auth).expect(200);
    expect(stored.body.content).toEqual(res.body.content);
  }, 60_000);

  describe("depth: sections nest at most 12 deep (MariaDB's JSON type stops at 32 levels)", () => {
    /** A paragraph inside `levels` nested sections, and the content path of the innermost section. */
    const nested = (levels: number) => {
      let node: Node = p('deep');
      for (let i = 0; i < levels; i++) node = { type: 'section', children: [node] };
      return { node, deepest: `content.children.0${'.children.0'.repeat(levels - 1)}` };
    };

    it('takes 12 levels by POST, PATCH and content patches, and stores them on both databases', async () => {
      const page = await makePage(tree([nested(12).node]));
      await t
        .http()
        .patch(`/v2/magazine/page/${page}`)
        .set(a.auth)
        .send({ content: tree([nested(12).node, p('x')]) })
        .expect(200);
      await t
        .http()
        .patch(`/v2/magazine/page/${page}/content`)
        .set(a.auth)
        .send([{ op: 'add', path: ['children', 2], value: nested(12).node }])
        .expect(200);
      const stored = await t.http().get(`/v2/magazine/page/${page}`).set(a.auth).expect(200);
      expect(stored.body.content).toEqual(tree([nested(12).node, p('x'), nested(12).node]));
    });

    it('refuses 13 levels and more with 422 by POST, PATCH and content patches (was a 500 on MariaDB), nothing changed', async () => {
      const page = await makePage(tree([nested(12).node]));
      for (const levels of [13, 15, 20, 32, 40]) {
        const { node } = nested(levels);
        // The content rule names the 13th section; from 15 levels the body is past the 32 levels any body may have, which names `content`.
        const thirteenth = { [nested(13).deepest]: { maxDepth: expect.any(String) } };
        const expected = levels <= 14 ? thirteenth : { content: { maxDepth: expect.any(String) } };
        const created = await t.refusedWithoutChange(() =>
          t
            .http()
            .post('/v2/magazine/page')
            .set(a.auth)
            .send({ name: 'Deep', edition: { id: docA }, content: tree([node]) }),
        );
        expectProblem(created, 422);
        expect({ levels, messages: created.body.validation_messages }).toEqual({ levels, messages: expected });
        const updated = await t.refusedWithoutChange(() =>
          t
            .http()
            .patch(`/v2/magazine/page/${page}`)
            .set(a.auth)
            .send({ content: tree([node]) }),
        );
        expectProblem(updated, 422);
        expect({ levels, messages: updated.body.validation_messages }).toEqual({ levels, messages: expected });
        // A patch's value has its own bound (128 levels); the tree's rule names the section.
        const patched = await t.refusedWithoutChange(() =>
          t
            .http()
            .patch(`/v2/magazine/page/${page}/content`)
            .set(a.auth)
            .send([{ op: 'add', path: ['children', 0], value: node }]),
        );
        expectProblem(patched, 422);
        expect({ levels, messages: patched.body.validation_messages }).toEqual({ levels, messages: thirteenth });
      }
      // One more level under the deepest section of a stored 12-level tree.
      const path: (string | number)[] = [
        'children',
        0,
        ...Array.from({ length: 11 }, () => ['children', 0]).flat(),
        'children',
        0,
      ];
      const deeper = await t.refusedWithoutChange(() =>
        t
          .http()
          .patch(`/v2/magazine/page/${page}/content`)
          .set(a.auth)
          .send([{ op: 'add', path, value: { type: 'section', children: [] } }]),
      );
      expectProblem(deeper, 422);
      expect(deeper.body.validation_messages).toEqual({ [nested(13).deepest]: { maxDepth: expect.any(String) } });
    });

    // Found by the fuzz: thousands of levels in any field of a patch were a 500 (handing the body to
    // the content worker recursed). A patch nests at most 128 levels below it (docs/editing-limits.md).
    it('refuses a patch nested thousands of levels deep in any field with 422, nothing changed', async () => {
      const page = await makePage(tree([p('kept')]));
      const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
      const send = (body: string, ifMatch?: string) => {
        const req = t.http().patch(`/v2/magazine/page/${page}/content`).set(a.auth);
        if (ifMatch) req.set('If-Match', ifMatch);
        return t.refusedWithoutChange(() => req.set('Content-Type', 'application/json').send(body));
      };
      const cases: [string, Record<string, unknown>][] = [
        [
          `[{"op":"add","path":["children",0],"value":${deep(129)}}]`,
          { 'patches.0.value': { maxDepth: expect.any(String) } },
        ],
        [
          `[{"op":"add","path":["children",0],"value":${deep(4000)}}]`,
          { 'patches.0.value': { maxDepth: expect.any(String) } },
        ],
        [
          `[{"op":"remove","path":[0],"value":"x","2A-gnc":${deep(4000)}}]`,
          { 'patches.0.2A-gnc': { maxDepth: expect.any(String) } },
        ],
        [`[${'['.repeat(4000)}${']'.repeat(4000)}]`, { 'patches.0.0': { maxDepth: expect.any(String) } }],
        [deep(4000), { patches: { isArray: expect.any(String) } }],
      ];
      for (const [body, messages] of cases) {
        const res = await send(body);
        expectProblem(res, 422);
        expect({ body: body.slice(0, 60), messages: res.body.validation_messages }).toEqual({
          body: body.slice(0, 60),
          messages,
        });
      }
      // A stale If-Match is still a 412 first, as for any other refused patch.
      expectProblem(await send(cases[2][0], '"stale"'), 412);
      const stored = await t.http().get(`/v2/magazine/page/${page}`).set(a.auth).expect(200);
      expect(stored.body.content).toEqual(tree([p('kept')]));
    });
  });
});
