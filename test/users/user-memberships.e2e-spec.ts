import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

import { Membership } from '../../src/users/membership.entity.js';
import { type RoleName } from '../../src/users/roles.js';
import { User } from '../../src/users/user.entity.js';
import { UsersService } from '../../src/users/users.service.js';
import { cliTestTimeout, ensureCliBuilt, expectCliError, runCli, runCliOk } from '../support/cli.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

// Tests here run up to six CLIs; a slow machine makes them slower, never wrong.
jest.setTimeout(cliTestTimeout(6));

/**
 * One user shared by two workspaces, set up the way an operator does it (the CLI), then
 * read, changed and removed from each side.
 */
describe('Users shared between workspaces', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let sequence = 0;

  beforeAll(async () => {
    ensureCliBuilt();
    t = await TestApp.start();
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
  }, 150_000);
  afterAll(async () => {
    await t?.stop();
  });

  const createIn = async (tenant: Tenant, extra: Record<string, unknown> = {}) => {
    const res = await t
      .http()
      .post('/v2/user')
      .set(tenant.auth)
      .send({
        first_name: 'Shared',
        last_name: 'Person',
        email: `shared${++sequence}@example.com`,
        phone: '555-0101',
        account: String(tenant.workspaceId),
        ...extra,
      });
    expect(res.status).toBe(201);
    return res.body as Record<string, any>;
  };
  const get = (tenant: Tenant, id: number) => t.http().get(`/v2/user/${id}`).set(tenant.auth);
  const roleNames = (user: Record<string, any>) => user._embedded.roles.map((role: { name: string }) => role.name);
  // What membership:add runs, in-process: the command itself is tested once, below, as a spawned
  // CLI; elsewhere a shared user is setup, and a CLI costs seconds on a loaded machine.
  const share = (userId: number, tenant: Tenant, ...roles: RoleName[]) =>
    t.app.get(UsersService).addMembership(userId, tenant.workspaceId, ...(roles.length ? [roles] : []));

  it('membership:add prints the membership as one JSON line, and both workspaces see the user', async () => {
    const user = await createIn(a, { roles: ['admin'] });
    expectProblem(await get(b, user.id), 404);

    const printed = await runCliOk(
      t,
      'membership:add',
      '--user',
      String(user.id),
      '--workspace',
      String(b.workspaceId),
      '--roles',
      'editor,viewer',
    );
    expect(printed).toEqual({
      user: user.id,
      workspace: b.workspaceId,
      roles: ['editor', 'viewer'],
      num_accounts: 2,
    });

    const fromA = (await get(a, user.id).expect(200)).body;
    const fromB = (await get(b, user.id).expect(200)).body;
    expect(fromA._computed.num_accounts).toBe(2);
    expect(fromB._computed.num_accounts).toBe(2);
    // Each side sees its own workspace and the roles held there, never the other's.
    expect(fromA._embedded.account.id).toBe(a.workspaceId);
    expect(fromB._embedded.account.id).toBe(b.workspaceId);
    expect(roleNames(fromA)).toEqual(['admin']);
    expect(roleNames(fromB)).toEqual(['editor', 'viewer']);
    expect(JSON.stringify(fromB)).not.toContain(`/v2/account/${a.workspaceId}"`);
    const { _embedded: _a, ...restA } = fromA;
    const { _embedded: _b, ...restB } = fromB;
    expect(restB).toEqual(restA);

    const listB = (await t.http().get('/v2/user').set(b.auth).expect(200)).body;
    expect(listB._embedded.user.map((u: { id: number }) => u.id)).toEqual([user.id]);
  });

  it('roles change per workspace; the shared profile does not change from one of them (issue 12)', async () => {
    const user = await createIn(a);
    await share(user.id, b);
    expectProblem(
      await t
        .http()
        .patch(`/v2/user/${user.id}`)
        .set(b.auth)
        .send({ roles: ['admin'], first_name: 'Renamed' }),
      403,
    );
    await t
      .http()
      .patch(`/v2/user/${user.id}`)
      .set(b.auth)
      .send({ roles: ['admin'] })
      .expect(200);
    const fromA = (await get(a, user.id).expect(200)).body;
    expect(roleNames(fromA)).toEqual(['viewer']);
    expect(fromA.first_name).toBe(user.first_name);
    expect(roleNames((await get(b, user.id)).body)).toEqual(['admin']);
  });

  it('DELETE from one workspace removes only that membership: gone there, intact in the other, num_accounts 2 to 1', async () => {
    const user = await createIn(a, { options: ['tour.intro'] });
    await share(user.id, b);
    const before = (await get(a, user.id).expect(200)).body;
    expect(before._computed.num_accounts).toBe(2);

    const res = await t.http().delete(`/v2/user/${user.id}`).set(b.auth);
    expect(res.status).toBe(204);

    expectProblem(await get(b, user.id), 404);
    expect(
      (await t.http().get('/v2/user').set(b.auth)).body._embedded.user.map((u: { id: number }) => u.id),
    ).not.toContain(user.id);
    const after = (await get(a, user.id).expect(200)).body;
    expect(after).toEqual({ ...before, _computed: { ...before._computed, num_accounts: 1 } });

    // The last workspace's DELETE removes the user for good.
    await t.http().delete(`/v2/user/${user.id}`).set(a.auth).expect(204);
    expect(await t.dataSource.getRepository(User).existsBy({ id: user.id })).toBe(false);
    expect(await t.dataSource.getRepository(Membership).countBy({ user_id: user.id })).toBe(0);
  });

  it('two workspaces deleting the shared user at once leave neither the user nor a membership', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await createIn(a);
      await share(user.id, b);
      const results = await Promise.all([
        t.http().delete(`/v2/user/${user.id}`).set(a.auth),
        t.http().delete(`/v2/user/${user.id}`).set(b.auth),
      ]);
      expect(results.map((r) => r.status)).toEqual([204, 204]);
      expect(await t.dataSource.getRepository(User).existsBy({ id: user.id })).toBe(false);
      expect(await t.dataSource.getRepository(Membership).countBy({ user_id: user.id })).toBe(0);
    }
    expect(await t.counterDrift()).toEqual([]);
  });

  it('num_accounts follows every membership added or removed, a workspace delete included', async () => {
    const c = await t.tenant('Workspace C');
    const user = await createIn(a);
    const count = async (tenant: Tenant) =>
      (await t.http().get(`/v2/user/${user.id}`).set(tenant.auth).expect(200)).body._computed.num_accounts;
    expect(await count(a)).toBe(1);
    await share(user.id, b);
    await share(user.id, c);
    expect([await count(a), await count(b), await count(c)]).toEqual([3, 3, 3]);
    const listed = (await t.http().get('/v2/user').query({ email: user.email }).set(b.auth).expect(200)).body._embedded
      .user;
    expect(
      listed
        .filter((u: Record<string, any>) => u.id === user.id)
        .map((u: Record<string, any>) => u._computed.num_accounts),
    ).toEqual([3]);
    await t.http().delete(`/v2/user/${user.id}`).set(b.auth).expect(204);
    expect(await count(a)).toBe(2);
    await t.http().delete(`/v2/account/${c.workspaceId}`).set(c.auth).expect(204);
    expect(await count(a)).toBe(1);
    expect(await t.counterDrift()).toEqual([]);
  });

  it('refused operator input changes nothing', async () => {
    const user = await createIn(a);
    await share(user.id, b);
    await t.refusedWithoutChange(async () => {
      const [alreadyMember, unknownUser, unknownWorkspace, badRole, badUser] = await Promise.all([
        runCli(t, 'membership:add', '--user', String(user.id), '--workspace', String(b.workspaceId)),
        runCli(t, 'membership:add', '--user', '999999', '--workspace', String(b.workspaceId)),
        runCli(t, 'membership:add', '--user', String(user.id), '--workspace', '999999'),
        runCli(
          t,
          'membership:add',
          '--user',
          String(user.id),
          '--workspace',
          String(b.workspaceId),
          '--roles',
          'editor,owner',
        ),
        runCli(t, 'membership:add', '--user', 'abc', '--workspace', String(b.workspaceId)),
      ]);
      expectCliError(alreadyMember, 1, /already a member/);
      expectCliError(unknownUser, 1, /user 999999 does not exist/);
      expectCliError(unknownWorkspace, 1, /workspace 999999 does not exist/);
      expectCliError(badRole, 2, /owner/);
      expectCliError(badUser, 2, /--user/);
    });
  });
});
