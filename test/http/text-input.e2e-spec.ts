import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { createProject } from '../support/fixtures.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('text input: what every text field refuses', () => {
  let t: TestApp;
  let a: Tenant;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('A');
  });

  afterAll(async () => {
    await t.stop();
  });

  describe('unpaired surrogates', () => {
    it('are refused with 422 wherever text is accepted, nothing stored', async () => {
      const folder = (await t.http().post('/topiary').set(a.auth).send({ name: 'F' }).expect(201)).body;
      const title = await createProject(t, a, 'T');
      const json = (text: string) => text.replace('LONE', '\\ud800');
      const cases: [string, string, string, string][] = [
        ['post', '/v2/magazine/title', json(`{"name": "x LONE", "account": {"id": ${a.workspaceId}}}`), 'name'],
        ['patch', `/v2/magazine/title/${title.id}`, json('{"website": "https://a.example/LONE"}'), 'website'],
        [
          'patch',
          `/v2/magazine/title/${title.id}`,
          json('{"vendorB_code": {"hub_id": "LONE"}}'),
          'vendorB_code.hub_id',
        ],
        [
          'post',
          '/v2/user',
          json(
            `{"first_name": "\\udc00 Ada", "last_name": "L", "email": "s@example.com", "account": "${a.workspaceId}"}`,
          ),
          'first_name',
        ],
        ['post', '/topiary', json('{"name": "LONE"}'), 'name'],
        ['patch', `/topiary/${folder.id}`, json('{"name": "aLONEb"}'), 'name'],
      ];
      for (const [method, path, body, field] of cases) {
        const response = await t.refusedWithoutChange(() =>
          t.http()[method as 'post'](path).set(a.auth).set('Content-Type', 'application/json').send(body),
        );
        expectProblem(response, 422);
        expect({ path, messages: response.body.validation_messages }).toEqual({
          path,
          messages: { [field]: { wellFormed: expect.any(String) } },
        });
      }
      // A pair is fine.
      await t
        .http()
        .post('/topiary')
        .set(a.auth)
        .set('Content-Type', 'application/json')
        .send('{"name": "\\ud83d\\ude00"}')
        .expect(201);
    });
  });

  describe('names, charsets and PDFs', () => {
    const badNames = ['   ', '\t\n', 'a\u0000b', 'tab\there', 'bell\u0007', 'del\u007f', 'c1\u0085'];

    it('refuses whitespace-only names and names with control characters, the same way everywhere', async () => {
      const folder = (await t.http().post('/topiary').set(a.auth).send({ name: 'Named' }).expect(201)).body;
      const title = await createProject(t, a, 'Named');
      const user = (
        await t
          .http()
          .post('/v2/user')
          .set(a.auth)
          .send({
            first_name: 'Ada',
            last_name: 'L',
            email: 'named@example.com',
            phone: '',
            account: String(a.workspaceId),
          })
          .expect(201)
      ).body;
      for (const name of badNames) {
        const attempts: [string, string, Record<string, unknown>, string][] = [
          ['post', '/v2/magazine/title', { name, account: { id: a.workspaceId } }, 'name'],
          ['patch', `/v2/magazine/title/${title.id}`, { name }, 'name'],
          [
            'post',
            '/v2/user',
            { first_name: name, last_name: 'L', email: 'n2@example.com', account: String(a.workspaceId) },
            'first_name',
          ],
          ['patch', `/v2/user/${user.id}`, { last_name: name }, 'last_name'],
          ['post', '/topiary', { name }, 'name'],
          ['patch', `/topiary/${folder.id}`, { name }, 'name'],
        ];
        for (const [method, path, body, field] of attempts) {
          const response = await t.refusedWithoutChange(() => t.http()[method as 'post'](path).set(a.auth).send(body));
          expectProblem(response, 422);
          expect({ path, name, rules: Object.keys(response.body.validation_messages[field] ?? {}) }).toEqual({
            path,
            name,
            rules: expect.arrayContaining(['isName']),
          });
        }
      }
      // Inner spaces and any script are names.
      await t
        .http()
        .patch(`/v2/magazine/title/${title.id}`)
        .set(a.auth)
        .send({ name: '  Spring  Catalogue ' })
        .expect(200);
      await t.http().patch(`/topiary/${folder.id}`).set(a.auth).send({ name: 'Fotos 写真 ✓' }).expect(200);
    });

    it('answers JSON declared in a charset other than UTF-8 with 415, before reading it', async () => {
      for (const contentType of [
        'application/json; charset=utf-16',
        'application/json;charset="UTF-16LE"',
        'application/hal+json; charset=latin1',
        'application/json; charset=iso-8859-1',
      ]) {
        const response = await t.refusedWithoutChange(() =>
          t
            .http()
            .post('/v2/magazine/title')
            .set(a.auth)
            .set('Content-Type', contentType)
            .send(JSON.stringify({ name: 'x', account: { id: a.workspaceId } })),
        );
        expectProblem(response, 415);
      }
      for (const contentType of [
        'application/json; charset=utf-8',
        'application/json; charset=UTF8',
        'application/json',
      ]) {
        await t
          .http()
          .post('/v2/magazine/title')
          .set(a.auth)
          .set('Content-Type', contentType)
          .send(JSON.stringify({ name: 'ok', account: { id: a.workspaceId } }))
          .expect(201);
      }
    });

    it('serves PDFs with Content-Security-Policy: sandbox', async () => {
      const upload = await t.http().post('/topiary/file').set(a.auth).attach('file', PDF, 'report.pdf').expect(201);
      const file = upload.body._embedded.file[0];
      expect(file.mime_type).toBe('application/pdf');
      const content = await t.http().get(`/topiary/file/${file.id}/content`).set(a.auth).expect(200);
      expect(content.headers['content-security-policy']).toBe('sandbox');
    });
  });
});
