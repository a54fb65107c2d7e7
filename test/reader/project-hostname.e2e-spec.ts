import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';

import { createApp } from '../../src/app.factory.js';
import { type CliResult, cliTestTimeout, ensureCliBuilt, expectCliError, runCli, spawnCli } from '../support/cli.js';
import { paragraph } from '../support/exports.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { watchApp } from '../support/openapi-watch.js';
import { type Tenant, TestApp } from '../support/test-app.js';

/** How late any instance may still answer as before a hostname changed (CONTRACT 14). */
const BOUND_MS = 5000;

jest.setTimeout(cliTestTimeout(8));

/**
 * docs/operators.md, "Custom domains": `project:hostname` sets a project's domain, checked and
 * normalised, one project per hostname platform-wide, and every instance serves it (or stops)
 * within 5 s. Two app instances on one database, the CLI a third process.
 */
describe('project:hostname, the CLI that sets custom domains', () => {
  let t: TestApp;
  let second: NestFastifyApplication;
  let secondUrl: string;
  let a: Tenant;
  let b: Tenant;
  let alpha: { id: number; identifier: string };
  let beta: { id: number; identifier: string };
  let doc: { id: number; identifier: string };

  const cli = (...args: string[]) => runCli(t, ...args);
  const ok = (result: CliResult) => {
    expect(result).toEqual({ code: 0, stdout: expect.stringMatching(/^[^\n]+\n$/), stderr: '' });
    return JSON.parse(result.stdout) as Record<string, unknown>;
  };
  /** What an instance answers for the doc's first page on `host`. */
  const onDomain = async (url: string, host: string) => {
    // supertest, since fetch sends its own Host whatever it is given.
    const res = await request(url).get(`/${doc.identifier}/`).set('Host', host).buffer(true);
    return { status: res.status, text: res.text };
  };
  /** Asks both instances until `served` holds for each; every answer after BOUND_MS past `since` must hold. */
  const eachInstanceWithin = async (since: number, host: string, served: boolean) => {
    for (const url of [t.url, secondUrl]) {
      for (;;) {
        const sentAt = Date.now();
        const answer = await onDomain(url, host);
        const serves = answer.status === 200 && answer.text.includes('Hello from Alpha');
        if (serves === served) break;
        if (process.env.DEBUG_HOSTNAME) console.log(url, sentAt - since, answer.status, answer.text.slice(0, 80));
        expect(sentAt - since).toBeLessThan(BOUND_MS);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };

  beforeAll(async () => {
    ensureCliBuilt();
    // Instances re-check hostnames every second here (5 s by default): the 5 s bound holds either
    // way, and the cases that wait for it wait less.
    t = await TestApp.start({ READER_REVALIDATE_MS: '1000' });
    second = await createApp(t.config);
    watchApp(second);
    await second.listen(0, '127.0.0.1');
    secondUrl = `http://127.0.0.1:${(second.getHttpServer().address() as { port: number }).port}`;
    a = await t.tenant('Alpha Inc');
    b = await t.tenant('Beta Inc');
    alpha = await createProject(t, a, 'Magazine');
    beta = await createProject(t, b, 'Magazine');
    doc = await createDocWithPages(t, a, alpha.id, 'Spring', [
      { name: 'P', identifier: 'p', content: { type: 'page', children: [paragraph('Hello from Alpha')] } },
    ]);
    await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200);
  }, 150_000);

  afterAll(async () => {
    await second?.close();
    await t?.stop();
  });

  it('sets a hostname lower-cased, and every instance serves the project there within 5 s', async () => {
    // Both instances have looked the host up (and remember it is no project's) before it is set.
    for (const url of [t.url, secondUrl]) expect((await onDomain(url, 'docs.alpha.example')).status).not.toBe(200);
    const result = await cli('project:hostname', a.workspace, alpha.identifier, 'Docs.Alpha.Example');
    const setAt = Date.now();
    expect(ok(result)).toEqual({
      id: alpha.id,
      identifier: alpha.identifier,
      workspace: a.workspace,
      hostname: 'docs.alpha.example',
    });
    await eachInstanceWithin(setAt, 'docs.alpha.example', true);
    // The API shows it, and links the project and its docs there; it still may not write it.
    const project = await t.http().get(`/v2/magazine/title/${alpha.id}`).set(a.auth).expect(200);
    expect(project.body.hostname).toBe('docs.alpha.example');
    expect(project.body._links.published.href).toBe('https://docs.alpha.example/');
    const edition = await t.http().get(`/v2/magazine/edition/${doc.id}`).set(a.auth).expect(200);
    expect(edition.body._links.published.href).toBe(`https://docs.alpha.example/${doc.identifier}/`);
    const patched = await t
      .http()
      .patch(`/v2/magazine/title/${alpha.id}`)
      .set(a.auth)
      .send({ hostname: 'other.example' });
    expect(patched.status).toBe(422);
    expect(JSON.stringify(patched.body)).toContain('notUpdatable');
  });

  it('refuses an IP, a port, a path, a scheme, its own hosts and a non-domain, naming the rule, changing nothing', async () => {
    const cases: [string, RegExp][] = [
      ['10.0.0.7', /is an IP address/],
      ['127.1', /is an IP address/],
      ['[::1]', /is an IP address/],
      ['docs.beta.example:8443', /has a port/],
      ['docs.beta.example/read', /has a path/],
      ['https://docs.beta.example', /has a scheme/],
      // PUBLIC_URL's and PUBLISH_URL's hosts (test/support/test-app.ts), in any case.
      ['API.test.example', /this service's own host/],
      ['viewer.test.example', /this service's own host/],
      ['localhost', /this service's own host|not a public domain name/],
      ['bad_name.example', /not a valid domain name/],
    ];
    await t.refusedWithoutChange(async () => {
      for (const [hostname, rule] of cases) {
        expectCliError(await cli('project:hostname', '--project', String(beta.id), '--hostname', hostname), 2, rule);
      }
    });
  });

  it("refuses another project's hostname, in any spelling, naming nothing of the other workspace", async () => {
    await t.refusedWithoutChange(async () => {
      for (const hostname of ['docs.alpha.example', 'DOCS.alpha.example.']) {
        const result = await cli('project:hostname', b.workspace, beta.identifier, hostname);
        expectCliError(result, 1, /already another project's hostname: a hostname belongs to one project only/);
        for (const secret of [a.workspace, alpha.identifier, `"id":${alpha.id}`, 'Alpha'])
          expect(result.stderr).not.toContain(secret);
      }
    });
    // Alpha's own claim again is no change.
    expect(
      ok(await cli('project:hostname', '--project', String(alpha.id), '--hostname', 'docs.alpha.example')),
    ).toEqual(expect.objectContaining({ hostname: 'docs.alpha.example' }));
  });

  it('refuses unknown projects and unclear usage, changing nothing', async () => {
    await t.refusedWithoutChange(async () => {
      expectCliError(await cli('project:hostname', b.workspace, 'nope', 'x.example'), 1, /does not exist/);
      // Another workspace's project, by id, is not in this one.
      expectCliError(await cli('project:hostname', b.workspace, String(alpha.id), 'x.example'), 1, /does not exist/);
      expectCliError(await cli('project:hostname', 'no-such-workspace', 'magazine', 'x.example'), 1, /does not exist/);
      expectCliError(
        await cli('project:hostname', '--project', alpha.identifier, '--hostname', 'x.example'),
        1,
        /name its workspace/,
      );
      expectCliError(
        await cli('project:hostname', '--project', String(beta.id), '--hostname', 'x.example', '--clear'),
        2,
        /not both/,
      );
      expectCliError(await cli('project:hostname', '--project', String(beta.id)), 2, /--hostname HOST, or --clear/);
    });
  });

  it('IDNA-encodes an internationalised name', async () => {
    const set = ok(await cli('project:hostname', '--project', String(beta.id), '--hostname', 'Bücher.Example'));
    expect(set.hostname).toBe('xn--bcher-kva.example');
    const rows = (await t.dataSource.query('SELECT hostname FROM title WHERE id = ?', [beta.id])) as {
      hostname: string;
    }[];
    expect(rows[0].hostname).toBe('xn--bcher-kva.example');
  });

  it('of two concurrent claims of one hostname, exactly one wins', async () => {
    const [one, two] = await Promise.all([
      spawnCli(t, ['project:hostname', '--project', String(alpha.id), '--hostname', 'twin.example']),
      spawnCli(t, ['project:hostname', '--project', String(beta.id), '--hostname', 'twin.example']),
    ]);
    const results = [one, two];
    expect(results.filter((result) => result.code === 0)).toHaveLength(1);
    const lost = results.find((result) => result.code !== 0)!;
    expectCliError(lost, 1, /already another project's hostname/);
    const rows = (await t.dataSource.query('SELECT id FROM title WHERE hostname = ?', ['twin.example'])) as {
      id: number;
    }[];
    expect(rows).toHaveLength(1);
    // The loser kept what it had.
    const winner = JSON.parse(results.find((result) => result.code === 0)!.stdout) as { id: number };
    const loserId = winner.id === alpha.id ? beta.id : alpha.id;
    const loser = (await t.dataSource.query('SELECT hostname FROM title WHERE id = ?', [loserId])) as {
      hostname: string;
    }[];
    expect(loser[0].hostname).toBe(loserId === alpha.id ? 'docs.alpha.example' : 'xn--bcher-kva.example');
    // Alpha back on its domain for what follows.
    ok(await cli('project:hostname', '--project', String(alpha.id), '--hostname', 'docs.alpha.example'));
  });

  it('--clear removes it, and every instance stops serving it within 5 s', async () => {
    await eachInstanceWithin(Date.now(), 'docs.alpha.example', true);
    const result = await cli('project:hostname', a.workspace, alpha.identifier, '--clear');
    const clearedAt = Date.now();
    expect(ok(result)).toEqual({ id: alpha.id, identifier: alpha.identifier, workspace: a.workspace, hostname: null });
    await eachInstanceWithin(clearedAt, 'docs.alpha.example', false);
    const project = await t.http().get(`/v2/magazine/title/${alpha.id}`).set(a.auth).expect(200);
    expect(project.body.hostname).toBeNull();
    // Freed, the name can be another project's.
    expect(ok(await cli('project:hostname', b.workspace, beta.identifier, 'docs.alpha.example')).hostname).toBe(
      'docs.alpha.example',
    );
  });
});
