import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

/**
 * Writes that succeed stay written while other requests fail and roll back around them. On
 * SQLite every request shares one connection, so a write landing inside another request's
 * transaction would vanish with that transaction's rollback.
 */
describe('concurrent writes', () => {
  let t: TestApp;
  let a: Tenant;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('keeps every 201 and 200 while conflicting updates roll back in between', async () => {
    const holder = await t
      .http()
      .post('/v2/magazine/title')
      .set(a.auth)
      .send({ name: 'Holder', account: { id: a.workspaceId }, identifier: 'held' });
    expect(holder.status).toBe(201);
    const movers: number[] = [];
    for (let i = 0; i < 10; i++) movers.push((await createProject(t, a, `Mover ${i}`)).id);

    const requests: Promise<{ kind: string; status: number; body: any }>[] = [];
    for (let round = 0; round < 5; round++) {
      for (const id of movers) {
        requests.push(
          t
            .http()
            .patch(`/v2/magazine/title/${id}`)
            .set(a.auth)
            .send({ identifier: 'held' })
            .then((r) => ({ kind: 'conflict', status: r.status, body: r.body })),
          t
            .http()
            .patch(`/v2/magazine/title/${id}`)
            .set(a.auth)
            .send({ name: `Renamed ${id} ${round}` })
            .then((r) => ({ kind: 'rename', status: r.status, body: r.body })),
        );
      }
      for (let i = 0; i < 10; i++) {
        requests.push(
          t
            .http()
            .post('/v2/magazine/title')
            .set(a.auth)
            .send({ name: `Concurrent ${round}-${i}`, account: { id: a.workspaceId } })
            .then((r) => ({ kind: 'create', status: r.status, body: r.body })),
        );
      }
    }
    const results = await Promise.all(requests);

    expect(results.filter((r) => r.kind === 'conflict').every((r) => r.status === 422)).toBe(true);
    const created = results.filter((r) => r.kind === 'create');
    expect(created.every((r) => r.status === 201)).toBe(true);
    for (const r of created) {
      const read = await t.http().get(`/v2/magazine/title/${r.body.id}`).set(a.auth);
      expect(read.status).toBe(200);
      expect(read.body.name).toBe(r.body.name);
    }
    const identifiers = created.map((r) => r.body.identifier);
    expect(new Set(identifiers).size).toBe(identifiers.length);
    const renames = results.filter((r) => r.kind === 'rename');
    expect(renames.every((r) => r.status === 200)).toBe(true);
    for (const id of movers) {
      const read = await t.http().get(`/v2/magazine/title/${id}`).set(a.auth);
      expect(read.body.name).toMatch(new RegExp(`^Renamed ${id} `));
      expect(read.body.identifier).not.toBe('held');
    }
  });
});
