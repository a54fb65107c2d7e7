import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { Transactions } from '../../src/database/transactions.js';
import { enqueueGoalConverted } from '../../src/webhooks/webhook-events.js';
import { type Tenant, TestApp } from '../support/test-app.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

/**
 * Webhooks' safety (docs/webhooks.md, "Safety"): private addresses refused at the attempt (by the
 * name's resolution, not only the URL's text) with the refusal on the delivery; no redirect
 * followed; a flood of an answer cut; a hanging endpoint delays neither a healthy one nor the API.
 */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function deliveries(t: TestApp, tenant: Tenant, id: number): Promise<any[]> {
  return (await t.http().get(`/webhook/${id}/delivery`).set(tenant.auth).expect(200)).body._embedded?.delivery ?? [];
}

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > end) return value;
    await wait(30);
  }
}

describe('webhooks without private addresses', () => {
  let t: TestApp;
  let a: Tenant;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await TestApp.start({ WEBHOOK_ALLOW_HTTP: '1', WEBHOOK_POLL_MS: '50', WEBHOOK_RETRY_SCHEDULE_MS: '60000' });
    a = await t.tenant('Careful');
  });
  afterAll(async () => {
    await t?.stop();
    await receiver?.stop();
  });

  it('refuses a loopback address written as an IP, and one a name resolves to, at the attempt', async () => {
    const literal = await t
      .http()
      .post('/webhook')
      .set(a.auth)
      .send({ url: `${receiver.url}/x`, events: ['*'] });
    expect(literal.status).toBe(422);
    expect(literal.body.validation_messages.url).toHaveProperty('addressRefused');
    // `localhost` passes the create (a name); its resolution is refused at every attempt.
    const port = new URL(receiver.url).port;
    const created = await t
      .http()
      .post('/webhook')
      .set(a.auth)
      .send({ url: `http://localhost:${port}/named`, events: ['goal.converted'] })
      .expect(201);
    await t.app.get(Transactions).run((m) => enqueueGoalConverted(m, a.workspaceId, { goal: { id: 1 }, visit: {} }));
    const [delivery] = await until(
      () => deliveries(t, a, created.body.id),
      (list) => list[0]?.attempts > 0,
    );
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, status_code: null });
    expect(delivery.error).toMatch(/^refused: localhost resolves to .*loopback or private/);
    expect(receiver.received).toHaveLength(0);
  });
});

describe('webhooks to slow, hanging, redirecting and flooding endpoints', () => {
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
      WEBHOOK_TIMEOUT_MS: '1500',
      WEBHOOK_RETRY_SCHEDULE_MS: '60000',
    });
    a = await t.tenant('Hanging');
    b = await t.tenant('Healthy');
  });
  afterAll(async () => {
    await t?.stop();
    await receiver?.stop();
  });

  const hook = async (tenant: Tenant, path: string) =>
    (
      await t
        .http()
        .post('/webhook')
        .set(tenant.auth)
        .send({ url: `${receiver.url}${path}`, events: ['goal.converted'] })
        .expect(201)
    ).body.id as number;
  const goal = (tenant: Tenant, n: number) =>
    t.app.get(Transactions).run((m) => enqueueGoalConverted(m, tenant.workspaceId, { goal: { id: n }, visit: {} }));

  it('does not follow a redirect and reads at most 64 KiB of a flood', async () => {
    receiver.answer = (request, response) => {
      if (request.path === '/redirect') {
        response.writeHead(307, { location: `${receiver.url}/elsewhere` });
        return response.end();
      }
      if (request.path === '/flood') {
        response.writeHead(200);
        const chunk = Buffer.alloc(64 * 1024, 'x');
        // Megabytes, as fast as the socket takes them: the worker stops reading after 64 KiB.
        const write = () => {
          while (!response.destroyed && response.write(chunk));
          if (!response.destroyed) response.once('drain', write);
        };
        response.on('error', () => undefined);
        return write();
      }
      response.end('ok');
    };
    const redirect = await hook(a, '/redirect');
    const flood = await hook(b, '/flood');
    await goal(a, 1);
    await goal(b, 2);
    const [redirected] = await until(
      () => deliveries(t, a, redirect),
      (list) => list[0]?.attempts > 0,
    );
    expect(redirected).toMatchObject({ status_code: 307, error: 'answered 307 (redirects are not followed)' });
    const [flooded] = await until(
      () => deliveries(t, b, flood),
      (list) => list[0]?.status === 'succeeded',
    );
    expect(flooded).toMatchObject({ status: 'succeeded', status_code: 200 });
    expect(flooded.duration_ms).toBeLessThan(1500);
    expect(receiver.received.filter((request) => request.path === '/elsewhere')).toHaveLength(0);
    await t.http().delete(`/webhook/${redirect}`).set(a.auth).expect(204);
    await t.http().delete(`/webhook/${flood}`).set(b.auth).expect(204);
  });

  it('a hanging endpoint delays neither a healthy one of another workspace nor the API', async () => {
    receiver.answer = (request, response) => {
      if (request.path === '/hang') return; // never answers
      response.end('ok');
    };
    const hanging = await hook(a, '/hang');
    await hook(b, '/healthy');
    for (let n = 0; n < 3; n++) await goal(a, n);
    await receiver.waitFor('/hang', 1);
    const started = Date.now();
    for (let n = 0; n < 5; n++) await goal(b, n);
    const healthy = await receiver.waitFor('/healthy', 5);
    // All five while the hanging one holds its attempt (1.5 s): well before its timeout ran out.
    expect(healthy[4].at - started).toBeLessThan(1200);
    const latencies = [];
    for (let n = 0; n < 10; n++) {
      const begin = performance.now();
      await t.http().get('/webhook').set(b.auth).expect(200);
      latencies.push(performance.now() - begin);
    }
    expect(Math.max(...latencies)).toBeLessThan(500);
    const [attempted] = await until(
      () => deliveries(t, a, hanging),
      (list) => list.some((d) => d.attempts > 0),
    ).then((list) => list.filter((d) => d.attempts > 0));
    expect(attempted.error).toMatch(/timed out after 1500 ms/);
    // In order: the later two wait behind the first, which waits for its retry.
    expect(receiver.received.filter((request) => request.path === '/hang')).toHaveLength(1);
  });
});
