import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { binary } from '../support/binary.js';
import { image, png, settled } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

/**
 * Byte routes declare the types they answer (`@Produces`, read by the one content negotiation for
 * every route). An export's download takes an Accept that covers `application/gzip` (what Swagger
 * UI and a generated client send, which the JSON negotiation used to refuse) or `*\/*`; any other
 * type is a 406 problem that changes nothing. Media content and image variants are served
 * whatever the Accept (`@ProducesAnyAccept`): the platform's clients follow their links with their
 * JSON Accept, and browsers embed them with their own.
 */
describe('Accept on byte routes', () => {
  let t: TestApp;
  let tenant: Tenant;
  let download: string;
  let imageContent: string;
  let fileContent: string;

  beforeAll(async () => {
    t = await TestApp.start({ EXPORT_POLL_MS: '50' });
    tenant = await t.tenant();
    const imageId = await upload(t, tenant, 'cover.png', png(7, 1600, 40), 'image/png');
    const project = await createProject(t, tenant, 'Negotiation');
    const doc = await createDocWithPages(t, tenant, project.id, 'Accept', [
      { name: 'One', content: { type: 'page', children: [image(imageId)] } },
    ]);
    const job = await settled(
      t,
      tenant,
      (await t.http().post(`/v2/magazine/edition/${doc.id}/export`).set(tenant.auth).expect(202)).body.id,
    );
    expect(job.status).toBe('succeeded');
    download = `/v2/job/${job.id}/download`;
    imageContent = `/v2/image/${imageId}/content`;
    fileContent = `/topiary/file/${imageId}/content`;
  }, 60_000);

  afterAll(async () => {
    await t?.stop();
  });

  const get = (path: string, accept: string) =>
    t.http().get(path).set(tenant.auth).set('Accept', accept).buffer(true).parse(binary);

  it.each(['application/gzip', '*/*', 'application/*', 'text/html, application/gzip;q=0.9'])(
    'downloads the archive with Accept %p',
    async (accept) => {
      const res = await get(download, accept).expect(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(gunzipSync(res.body as Buffer).length).toBeGreaterThan(0);
    },
  );

  it.each(['image/png', 'application/json', 'application/hal+json', 'application/gzip;q=0'])(
    'refuses the download with Accept %p: 406, nothing changed',
    async (accept) => {
      const res = await t.refusedWithoutChange(() => t.http().get(download).set(tenant.auth).set('Accept', accept));
      expectProblem(res, 406, 'Not acceptable: this route answers application/gzip');
    },
  );

  it.each([
    ['image/png', ''],
    ['*/*', ''],
    ['image/*', '?variant=desktop'],
    ['image/png', '?variant=desktop'],
    ['image/avif,image/webp,image/apng,*/*;q=0.8', '?variant=full'],
  ])('serves media content with Accept %p (%s)', async (accept, variant) => {
    for (const path of [imageContent, fileContent]) {
      const res = await get(`${path}${variant}`, accept).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect((res.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('serves a variant at its own size', async () => {
    const res = await get(`${imageContent}?variant=desktop`, 'image/png').expect(200);
    expect((res.body as Buffer).readUInt32BE(16)).toBe(1280);
  });

  it.each(['application/json', 'application/vnd.becky.v2+json', 'application/gzip', 'text/html'])(
    'serves media content and variants whatever the Accept: %p',
    async (accept) => {
      for (const path of [imageContent, `${imageContent}?variant=desktop`, fileContent]) {
        const res = await get(path, accept).expect(200);
        expect(res.headers['content-type']).toBe('image/png');
      }
    },
  );

  it('still negotiates JSON on the resources beside them', async () => {
    expectProblem(
      await t.http().get(download.replace('/download', '')).set(tenant.auth).set('Accept', 'application/gzip'),
      406,
    );
    await t.http().get(download.replace('/download', '')).set(tenant.auth).set('Accept', '*/*').expect(200);
  });
});
