import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { type Tenant, TestApp } from '../support/test-app.js';

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; example?: unknown; schema?: { example?: unknown } }[];
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
};
type Write = { method: 'post' | 'put' | 'patch'; path: string; operation: Operation };

const doc = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Partial<Record<Write['method'], Operation>>>;
};

/** Every operation that takes a JSON body, as the document lists it. */
const writes: Write[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  (['post', 'put', 'patch'] as const).flatMap((method) => {
    const operation = item[method];
    return operation?.requestBody?.content['application/json'] && operation.operationId !== 'createAccessToken'
      ? [{ method, path, operation }]
      : [];
  }),
);

/**
 * The request examples of the document are what Swagger UI's "Try it out" sends untouched and
 * what a reader pastes into curl after a first start (workspace 1). Each must succeed as it is.
 */
describe('the request examples of openapi.json', () => {
  let t: TestApp;
  let first: Tenant;

  beforeAll(async () => {
    t = await TestApp.start();
    first = await t.tenant('Default workspace');
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('exist on every JSON write', () => {
    expect(writes.length).toBeGreaterThan(0);
    const missing = writes
      .filter((w) => !w.operation.requestBody?.content['application/json'].examples?.example)
      .map((w) => w.operation.operationId);
    expect(missing).toEqual([]);
  });

  it('succeed as they are, on a first start (workspace 1)', async () => {
    expect(first.workspaceId).toBe(1);
    const example = (w: Write) => w.operation.requestBody!.content['application/json'].examples!.example.value;
    // A path's `{id}` takes the id a create on the collection above it made; creates go first,
    // and a create that names another resource (a doc names a project) waits for its create.
    // Resources no one creates through the API: the caller's workspace, and the membership the
    // user create gives it (looked up once that create ran).
    const created = new Map<string, number>([['/v2/account', first.workspaceId]]);
    const membership = async () => {
      if (created.has('/v2/membership')) return;
      const list = await t.http().get('/v2/membership?limit=1').set(first.auth).expect(200);
      const id = list.body._embedded?.membership?.[0]?.id;
      if (typeof id === 'number') created.set('/v2/membership', id);
    };
    const urlOf = ({ path, operation }: Write): string | undefined => {
      let missing = false;
      const url = path.replace(/\{\w+\}/g, (_param, offset: number) => {
        // The doc copy also lives under /v3; its doc is the one made under /v2.
        const id = created.get(path.slice(0, offset - 1).replace(/^\/v3\//, '/v2/'));
        if (id === undefined) missing = true;
        return String(id);
      });
      if (missing) return undefined;
      // A required query parameter (the doc of a token import) takes its documented example.
      const query = (operation.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required && (p.example ?? p.schema?.example) !== undefined)
        .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(p.example ?? p.schema?.example))}`);
      return query.length > 0 ? `${url}?${query.join('&')}` : url;
    };
    let pending = [...writes].sort((a, b) => Number(a.method !== 'post') - Number(b.method !== 'post'));
    const failures: Record<string, unknown> = {};
    for (let pass = 0; pass < writes.length && pending.length > 0; pass++) {
      const next: Write[] = [];
      await membership();
      for (const w of pending) {
        const url = urlOf(w);
        if (url === undefined) {
          next.push(w);
          continue;
        }
        const http = t.http();
        const res = await http[w.method](url)
          .set(first.auth)
          .send(example(w) as object);
        if (res.status >= 200 && res.status < 300) {
          delete failures[w.operation.operationId];
          if (w.method === 'post' && typeof res.body?.id === 'number' && !created.has(w.path))
            created.set(w.path, res.body.id);
        } else {
          failures[w.operation.operationId] = { status: res.status, body: res.body };
          next.push(w);
        }
      }
      pending = next;
    }
    expect(failures).toEqual({});
    expect(pending.map((w) => w.operation.operationId)).toEqual([]);
  });
});
