import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

import { CredentialsService } from '../../src/auth/credentials.service.js';
import { WorkspacesService } from '../../src/workspaces/workspaces.service.js';
import {
  type CliResult,
  cliTestTimeout,
  ensureCliBuilt,
  expectCliError,
  runCli,
  runCliOk,
  spawnCli,
} from '../support/cli.js';
import { expectProblem, type TableSnapshot, TestApp } from '../support/test-app.js';

const TITLES = '/v2/magazine/title';

// A test here runs at most eight CLIs; a slow machine makes them slower, never wrong.
jest.setTimeout(cliTestTimeout(8));

describe('operator CLI', () => {
  let t: TestApp;

  const cli = (...args: string[]) => runCli(t, ...args);
  const cliOk = (...args: string[]) => runCliOk(t, ...args);

  const token = async (clientId: string, clientSecret: string): Promise<string> => {
    const res = await t
      .http()
      .post('/oauth')
      .send({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.stringMatching(/^[0-9a-f]{40}$/),
      expires_in: 3600,
      token_type: 'Bearer',
      scope: null,
    });
    return res.body.access_token as string;
  };

  beforeAll(async () => {
    ensureCliBuilt();
    t = await TestApp.start();
  }, 150_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('workspace:create prints the new workspace as one JSON line', async () => {
    const before = (await t.dataSource.query('SELECT id FROM workspace')) as unknown[];
    const result = await cli('workspace:create', '--name', 'Acme');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    // The identifier is part of a doc's public address, so the operator is shown it.
    expect(result.stdout).toMatch(/^\{"id":\d+,"name":"Acme","identifier":"acme"\}\n$/);
    const workspace = JSON.parse(result.stdout) as { id: number; name: string; identifier: string };
    expect(workspace).toEqual({ id: expect.any(Number), name: 'Acme', identifier: 'acme' });

    const rows = (await t.dataSource.query('SELECT id, name, identifier FROM workspace')) as {
      id: number;
      name: string;
      identifier: string;
    }[];
    expect(rows).toHaveLength(before.length + 1);
    expect(rows.map((r) => ({ id: Number(r.id), name: r.name, identifier: r.identifier }))).toContainEqual(workspace);
  });

  describe('credentials', () => {
    // One flow, in order: the credential created here is the one revoked below.
    let workspaceId: number;
    let credential: Record<string, unknown>;
    let auth: { Authorization: string };

    it('workspace:create takes --name=value and trims the name', async () => {
      const workspace = await cliOk('workspace:create', '--name=  Initech  ');
      expect(workspace).toEqual({ id: expect.any(Number), name: 'Initech', identifier: 'initech' });
      workspaceId = workspace.id as number;
    });

    it("workspace:create refuses an --identifier the reader's addresses take, naming the rule", async () => {
      await t.refusedWithoutChange(async () => {
        expectCliError(
          await cli('workspace:create', '--name', 'Previewers', '--identifier', 'preview'),
          1,
          /^identifier: reserved: "preview" is reserved/,
        );
      });
      expect(await cliOk('workspace:create', '--name', 'Previewers')).toMatchObject({ identifier: 'previewers' });
    });

    it('credential:create issues a credential that works at POST /oauth', async () => {
      credential = await cliOk('credential:create', '--workspace', String(workspaceId));
      expect(Object.keys(credential).sort()).toEqual(['client_id', 'client_secret', 'workspace']);
      expect(credential).toEqual({
        client_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        client_secret: expect.stringMatching(/^[0-9a-f]{64}$/),
        workspace: workspaceId,
      });

      // The secret is stored only as a hash.
      const stored = JSON.stringify(await t.dataSource.query('SELECT * FROM api_credential'));
      expect(stored).toContain(credential.client_id as string);
      expect(stored).not.toContain(credential.client_secret as string);

      // The running app accepts it, and the token is scoped to the new workspace.
      auth = {
        Authorization: `Bearer ${await token(credential.client_id as string, credential.client_secret as string)}`,
      };
      const created = await t
        .http()
        .post(TITLES)
        .set(auth)
        .send({ name: 'From CLI', account: { id: workspaceId } });
      expect(created.status).toBe(201);
      expect(created.body._embedded.account.id).toBe(workspaceId);
      const list = await t.http().get(TITLES).set(auth);
      expect(list.status).toBe(200);
      expect(list.body.total_items).toBe(1);
      expect(list.body._embedded.title[0].id).toBe(created.body.id);
    });

    it('credential:revoke makes an existing token 401 on the next request', async () => {
      const clientId = credential.client_id as string;
      const clientSecret = credential.client_secret as string;
      expect((await t.http().get(TITLES).set(auth)).status).toBe(200);

      const revoked = await cliOk('credential:revoke', '--client-id', clientId);
      expect(revoked).toEqual({ client_id: clientId, revoked: true, tokens_revoked: 1 });

      // The API trusts a token it checked within TOKEN_CACHE_TTL_MS (5 s): a revocation made by
      // another process takes effect within that bound. Every request sent after the bound must
      // be refused, however long the requests themselves take on a busy machine.
      const bound = Date.now() + 5_000;
      let sentAt = Date.now();
      let after = await t.http().get(TITLES).set(auth);
      while (after.status === 200) {
        expect(sentAt).toBeLessThan(bound);
        await new Promise((resolve) => setTimeout(resolve, 100));
        sentAt = Date.now();
        after = await t.http().get(TITLES).set(auth);
      }
      expectProblem(after, 401);
      expect(after.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
      const again = await t
        .http()
        .post('/oauth')
        .send({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
      expectProblem(again, 400, 'The client credentials are invalid');
      expect(again.body.title).toBe('invalid_client');
    });
  });

  // The setup of the list tests goes through the services the commands run (each command has its
  // own test above): a spawned CLI costs seconds on a loaded machine, the listing is what is tested.
  it('workspace:list prints every workspace, oldest first', async () => {
    const created = await t.app.get(WorkspacesService).create('Listed');
    const result = await cli('workspace:list');
    expect(result).toEqual({ code: 0, stdout: expect.stringMatching(/^\[.*\]\n$/), stderr: '' });
    const listed = JSON.parse(result.stdout) as { id: number; name: string; created_on: string }[];
    const rows = (await t.dataSource.query('SELECT id, name FROM workspace ORDER BY id')) as {
      id: number;
      name: string;
    }[];
    expect(listed.map(({ id, name }) => ({ id, name }))).toEqual(rows.map((r) => ({ id: Number(r.id), name: r.name })));
    expect(listed.at(-1)).toEqual({
      id: created.id,
      name: 'Listed',
      created_on: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('credential:list shows client ids and dates, revoked ones too, and never a secret', async () => {
    const credentials = t.app.get(CredentialsService);
    const workspace = await t.app.get(WorkspacesService).create('Keys');
    const kept = await credentials.create(workspace.id);
    const revoked = await credentials.create(workspace.id);
    await credentials.revoke(revoked.client_id);
    await credentials.create(workspace.id - 1);

    const result = await cli('credential:list', '--workspace', String(workspace.id));
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const iso = expect.stringMatching(/Z$/);
    expect(JSON.parse(result.stdout)).toEqual([
      { client_id: kept.client_id, workspace: workspace.id, created_on: iso, revoked_on: null },
      { client_id: revoked.client_id, workspace: workspace.id, created_on: iso, revoked_on: iso },
    ]);
    const digests = (await t.dataSource.query('SELECT secret_hash FROM api_credential')) as { secret_hash: string }[];
    for (const secret of [kept.client_secret, revoked.client_secret, ...digests.map((d) => d.secret_hash)]) {
      expect(result.stdout).not.toContain(secret as string);
    }
  });

  describe('--help', () => {
    it('lists every command with a summary, on stdout, exit 0, without opening the database', async () => {
      await t.refusedWithoutChange(async () => {
        for (const flag of ['--help', '-h', 'help']) {
          const result = await cli(flag);
          expect(result.code).toBe(0);
          expect(result.stderr).toBe('');
          expect(result.stdout).toMatch(/^Usage: npm run cli -- <command>/);
          for (const name of [
            'workspace:create',
            'workspace:list',
            'credential:create',
            'credential:list',
            'credential:revoke',
            'membership:add',
            'project:hostname',
          ]) {
            expect(result.stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
          }
        }
      });
    });

    it("shows each command's usage and flags", async () => {
      const result = await cli('membership:add', '--help');
      expect(result).toEqual({
        code: 0,
        stdout: expect.stringContaining('Usage: npm run cli -- membership:add --user ID --workspace ID [--roles LIST]'),
        stderr: '',
      });
      expect(result.stdout).toMatch(/^ {2}--roles LIST +comma-separated roles from admin, editor, viewer/m);
      const list = await cli('credential:list', '-h');
      expect(list.code).toBe(0);
      expect(list.stdout).toMatch(/^Usage: npm run cli -- credential:list --workspace ID\n/);
      expect(list.stdout).toMatch(/never secrets/);
    });

    it('help <command> is <command> --help, and --version names the package', async () => {
      await t.refusedWithoutChange(async () => {
        expect(await cli('help', 'membership:add')).toEqual(await cli('membership:add', '--help'));
        const version = await cli('--version');
        expect(version).toEqual({
          code: 0,
          stdout: expect.stringMatching(/^publishing-api \d+\.\d+\.\d+\n$/),
          stderr: '',
        });
      });
    });

    it('a mistyped command or flag gets a did-you-mean, and changes nothing', async () => {
      await t.refusedWithoutChange(async () => {
        expectCliError(await cli('workspace:craete', '--name', 'Typo'), 2, /did you mean "workspace:create"\?/);
        expectCliError(
          await cli('workspace:create', '--nmae', 'Typo'),
          2,
          /unknown flag --nmae; did you mean --name\?/,
        );
        expectCliError(await cli('workspace:create', '--name'), 2, /--name needs a value/);
        // Far from every name: no guess.
        expect(JSON.parse((await cli('workspace:create', '--colour', 'red')).stderr).error).not.toMatch(/did you mean/);
      });
    });

    it('an unknown command points to --help', async () => {
      const result = await cli('workspace:explode');
      expectCliError(result, 2, /unknown command "workspace:explode"/);
      expect(JSON.parse(result.stderr).help).toBe('npm run cli -- --help');
    });
  });

  describe('bad usage changes nothing', () => {
    let workspaceId: number;
    let before: TableSnapshot;
    let results: Record<string, CliResult>;

    beforeAll(async () => {
      const rows = (await t.dataSource.query('SELECT MAX(id) AS id FROM workspace')) as { id: number }[];
      workspaceId = Number(rows[0].id);
      expect(workspaceId).toBeGreaterThan(0);
      before = await t.snapshot();
      // None of these may write.
      const cases: Record<string, string[]> = {
        unknownCommand: ['workspace:explode', '--name', 'Acme'],
        missingName: ['workspace:create'],
        strayArgument: ['workspace:create', 'Acme'],
        nonNumericWorkspace: ['credential:create', '--workspace', 'abc'],
        unknownWorkspace: ['credential:create', '--workspace', String(workspaceId + 1000)],
        unknownClientId: ['credential:revoke', '--client-id', 'f'.repeat(32)],
        unknownFlag: ['workspace:list', '--verbose', 'yes'],
        listUnknownWorkspace: ['credential:list', '--workspace', String(workspaceId + 1000)],
        listWithoutWorkspace: ['credential:list'],
      };
      results = {};
      for (const [name, args] of Object.entries(cases)) results[name] = await cli(...args);
    }, cliTestTimeout(9));

    it('the database is unchanged', async () => {
      expect(await t.changedSince(before)).toEqual([]);
    });

    it('an unknown command is a usage error', () => {
      expectCliError(results.unknownCommand, 2);
    });

    it('workspace:create without --name fails', () => {
      expectCliError(results.missingName, 2, /--name/);
      expectCliError(results.strayArgument, 2, /Acme/);
    });

    it('credential:create without a valid workspace fails', () => {
      expectCliError(results.nonNumericWorkspace, 2, /--workspace/);
      expectCliError(results.unknownWorkspace, 1, new RegExp(`workspace ${workspaceId + 1000}`));
    });

    it('credential:revoke with an unknown client id fails', () => {
      expectCliError(results.unknownClientId, 1, /does not exist/);
    });

    it('a flag the command does not take is a usage error', () => {
      expectCliError(results.unknownFlag, 2, /--verbose/);
    });

    it('credential:list needs a workspace that exists', () => {
      expectCliError(results.listWithoutWorkspace, 2, /--workspace/);
      expectCliError(results.listUnknownWorkspace, 1, new RegExp(`workspace ${workspaceId + 1000}`));
    });
  });

  it('checks the flags before the app starts: a usage error opens no database', async () => {
    // A database nobody can reach and an empty data directory: any start would fail or write.
    const dataDir = mkdtempSync(join(tmpdir(), 'cli-usage-'));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: 'mysql://root@127.0.0.1:9/nowhere' };
      const cases: [string[], RegExp][] = [
        [['workspace:suspend', 'abc'], /--id must be a positive integer/],
        [['membership:add', '--user', '1', '--workspace', '2', '--roles', 'editor,ruler'], /unknown: ruler/],
        [['user:update', '--user', '1', '--email', 'not-an-email'], /--email must be a valid email address/],
        [['project:hostname', '--project', '1', '--hostname', '10.0.0.7'], /is an IP address/],
        [['project:hostname', '--project', '1'], /--hostname HOST, or --clear/],
      ];
      for (const [args, message] of cases) expectCliError(await spawnCli(t, args, { env }), 2, message);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
