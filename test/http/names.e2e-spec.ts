import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { projectDocPage } from '../support/fixtures.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

/**
 * One rule for every name (src/common/dto/name.ts): a visible character, no control character, no
 * bidirectional embedding, override or isolate. Hardening (issue 12) applied it to projects, users
 * and folders; docs, pages and workspaces took whitespace-only names, control and bidi characters.
 */
const BAD_NAMES = [
  '   ',
  '\t\n',
  'a\u0000b',
  'bell\u0007',
  'c1\u0085',
  'evil\u202Egpj.exe',
  '\u202D',
  'iso\u2066late\u2069',
  ' \u202E ',
];
const GOOD_NAMES = ['Spring  issue ', 'Fotos 写真 ✓', 'שלום\u200F עולם', 'مرحبا'];

describe('Names', () => {
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

  const attempts = (name: string): [string, string, Record<string, unknown>][] => [
    ['post', '/v2/magazine/edition', { name, title: { id: project } }],
    ['patch', `/v2/magazine/edition/${doc}`, { name }],
    ['post', `/v2/magazine/edition/${doc}/copy`, { name }],
    ['post', '/v2/magazine/page', { name, edition: { id: doc } }],
    ['patch', `/v2/magazine/page/${page}`, { name }],
    ['patch', `/v2/account/${a.workspaceId}`, { name }],
    // Already under the rule: the bidi characters are new to it.
    ['post', '/v2/magazine/title', { name, account: { id: a.workspaceId } }],
    ['post', '/topiary', { name }],
  ];

  it('refuses whitespace-only names and names with control or bidi override characters, 422 isName, nothing changed', async () => {
    for (const name of BAD_NAMES) {
      for (const [method, path, body] of attempts(name)) {
        const response = await t.refusedWithoutChange(() => t.http()[method as 'post'](path).set(a.auth).send(body));
        expectProblem(response, 422);
        expect({ path, name, messages: response.body.validation_messages }).toEqual({
          path,
          name,
          messages: { name: expect.objectContaining({ isName: expect.any(String) }) },
        });
      }
    }
  });

  it('takes names in any script, with inner spaces and right-to-left marks', async () => {
    for (const name of GOOD_NAMES) {
      const created = await t
        .http()
        .post('/v2/magazine/page')
        .set(a.auth)
        .send({ name, edition: { id: doc } })
        .expect(201);
      expect(created.body.name).toBe(name);
      await t.http().patch(`/v2/magazine/edition/${doc}`).set(a.auth).send({ name }).expect(200);
      await t.http().patch(`/v2/account/${a.workspaceId}`).set(a.auth).send({ name }).expect(200);
    }
  });
});
