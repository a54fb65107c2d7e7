import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { projectDocPage } from '../support/fixtures.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

/**
 * Objects a client sends into stored fields (a workspace's free-form `meta`, a doc's `options`, a
 * project's vendor codes, a page's content) never take `constructor` or `prototype` keys, at any
 * depth: they were dropped without a word or stored and returned. `__proto__` is refused by the
 * JSON parser itself (400). A body nested deeper than 32 levels is a 422 naming its field.
 */
describe('Free-form objects', () => {
  let t: TestApp;
  let a: Tenant;
  let project: number;
  let doc: number;
  let page: number;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('A');
    ({ project, doc, page } = await projectDocPage(t, a));
  });
  afterAll(async () => {
    await t.stop();
  });

  const send = (method: string, path: string, json: string) =>
    t.http()[method as 'patch'](path).set(a.auth).set('Content-Type', 'application/json').send(json);

  it('refuses constructor and prototype keys anywhere in a stored object, 422 naming the key, nothing changed', async () => {
    const account = `/v2/account/${a.workspaceId}`;
    const cases: [string, string, string, string][] = [
      ['patch', account, '{"meta": {"constructor": 1}}', 'meta.constructor'],
      ['patch', account, '{"meta": {"prototype": {"x": 1}}}', 'meta.prototype'],
      ['patch', account, '{"meta": {"a": {"b": {"constructor": "x"}}}}', 'meta.a.b.constructor'],
      ['patch', account, '{"meta": {"list": [1, {"prototype": 2}]}}', 'meta.list.1.prototype'],
      ['patch', `/v2/magazine/edition/${doc}`, '{"options": {"constructor": true}}', 'options.constructor'],
      [
        'patch',
        `/v2/magazine/edition/${doc}`,
        '{"options": {"cookie_check_message": {"prototype": "x"}}}',
        'options.cookie_check_message.prototype',
      ],
      [
        'post',
        '/v2/magazine/edition',
        `{"name": "x", "title": {"id": ${project}}, "options": {"prototype": true}}`,
        'options.prototype',
      ],
      ['patch', `/v2/magazine/title/${project}`, '{"vendorB_code": {"constructor": "x"}}', 'vendorB_code.constructor'],
      [
        'patch',
        `/v2/magazine/page/${page}`,
        '{"content": {"type": "page", "children": [{"type": "paragraph", "text": "x", "constructor": 1}]}}',
        'content.children.0.constructor',
      ],
      ['patch', account, '{"constructor": 1}', 'constructor'],
    ];
    for (const [method, path, json, field] of cases) {
      const response = await t.refusedWithoutChange(() => send(method, path, json));
      expectProblem(response, 422);
      expect({ json, messages: response.body.validation_messages }).toEqual({
        json,
        messages: { [field]: { reserved: expect.any(String) } },
      });
    }
    // A content patch names the patch (its own check).
    const patched = await t.refusedWithoutChange(() =>
      send(
        'patch',
        `/v2/magazine/page/${page}/content`,
        '[{"op": "add", "path": ["children", 0], "value": {"type": "paragraph", "text": "x", "prototype": 1}}]',
      ),
    );
    expect(patched.body.validation_messages).toEqual({ 'patches.0.value': { reserved: expect.any(String) } });
    // __proto__ never reaches a handler.
    for (const json of ['{"meta": {"__proto__": {"admin": true}}}', '{"meta": {"a": [{"__proto__": 1}]}}']) {
      expectProblem(await t.refusedWithoutChange(() => send('patch', account, json)), 400);
    }
    // The words themselves are fine as values, and in other keys.
    const ok = await send('patch', account, '{"meta": {"note": "constructor", "prototype_id": 1}}').expect(200);
    expect(ok.body.meta).toEqual({ note: 'constructor', prototype_id: 1 });
  });

  it("stores a free-form object nested to the body's limit (32 levels) and refuses deeper with 422 naming the field", async () => {
    const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '1' + '}'.repeat(levels - 1);
    const account = `/v2/account/${a.workspaceId}`;
    // meta itself is the first level under the body: 31 more below it is 32 in all.
    const stored = await send('patch', account, `{"meta": {"deep": ${nested(30)}}}`).expect(200);
    expect(JSON.stringify(stored.body.meta.deep)).toBe(nested(30));
    expect((await t.http().get(account).set(a.auth).expect(200)).body.meta.deep).toEqual(JSON.parse(nested(30)));
    for (const levels of [32, 40, 5000]) {
      const refused = await t.refusedWithoutChange(() =>
        send('patch', account, `{"meta": {"deep": ${nested(levels)}}}`),
      );
      expectProblem(refused, 422);
      expect(refused.body.validation_messages).toEqual({ meta: { maxDepth: expect.any(String) } });
    }
  });
});
