import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { UsersService } from '../../src/users/users.service.js';
import { ensureCliBuilt, runCliOk } from '../support/cli.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

describe('users: a shared profile and one email rule', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;

  beforeAll(async () => {
    ensureCliBuilt();
    t = await TestApp.start();
    a = await t.tenant('A');
    b = await t.tenant('B');
  });

  afterAll(async () => {
    await t.stop();
  });

  const createUser = (tenant: Tenant, email: string, extra: Record<string, unknown> = {}) =>
    t
      .http()
      .post('/v2/user')
      .set(tenant.auth)
      .send({ first_name: 'Ada', last_name: 'L', email, phone: '', account: String(tenant.workspaceId), ...extra });

  describe('a user in two workspaces', () => {
    it('keeps its profile from changes made by one of its workspaces; roles still change; the CLI changes the profile', async () => {
      const user = (await createUser(a, 'shared@example.com').expect(201)).body;
      // While A is the user's only workspace, A changes the profile.
      await t.http().patch(`/v2/user/${user.id}`).set(a.auth).send({ first_name: 'Ada B.' }).expect(200);
      await t.app.get(UsersService).addMembership(user.id, b.workspaceId);

      for (const [tenant, change] of [
        [b, { email: 'taken-over@example.com' }],
        [b, { first_name: 'Mallory' }],
        [b, { last_name: 'X' }],
        [b, { phone: '+1 555' }],
        [b, { options: ['tour.dashboard.content'] }],
        [b, { options: null }],
        [a, { first_name: 'Ada C.', roles: ['admin'] }],
      ] as const) {
        const refused = await t.refusedWithoutChange(() =>
          t.http().patch(`/v2/user/${user.id}`).set(tenant.auth).send(change),
        );
        expectProblem(refused, 403, /shared.*Only roles can change here \(or through \/v2\/membership\)/s);
      }
      const roles = await t
        .http()
        .patch(`/v2/user/${user.id}`)
        .set(b.auth)
        .send({ roles: ['editor'] })
        .expect(200);
      expect(roles.body._embedded.roles.map((role: { name: string }) => role.name)).toEqual(['editor']);
      expect((await t.http().get(`/v2/user/${user.id}`).set(a.auth).expect(200)).body).toMatchObject({
        first_name: 'Ada B.',
        email: 'shared@example.com',
      });

      const printed = await runCliOk(
        t,
        'user:update',
        '--user',
        String(user.id),
        '--first-name',
        'Ada D.',
        '--email',
        'ada.d@example.com',
      );
      expect(printed).toMatchObject({ id: user.id, first_name: 'Ada D.', email: 'ada.d@example.com', num_accounts: 2 });
      for (const tenant of [a, b]) {
        expect((await t.http().get(`/v2/user/${user.id}`).set(tenant.auth).expect(200)).body).toMatchObject({
          first_name: 'Ada D.',
          email: 'ada.d@example.com',
        });
      }
    }, 60_000);
  });

  describe('email uniqueness', () => {
    it('is one rule: NFKC and case fold, then an exact comparison', async () => {
      await createUser(a, 'bob@example.com').expect(201);
      for (const same of ['BOB@example.com', 'ｂｏｂ@example.com', 'Ｂob@EXAMPLE.com']) {
        const refused = await t.refusedWithoutChange(() => createUser(a, same));
        expectProblem(refused, 422);
        expect(refused.body.validation_messages).toEqual({ email: { recordFound: expect.any(String) } });
      }
      // Accents are other letters, on both databases.
      await createUser(a, 'bób@example.com').expect(201);
      await createUser(a, 'böb@example.com').expect(201);
      const refused = await t.refusedWithoutChange(() => createUser(b, 'BÓB@example.com'));
      expect(refused.body.validation_messages).toEqual({ email: { recordFound: expect.any(String) } });
      // ß folds to ss.
      await createUser(a, 'strasse@example.com').expect(201);
      expectProblem(await createUser(b, 'straße@example.com'), 422);
    });
  });
});
