import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

/**
 * A GET by id of a project or a user answers, at a row version it has written before under the
 * same link prefix, with the bytes it held (src/common/http/shared-representation.ts). These are
 * the bytes a fresh presentation writes:
 * the create's answer at the same version, under each prefix, in any order of prefixes, and a new
 * version (a change through the API or by SQL) is presented again.
 */
describe('bytes written per row version', () => {
  let t: TestApp;
  let a: Tenant;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Shared A');
  });
  afterAll(async () => {
    await t.stop();
  });

  /** The body text and tag of a GET, under `/v2` or without it. */
  const read = async (path: string, versioned: boolean) => {
    const res = await t
      .http()
      .get(versioned ? `/v2${path}` : path)
      .set(a.auth)
      .expect(200);
    return { text: res.text, etag: res.headers.etag as string };
  };

  it("writes a project's bytes as its last write's answer did, under either prefix and in any order", async () => {
    const { id } = await createProject(t, a, 'Shared </script>\u2028 "quoted"');
    // The answer of a write is presented afresh, never shared: the reference bytes.
    const created = await t
      .http()
      .patch(`/v2/magazine/title/${id}`)
      .set(a.auth)
      .send({ website: 'https://x.example/v2/a' })
      .expect(200);
    const path = `/magazine/title/${created.body.id}`;
    const reads = [];
    for (const versioned of [true, false, true, false, false, true]) reads.push(await read(path, versioned));
    const [v2, bare] = [reads.filter((_, i) => [0, 2, 5].includes(i)), reads.filter((_, i) => [1, 3, 4].includes(i))];
    expect(v2.map((r) => r.text)).toEqual([created.text, created.text, created.text]);
    expect(new Set(v2.map((r) => r.etag))).toEqual(new Set([created.headers.etag]));
    // Without the prefix, the links lose it and nothing else does (the website is data).
    const bareBody = JSON.parse(bare[0].text);
    expect(bareBody._links.self.href).not.toContain('/v2/');
    expect(bareBody.website).toBe('https://x.example/v2/a');
    expect(bareBody.name).toBe('Shared </script>\u2028 "quoted"');
    expect(new Set(bare.map((r) => r.text)).size).toBe(1);
    expect(bare[0].etag).not.toBe(created.headers.etag);
  });

  it('presents a project again at its next version, through the API or by SQL', async () => {
    const { id } = await createProject(t, a, 'Shared versions');
    const path = `/magazine/title/${id}`;
    const before = await read(path, true);
    const patched = await t.http().patch(`/v2${path}`).set(a.auth).send({ name: 'Patched' }).expect(200);
    const after = await read(path, true);
    expect(after.text).toBe(patched.text);
    expect(after.etag).toBe(patched.headers.etag);
    expect(after.etag).not.toBe(before.etag);
    await t.dataSource.query('UPDATE title SET name = ? WHERE id = ?', ['By SQL', id]);
    const bySql = await read(path, false);
    expect(JSON.parse(bySql.text).name).toBe('By SQL');
    expect(JSON.parse((await read(path, true)).text).name).toBe('By SQL');
  });

  it("writes a user's bytes as their create did, and again after a change by SQL", async () => {
    const created = await t
      .http()
      .post('/v2/user')
      .set(a.auth)
      .send({
        first_name: 'Ada',
        last_name: 'L',
        email: 'shared@example.com',
        phone: '+44 20 7946 0000',
        account: String(a.workspaceId),
      })
      .expect(201);
    const path = `/user/${created.body.id}`;
    expect((await read(path, true)).text).toBe(created.text);
    const bare = await read(path, false);
    // Every link without the prefix, the roles' account stub too (the same object as _embedded.account).
    expect(bare.text).not.toContain('/v2/');
    expect(JSON.parse(bare.text)._embedded.roles[0].account._links.self.href).toMatch(/\/account\/\d+$/);
    expect((await read(path, true)).text).toBe(created.text);
    await t.dataSource.query('UPDATE user SET first_name = ? WHERE id = ?', ['Grace', created.body.id]);
    expect(JSON.parse((await read(path, true)).text).first_name).toBe('Grace');
  });
});
