import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { AnalyticsClock } from '../../src/analytics/analytics-clock.js';
import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { Rollups } from '../../src/analytics/rollups.js';
import { Transactions } from '../../src/database/transactions.js';
import { JobQueue } from '../../src/exports/job-queue.js';
import { enqueueGoalConverted, enqueueWebhookEvent } from '../../src/webhooks/webhook-events.js';
import { createDocWithPages, createProject, createToken } from '../support/fixtures.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

/**
 * Webhooks (docs/webhooks.md): the resource, every event type delivered to a receiver this test
 * runs and verified with the Standard Webhooks reference library (`standardwebhooks`), retries,
 * the auto-disable, a rolled-back change that sends nothing, and a workspace delete.
 */
describe('webhooks', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await TestApp.start({
      WEBHOOK_ALLOW_HTTP: '1',
      WEBHOOK_ALLOW_PRIVATE: '1',
      WEBHOOK_POLL_MS: '50',
      WEBHOOK_RETRY_SCHEDULE_MS: '100,100,100',
      WEBHOOK_DISABLE_AFTER_MS: '250',
      WEBHOOK_TIMEOUT_MS: '2000',
      EXPORT_CONCURRENCY: '0',
      ANALYTICS_ROLLUP_INTERVAL_MS: '0',
    });
    a = await t.tenant('Hooked');
    b = await t.tenant('Other');
  });
  afterAll(async () => {
    await t?.stop();
    await receiver?.stop();
  });

  const hook = async (tenant: Tenant, path: string, events: string[] = ['*']) => {
    const res = await t
      .http()
      .post('/webhook')
      .set(tenant.auth)
      .send({ url: `${receiver.url}${path}`, events })
      .expect(201);
    return { id: res.body.id as number, secret: res.body.secret as string };
  };
  const count = async (table: string) => Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

  it('creates, shows the secret once, rotates it, lists, updates and refuses bad input', async () => {
    const created = await t
      .http()
      .post('/v2/webhook')
      .set(a.auth)
      .send({ url: `${receiver.url}/crud`, events: ['doc.published'], description: 'CRM' })
      .expect(201);
    expect(created.headers.location).toMatch(new RegExp(`/v2/webhook/${created.body.id}$`));
    expect(created.body).toMatchObject({
      url: `${receiver.url}/crud`,
      events: ['doc.published'],
      description: 'CRM',
      is_enabled: true,
      disabled_reason: null,
      _computed: { last_delivery: null, failing_since: null },
    });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.body.secret.slice(6), 'base64')).toHaveLength(32);
    const id = created.body.id;
    const read = await t.http().get(`/webhook/${id}`).set(a.auth).expect(200);
    expect(read.body.secret).toBeUndefined();
    expect(read.body._links.self.href).toMatch(new RegExp(`/webhook/${id}$`));
    const rotated = await t.http().post(`/webhook/${id}/rotate`).set(a.auth).expect(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    const list = await t.http().get('/webhook').set(a.auth).expect(200);
    expect(list.body._embedded.webhook.map((w: { id: number }) => w.id)).toContain(id);
    expect(list.body._embedded.webhook.every((w: { secret?: string }) => w.secret === undefined)).toBe(true);
    const patched = await t
      .http()
      .patch(`/webhook/${id}`)
      .set(a.auth)
      .send({ events: ['*'], is_enabled: false })
      .expect(200);
    expect(patched.body).toMatchObject({ events: ['*'], is_enabled: false });

    // Another workspace never sees it.
    await t.http().get(`/webhook/${id}`).set(b.auth).expect(404);
    await t.http().patch(`/webhook/${id}`).set(b.auth).send({ description: 'x' }).expect(404);
    await t.http().post(`/webhook/${id}/rotate`).set(b.auth).expect(404);
    expect((await t.http().get('/webhook').set(b.auth).expect(200)).body.total_items).toBe(0);

    const before = await count('webhook_endpoint');
    for (const [body, field] of [
      [{ url: 'http://169.254.169.254/latest', events: ['*'] }, 'url'],
      [{ url: 'http://[::ffff:a9fe:a9fe]/x', events: ['*'] }, 'url'],
      [{ url: 'ftp://example.com/x', events: ['*'] }, 'url'],
      [{ url: 'https://example.com/x', events: ['doc.deleted'] }, 'events'],
      [{ url: 'https://example.com/x', events: [] }, 'events'],
      [{ url: 'https://example.com/x' }, 'events'],
      [{ url: 'https://example.com/x', events: ['*'], secret: 'whsec_mine' }, 'secret'],
    ] as const) {
      const res = await t.http().post('/webhook').set(a.auth).send(body);
      expectProblem(res, 422);
      expect(Object.keys(res.body.validation_messages)).toContain(field);
    }
    expect(await count('webhook_endpoint')).toBe(before);
    await t.http().delete(`/webhook/${id}`).set(a.auth).expect(204);
    await t.http().get(`/webhook/${id}`).set(a.auth).expect(404);
  });

  it('sends doc.published and doc.unpublished, signed, from the change of the doc', async () => {
    const { secret } = await hook(a, '/docs', ['doc.published', 'doc.unpublished']);
    const project = await createProject(t, a);
    const doc = await createDocWithPages(t, a, project.id, 'Proposal', [
      { name: 'Intro', identifier: 'intro', content: { type: 'page', children: [] } },
    ]);
    await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200);
    await t.http().post(`/v2/magazine/edition/${doc.id}/unpublish`).set(a.auth).expect(200);
    const got = await receiver.waitFor('/docs', 2);
    expect(got[0].headers['webhook-id']).toMatch(/^msg_/);
    expect(got[0].headers['webhook-signature']).toMatch(/^v1,/);
    const events = receiver.verified('/docs', secret);
    expect(events.map((event) => event.type)).toEqual(['doc.published', 'doc.unpublished']);
    expect(events[0].data).toMatchObject({ id: doc.id, status: 'published' });
    expect(events[1].data).toMatchObject({ id: doc.id, status: 'draft' });
    expect(events[0].timestamp).toMatch(/Z$/);
    // The other workspace's changes go to none of these.
    expect(() => receiver.verified('/docs', 'whsec_' + Buffer.alloc(32).toString('base64'))).toThrow();
  });

  it('sends export.succeeded and export.failed when a job ends', async () => {
    const { secret } = await hook(a, '/exports', ['export.succeeded', 'export.failed']);
    const project = await createProject(t, a);
    const doc = await createDocWithPages(t, a, project.id, 'Exported', [
      { name: 'Intro', identifier: 'intro', content: { type: 'page', children: [] } },
    ]);
    const queue = t.app.get(JobQueue);
    const first = (await t.http().post(`/v2/magazine/edition/${doc.id}/export`).set(a.auth).expect(202)).body.id;
    const [one] = (await queue.claim('test-worker', 1)).claimed;
    expect(one.id).toBe(first);
    expect(await queue.succeed(one, { size: 10, checksum: 'a'.repeat(64) })).toBe(true);
    const second = (await t.http().post(`/v2/magazine/edition/${doc.id}/export`).set(a.auth).expect(202)).body.id;
    const [two] = (await queue.claim('test-worker', 1)).claimed;
    expect(await queue.fail(two, 'The export failed')).toBe(true);
    await receiver.waitFor('/exports', 2);
    const events = receiver.verified('/exports', secret);
    expect(events.map((event) => [event.type, event.data.id, event.data.status])).toEqual([
      ['export.succeeded', first, 'succeeded'],
      ['export.failed', second, 'failed'],
    ]);
    expect(events[1].data.error).toBe('The export failed');
  });

  it('sends token.viewed once per visit of a token, with its external_id and the visit', async () => {
    const { secret } = await hook(a, '/views', ['token.viewed']);
    const project = await createProject(t, a);
    const doc = await createDocWithPages(t, a, project.id, 'Offer', [
      { name: 'Intro', identifier: 'intro', content: { type: 'page', children: [] } },
      { name: 'Price', identifier: 'price', content: { type: 'page', children: [] } },
    ]);
    await t
      .http()
      .patch(`/v2/magazine/edition/${doc.id}`)
      .set(a.auth)
      .send({ options: { has_personalization: true } })
      .expect(200);
    const uid = (await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200)).body.uid;
    const token = await createToken(t, a, doc.id, { name: 'Acme, Anna', external_id: 'crm-0042' });
    const clock = t.app.get(AnalyticsClock);
    const view = (page: string) =>
      t
        .http()
        .post('/analytics/event')
        .set('Content-Type', 'text/plain')
        .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')
        .send(JSON.stringify({ type: 'pageview', doc: uid, page, token: token.key }))
        .expect(202);
    clock.set(new Date('2026-11-20T09:00:00Z'));
    await view('intro');
    clock.set(new Date('2026-11-20T09:00:30Z'));
    await view('price');
    // A second visit, after more than 30 idle minutes.
    clock.set(new Date('2026-11-20T10:00:00Z'));
    await view('intro');
    await t.app.get(EventBuffer).flush();
    const rollups = t.app.get(Rollups);
    while (await rollups.foldNext(new Date('2026-11-20T10:05:00Z')));
    await receiver.waitFor('/views', 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const events = receiver.verified('/views', secret);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      type: 'token.viewed',
      timestamp: '2026-11-20T09:00:00.000Z',
      data: {
        external_id: 'crm-0042',
        token: { id: token.id, name: 'Acme, Anna', external_id: 'crm-0042', edition: doc.id },
        visit: { started_on: '2026-11-20T09:00:00.000Z', doc: doc.id, project: project.id, device: null },
      },
    });
    expect(events[1].data.visit.started_on).toBe('2026-11-20T10:00:00.000Z');
  });

  it('sends goal.converted through the one function the goals module calls, and a ping', async () => {
    const { id, secret } = await hook(a, '/goals', ['goal.converted']);
    await t.app
      .get(Transactions)
      .run((manager) =>
        enqueueGoalConverted(manager, a.workspaceId, { goal: { id: 7, name: 'Read the price' }, visit: { doc: 1 } }),
      );
    const ping = await t.http().post(`/webhook/${id}/ping`).set(a.auth).expect(202);
    expect(ping.body).toMatchObject({ event: 'webhook.ping', status: 'pending', attempts: 0 });
    await receiver.waitFor('/goals', 2);
    const events = receiver.verified('/goals', secret);
    expect(events.map((event) => event.type)).toEqual(['goal.converted', 'webhook.ping']);
    expect(events[0].data).toEqual({ goal: { id: 7, name: 'Read the price' }, visit: { doc: 1 } });
    expect(events[1].data).toEqual({ webhook: id });
    // The receiver answered; the attempt's outcome is written just after.
    let last;
    const end = Date.now() + 5000;
    do {
      last = (await t.http().get(`/webhook/${id}`).set(a.auth).expect(200)).body._computed.last_delivery;
    } while (!(last?.event === 'webhook.ping' && last?.status === 'succeeded') && Date.now() < end);
    expect(last).toMatchObject({ event: 'webhook.ping', status: 'succeeded', status_code: 200 });
  });

  it('sends nothing for a change that rolled back', async () => {
    await hook(a, '/rollback', ['doc.published']);
    const before = await count('webhook_delivery');
    await expect(
      t.app.get(Transactions).run(async (manager) => {
        await enqueueWebhookEvent(manager, a.workspaceId, 'doc.published', { id: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count('webhook_delivery')).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.filter((request) => request.path === '/rollback')).toHaveLength(0);
  });

  it('retries a failed attempt by the schedule, keeps the order, and logs the attempts', async () => {
    const { id, secret } = await hook(a, '/flaky', ['goal.converted']);
    let failures = 2;
    receiver.answer = (request, response) => {
      if (request.path === '/flaky' && failures-- > 0) {
        response.statusCode = 503;
        return response.end('busy');
      }
      response.end('ok');
    };
    const tx = t.app.get(Transactions);
    await tx.run((m) => enqueueGoalConverted(m, a.workspaceId, { goal: { id: 1 }, visit: { n: 1 } }));
    await tx.run((m) => enqueueGoalConverted(m, a.workspaceId, { goal: { id: 2 }, visit: { n: 2 } }));
    await receiver.waitFor('/flaky', 4);
    const events = receiver.verified('/flaky', secret);
    // The first event three times (two refusals, then accepted), then the second: never out of order.
    expect(events.map((event) => event.data.goal.id)).toEqual([1, 1, 1, 2]);
    const ids = receiver.received.filter((r) => r.path === '/flaky').map((r) => r.headers['webhook-id']);
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    // The receiver answered; the last attempt's outcome is written just after.
    let log;
    const end = Date.now() + 5000;
    do {
      log = await t.http().get(`/webhook/${id}/delivery`).set(a.auth).expect(200);
    } while (log.body._embedded.delivery.some((d: any) => d.status !== 'succeeded') && Date.now() < end);
    expect(log.body._embedded.delivery.map((d: any) => [d.status, d.attempts, d.status_code])).toEqual([
      ['succeeded', 1, 200],
      ['succeeded', 3, 200],
    ]);
    const one = log.body._embedded.delivery[1];
    const read = await t.http().get(`/webhook/${id}/delivery/${one.id}`).set(a.auth).expect(200);
    expect(read.body).toMatchObject({ id: one.id, attempts: 3, status: 'succeeded', event: 'goal.converted' });
    expect(read.body._links.self.href).toMatch(new RegExp(`/webhook/${id}/delivery/${one.id}$`));
    await t.http().get(`/webhook/${id}/delivery/${one.id}`).set(b.auth).expect(404);
    receiver.answer = (_request, response) => response.end('ok');
  });

  it('disables an endpoint that keeps failing, says why, and retries a delivery on request', async () => {
    const { id } = await hook(a, '/dead', ['goal.converted']);
    receiver.answer = (request, response) => {
      response.statusCode = request.path === '/dead' ? 500 : 200;
      response.end();
    };
    await t.app.get(Transactions).run((m) => enqueueGoalConverted(m, a.workspaceId, { goal: { id: 3 }, visit: {} }));
    const end = Date.now() + 10_000;
    let shown;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      shown = (await t.http().get(`/webhook/${id}`).set(a.auth).expect(200)).body;
    } while (shown.is_enabled && Date.now() < end);
    expect(shown.is_enabled).toBe(false);
    expect(shown.disabled_reason).toMatch(/answered 500/);
    expect(shown._computed.failing_since).toMatch(/Z$/);
    const log = await t.http().get(`/webhook/${id}/delivery`).set(a.auth).expect(200);
    const [delivery] = log.body._embedded.delivery;
    expect(delivery).toMatchObject({ status_code: 500, error: 'answered 500' });
    expect(delivery.attempts).toBeGreaterThanOrEqual(3);

    // Its owner fixes the receiver, enables it again and retries the delivery.
    receiver.answer = (_request, response) => response.end('ok');
    await t.http().patch(`/webhook/${id}`).set(a.auth).send({ is_enabled: true }).expect(200);
    await t.http().post(`/webhook/${id}/delivery/${delivery.id}/retry`).set(a.auth).expect(202);
    await t.http().post(`/webhook/${id}/delivery/${delivery.id}/retry`).set(b.auth).expect(404);
    const deadline = Date.now() + 10_000;
    let status;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await t.http().get(`/webhook/${id}/delivery`).set(a.auth).expect(200)).body._embedded.delivery[0]
        .status;
    } while (status !== 'succeeded' && Date.now() < deadline);
    expect(status).toBe('succeeded');
    const after = (await t.http().get(`/webhook/${id}`).set(a.auth).expect(200)).body;
    expect(after).toMatchObject({ is_enabled: true, disabled_reason: null, _computed: { failing_since: null } });
  });

  it('deletes the webhooks and their deliveries with the workspace', async () => {
    const c = await t.tenant('Leaving');
    const { id } = await hook(c, '/leaving', ['goal.converted']);
    await t.app.get(Transactions).run((m) => enqueueGoalConverted(m, c.workspaceId, { goal: { id: 9 }, visit: {} }));
    await receiver.waitFor('/leaving', 1);
    await t.http().delete(`/v2/account/${c.workspaceId}`).set(c.auth).expect(204);
    expect(await t.dataSource.query('SELECT id FROM webhook_endpoint WHERE id = ?', [id])).toEqual([]);
    expect(await t.dataSource.query('SELECT id FROM webhook_delivery WHERE endpoint_id = ?', [id])).toEqual([]);
  });
});
