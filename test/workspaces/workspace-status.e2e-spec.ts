import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { WorkspacesService } from '../../src/workspaces/workspaces.service.js';
import { ensureCliBuilt, expectCliError, runCli, runCliOk } from '../support/cli.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

const CACHE_TTL_MS = 1000;

/** Workspace status (CONTRACT 9): operators suspend and resume; a suspended workspace's credentials get nothing. */
describe('Suspended workspaces', () => {
  let t: TestApp;
  let other: Tenant;

  beforeAll(async () => {
    ensureCliBuilt();
    t = await TestApp.start({ TOKEN_CACHE_TTL_MS: String(CACHE_TTL_MS) });
    other = await t.tenant('Unaffected');
  }, 150_000);
  afterAll(async () => {
    await t?.stop();
  });

  const oauth = (tenant: Tenant, secret = tenant.credential.client_secret) =>
    t
      .http()
      .post('/oauth')
      .send({ grant_type: 'client_credentials', client_id: tenant.credential.client_id, client_secret: secret });
  const read = (tenant: Tenant) => t.http().get('/v2/account').set(tenant.auth);

  it('refuses tokens at once when suspended in this process, and issues none; resuming restores both', async () => {
    const a = await t.tenant('Suspended here');
    await read(a).expect(200); // now in the token cache
    expect(await t.app.get(WorkspacesService).setStatus(a.workspaceId, 'suspended')).toEqual({
      id: a.workspaceId,
      status: 'suspended',
    });

    const refused = await read(a);
    expectProblem(refused, 401);
    expect(refused.headers['www-authenticate']).toMatch(/error="invalid_token"/);
    const noToken = await t.refusedWithoutChange(() => oauth(a));
    expectProblem(noToken, 400, 'The workspace is suspended');
    expect(noToken.body.title).toBe('invalid_client');
    // Without the right secret, nothing is told about the workspace.
    expectProblem(await oauth(a, 'wrong'), 400, 'The client credentials are invalid');
    // Another workspace is untouched.
    await read(other).expect(200);

    await t.app.get(WorkspacesService).setStatus(a.workspaceId, 'active');
    const body = (await read(a).expect(200)).body._embedded.account[0];
    expect(body).toMatchObject({ status: 'active', modified_on: expect.any(String) });
    expect((await oauth(a).expect(200)).body.access_token).toMatch(/^[0-9a-f]{40}$/);
  });

  it('workspace:suspend ID from the CLI stops the running API within the token cache bound; workspace:resume ID restores it', async () => {
    const a = await t.tenant('Suspended by CLI');
    await read(a).expect(200);
    expect(await runCliOk(t, 'workspace:suspend', String(a.workspaceId))).toEqual({
      id: a.workspaceId,
      status: 'suspended',
    });
    const suspendedAt = Date.now();
    // The other process cannot evict this one's cache: the token works until its entry expires, no longer.
    let status = 200;
    while (status === 200 && Date.now() - suspendedAt < CACHE_TTL_MS + 1000) {
      status = (await read(a)).status;
      if (status === 200) await new Promise((done) => setTimeout(done, 50));
    }
    expect(status).toBe(401);
    expect(Date.now() - suspendedAt).toBeLessThanOrEqual(CACHE_TTL_MS + 500);
    expectProblem(await oauth(a), 400, 'The workspace is suspended');

    expect(await runCliOk(t, 'workspace:resume', '--id', String(a.workspaceId))).toEqual({
      id: a.workspaceId,
      status: 'active',
    });
    await read(a).expect(200);
    await oauth(a).expect(200);
  });

  it('refuses a missing, malformed or unknown id', async () => {
    expectCliError(await runCli(t, 'workspace:suspend'), 2, /--id is required/);
    expectCliError(await runCli(t, 'workspace:suspend', 'abc'), 2, /--id must be a positive integer/);
    expectCliError(await runCli(t, 'workspace:resume', '1', '2'), 2, /unexpected argument "2"/);
    const unknown = await t.refusedWithoutChange(() => runCli(t, 'workspace:suspend', '999999'));
    expectCliError(unknown, 1, /workspace 999999 does not exist/);
  });
});
