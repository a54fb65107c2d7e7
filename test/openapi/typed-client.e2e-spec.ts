import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import createClient from 'openapi-fetch';

import type { paths } from '../client/openapi.js';
import { pngImage } from '../support/png.js';
import { TestApp } from '../support/test-app.js';

/**
 * The quick start, through a client generated from openapi.json (openapi-typescript types and
 * openapi-fetch): if the document lies about a path, a parameter, a body or an answer, this
 * spec stops compiling or fails.
 */
describe('a typed client generated from openapi.json', () => {
  let t: TestApp;
  let workspaceId: number;
  let client_id: string;
  let client_secret: string;

  beforeAll(async () => {
    t = await TestApp.start();
    const tenant = await t.tenant('Quick start');
    ({ workspaceId } = tenant);
    ({ client_id, client_secret } = tenant.credential);
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('runs the quick start: token, create, list with a filter, PATCH with If-Match, upload, delete', async () => {
    const api = createClient<paths>({ baseUrl: t.url });

    // 1. A token for the client credentials.
    const token = await api.POST('/oauth', { body: { grant_type: 'client_credentials', client_id, client_secret } });
    expect(token.response.status).toBe(200);
    expect(token.data?.token_type).toBe('Bearer');
    const authorized = createClient<paths>({
      baseUrl: t.url,
      headers: { Authorization: `Bearer ${token.data!.access_token}` },
    });

    // 2. Create a project.
    const created = await authorized.POST('/v2/magazine/title', {
      body: { name: 'Quick Start Catalogue', account: { id: workspaceId } },
    });
    expect(created.response.status).toBe(201);
    const project = created.data!;
    expect(project).toMatchObject({ name: 'Quick Start Catalogue', identifier: 'quick-start-catalogue', license: 1 });
    expect(created.response.headers.get('location')).toBe(project._links.self.href);
    await authorized.POST('/v2/magazine/title', { body: { name: 'Something Else', account: { id: workspaceId } } });

    // 3. List with a filter, in the bracket syntax the document spells out.
    const list = await authorized.GET('/v2/magazine/title', {
      params: {
        query: {
          'filter[0][field]': 'name',
          'filter[0][type]': 'like',
          'filter[0][value]': 'Quick%',
          'order-by[0][field]': 'id',
          'order-by[0][direction]': 'desc',
        },
      },
    });
    expect(list.response.status).toBe(200);
    expect(list.data!.total_items).toBe(1);
    expect(list.data!._embedded.title.map((title) => title.id)).toEqual([project.id]);

    // 4. PATCH with If-Match: the current tag wins, the same tag again is stale (412).
    const etag = created.response.headers.get('etag')!;
    const path = { project_id: project.id };
    const patched = await authorized.PATCH('/v2/magazine/title/{project_id}', {
      params: { path, header: { 'If-Match': etag } },
      body: { name: 'Autumn Catalogue' },
    });
    expect(patched.response.status).toBe(200);
    expect(patched.data!.name).toBe('Autumn Catalogue');
    const stale = await authorized.PATCH('/v2/magazine/title/{project_id}', {
      params: { path, header: { 'If-Match': etag } },
      body: { name: 'Lost Update' },
    });
    expect(stale.response.status).toBe(412);
    expect(stale.error).toMatchObject({ status: 412, title: 'Precondition Failed' });

    // 5. Upload a file to the workspace's root folder.
    const uploaded = await authorized.POST('/topiary/file', {
      body: { file: [new File([pngImage(4, 3, 2)], 'logo.png', { type: 'image/png' })] },
      bodySerializer: (body) => {
        const form = new FormData();
        for (const file of body.file) form.append('file', file);
        return form;
      },
    });
    expect(uploaded.response.status).toBe(201);
    const [file] = uploaded.data!._embedded.file;
    expect(file).toMatchObject({ name: 'logo.png', mime_type: 'image/png', kind: 'image', width: 4, height: 3 });
    const image = await authorized.GET('/image/{image_id}', { params: { path: { image_id: file.id } } });
    expect(image.data!.checksum).toBe(file.checksum);

    // 6. Delete the project, then it is gone.
    const deleted = await authorized.DELETE('/v2/magazine/title/{project_id}', { params: { path } });
    expect(deleted.response.status).toBe(204);
    const gone = await authorized.GET('/v2/magazine/title/{project_id}', { params: { path } });
    expect(gone.response.status).toBe(404);
    expect(gone.error).toMatchObject({ status: 404, detail: 'Entity not found.' });
  });
});
