import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { createDocWithPages, createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

/**
 * Projects and users are tagged by their row's version (common/http/etag.ts, "Tags by version"):
 * the database moves `row_version` on every update of the row, whichever path makes it, so a
 * change made outside the API (SQL, a counter trigger) changes the tag the API gives.
 * The triggers must survive every migration (a SQLite table rebuild drops them): checked here
 * after all of them.
 */
describe('row versions and the tags made of them', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let sequence = 0;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Versions A');
    b = await t.tenant('Versions B');
  });
  afterAll(async () => {
    await t.stop();
  });

  const version = async (table: 'title' | 'user', id: number) =>
    Number((await t.dataSource.query(`SELECT row_version FROM ${table} WHERE id = ?`, [id]))[0].row_version);

  const createTitle = () => createProject(t, a, `Versioned ${++sequence}`);

  it('moves a row version by one on every update, whatever the statement', async () => {
    const { id } = await createTitle();
    expect(await version('title', id)).toBe(1);
    await t.dataSource.query('UPDATE title SET website = ? WHERE id = ?', ['https://x.example', id]);
    expect(await version('title', id)).toBe(2);
    // An update that changes nothing is an update still.
    await t.dataSource.query('UPDATE title SET website = website WHERE id = ?', [id]);
    expect(await version('title', id)).toBe(3);
    // Even one that sets the version itself.
    await t.dataSource.query('UPDATE title SET row_version = 1 WHERE id = ?', [id]);
    expect(await version('title', id)).toBe(4);
  });

  it("changes a project's tag when its row changes outside the API, and when its docs are counted", async () => {
    const { id } = await createTitle();
    const path = `/v2/magazine/title/${id}`;
    const first = await t.http().get(path).set(a.auth).expect(200);
    await t.dataSource.query('UPDATE title SET name = ? WHERE id = ?', ['Renamed by SQL', id]);
    const second = await t.http().get(path).set(a.auth).set('If-None-Match', first.headers.etag).expect(200);
    expect(second.body.name).toBe('Renamed by SQL');
    expect(second.headers.etag).not.toBe(first.headers.etag);

    // A doc of the project: the counter trigger updates the project's row.
    await createDocWithPages(t, a, id, 'Doc', []);
    const third = await t.http().get(path).set(a.auth).set('If-None-Match', second.headers.etag).expect(200);
    expect(third.body._computed.editions_count).toBe(1);
    expect(third.headers.etag).not.toBe(second.headers.etag);
    // Same state, same tag; the other prefix is another representation.
    expect((await t.http().get(path).set(a.auth)).headers.etag).toBe(third.headers.etag);
    expect((await t.http().get(`/magazine/title/${id}`).set(a.auth)).headers.etag).not.toBe(third.headers.etag);
  });

  it("changes a user's tag with their row, their roles, and another workspace's membership", async () => {
    const user = (
      await t
        .http()
        .post('/v2/user')
        .set(a.auth)
        .send({
          first_name: 'Row',
          last_name: 'Version',
          email: `row-version-${++sequence}@example.com`,
          phone: '1',
          account: String(a.workspaceId),
        })
        .expect(201)
    ).body as { id: number };
    const path = `/v2/user/${user.id}`;
    const tags = [(await t.http().get(path).set(a.auth).expect(200)).headers.etag as string];
    const changed = async () => {
      const res = await t.http().get(path).set(a.auth).expect(200);
      expect(tags).not.toContain(res.headers.etag);
      tags.push(res.headers.etag as string);
      return res.body;
    };

    await t.dataSource.query('UPDATE user SET country = ? WHERE id = ?', ['FR', user.id]);
    expect((await changed()).country).toBe('FR');
    // The roles live on the membership row: the tag names them.
    await t.dataSource.query('UPDATE membership SET roles = ? WHERE user_id = ? AND workspace_id = ?', [
      JSON.stringify(['admin']),
      user.id,
      a.workspaceId,
    ]);
    expect((await changed())._embedded.roles.map((role: { name: string }) => role.name)).toEqual(['admin']);
    // A membership in another workspace: the counter trigger updates the user's row.
    await t.dataSource.query('INSERT INTO membership (user_id, workspace_id, roles, created_on) VALUES (?, ?, ?, ?)', [
      user.id,
      b.workspaceId,
      JSON.stringify(['viewer']),
      '2026-01-01 00:00:00.000',
    ]);
    expect((await changed())._computed.num_accounts).toBe(2);
  });

  it('gives a write the tag its next read gets, and the stale tag is refused', async () => {
    const { id } = await createTitle();
    const path = `/v2/magazine/title/${id}`;
    const read = await t.http().get(path).set(a.auth).expect(200);
    // The nested-object path locks the row and compares the tag in the transaction.
    const patched = await t
      .http()
      .patch(path)
      .set(a.auth)
      .set('If-Match', read.headers.etag)
      .send({ vendorB_code: { hub_id: 'h' } })
      .expect(200);
    expect((await t.http().get(path).set(a.auth)).headers.etag).toBe(patched.headers.etag);
    await t.dataSource.query('UPDATE title SET license = 2 WHERE id = ?', [id]);
    await t.http().patch(path).set(a.auth).set('If-Match', patched.headers.etag).send({ name: 'Late' }).expect(412);
  });
});
