import { describe, expect, it } from '@jest/globals';

import { ProblemException } from '../common/problem/problem.js';
import { ResizeGate } from './resize-gate.js';

/** A piece of work the test finishes by hand. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ResizeGate', () => {
  it('runs one requester one at a time and the process at most its width, in arrival order', async () => {
    const gate = new ResizeGate(2, 1, 10);
    const started: string[] = [];
    const works = new Map<string, ReturnType<typeof deferred>>();
    const run = (requester: string, name: string) => {
      const work = deferred();
      works.set(name, work);
      return gate.run(requester, async () => {
        started.push(name);
        await work.done;
        return name;
      });
    };
    const all = [run('a', 'a1'), run('a', 'a2'), run('b', 'b1'), run('c', 'c1')];
    await tick();
    // a2 waits behind a1 (its requester's one slot); c1 behind the process's two.
    expect(started).toEqual(['a1', 'b1']);
    expect(gate.stats).toEqual({ running: 2, queued: 2, peak: 2 });
    works.get('a1')!.finish();
    await tick();
    expect(started).toEqual(['a1', 'b1', 'c1']);
    works.get('b1')!.finish();
    await tick();
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2']);
    works.get('c1')!.finish();
    works.get('a2')!.finish();
    expect(await Promise.all(all)).toEqual(['a1', 'a2', 'b1', 'c1']);
    expect(gate.stats).toEqual({ running: 0, queued: 0, peak: 2 });
  });

  it("refuses with 429 and Retry-After past a requester's queue, and frees slots when work fails", async () => {
    const gate = new ResizeGate(1, 1, 1);
    const first = deferred();
    const running = gate.run('a', () => first.done);
    const waiting = gate.run('a', () => Promise.reject(new Error('decoder failed')));
    const refused = await gate.run('a', async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProblemException);
    expect((refused as ProblemException).getStatus()).toBe(429);
    expect((refused as ProblemException).headers['Retry-After']).toBe('5');
    first.finish();
    await running;
    await expect(waiting).rejects.toThrow('decoder failed');
    expect(await gate.run('a', async () => 'after')).toBe('after');
    expect(gate.stats).toEqual({ running: 0, queued: 0, peak: 1 });
  });
});
