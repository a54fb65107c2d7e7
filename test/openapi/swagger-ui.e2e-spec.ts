import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';

import { bootstrapFirstStart } from '../../src/first-start.js';
import { launchBrowser } from '../support/browser.js';
import { settled } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { pngImage } from '../support/png.js';
import { type Tenant, TestApp } from '../support/test-app.js';

/**
 * A first start's workspace and credential (what `npm start` prints on an empty database), as the
 * tenant the tests use beside the browser.
 */
async function firstStart(t: TestApp): Promise<Tenant> {
  // The server prints it as one pino-shaped JSON line on stdout, like every line it writes.
  const printed: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    printed.push(...String(chunk).split('\n'));
    return true;
  }) as typeof process.stdout.write;
  try {
    await bootstrapFirstStart(t.app, t.config);
  } finally {
    process.stdout.write = write;
  }
  const first = printed.find((text) => text.includes('"client_secret"'));
  if (!first) throw new Error(`the first start printed no credential: ${JSON.stringify(printed)}`);
  const line = JSON.parse(first) as {
    workspace: { id: number };
    client_id: string;
    client_secret: string;
  };
  const credential = { client_id: line.client_id, client_secret: line.client_secret };
  const response = await t
    .http()
    .post('/oauth')
    .send({ grant_type: 'client_credentials', ...credential })
    .expect(200);
  const token = response.body.access_token as string;
  return {
    workspaceId: line.workspace.id,
    workspace: (
      (await t.dataSource.query('SELECT identifier FROM workspace WHERE id = ?', [line.workspace.id])) as {
        identifier: string;
      }[]
    )[0].identifier,
    credential: credential as Tenant['credential'],
    token,
    auth: { Authorization: `Bearer ${token}` },
  };
}

/**
 * An integrator's first session, in a real browser: open /docs, authorize through the OAuth2
 * client-credentials flow with the first start's credential, then run List Projects with a filter, Create Project with its example and an upload,
 * each with "Try it out", reading the answer Swagger UI shows.
 */
describe('Swagger UI at /docs, in Chromium', () => {
  let t: TestApp;
  let tenant: Tenant;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    t = await TestApp.start();
    browser = await launchBrowser();
    tenant = await firstStart(t);
    page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // A CSP violation or a script error would break "Try it out" silently.
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${t.url}/docs`);
    await page.locator('.swagger-ui .information-container').waitFor();
    expect(errors).toEqual([]);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /** Opens an operation, presses "Try it out", and returns its block. */
  const tryOut = async (tag: string, operationId: string): Promise<Locator> => {
    const block = page.locator(`#operations-${tag.replace(/ /g, '_')}-${operationId}`);
    await block.locator('.opblock-summary').first().click();
    await block.locator('button.try-out__btn').click();
    return block;
  };

  /**
   * An operation executed before shows its last answer until the next one arrives: pressing Clear
   * first makes the answer read after Execute this execution's (on a loaded machine the old one
   * was read once, CI 2026-11-28).
   */
  const clearAnswer = async (block: Locator, response: Locator) => {
    if ((await response.count()) === 0) return;
    await block.locator('button.btn-clear').click();
    await response.waitFor({ state: 'detached' });
  };

  /** Presses Execute and reads the live response: status and parsed JSON body. */
  const execute = async (block: Locator): Promise<{ status: number; body: any; url: string }> => {
    const response = block.locator('.live-responses-table tbody .response');
    await clearAnswer(block, response);
    await block.locator('button.execute').click();
    await response.waitFor({ timeout: 20_000 });
    const status = Number((await response.locator('.response-col_status').textContent())?.trim());
    const text = (await response.locator('.response-col_description pre').first().textContent()) ?? '';
    const url = (await block.locator('.request-url pre').textContent()) ?? '';
    return { status, body: text ? JSON.parse(text) : undefined, url };
  };

  const param = (block: Locator, name: string) => block.locator(`tr[data-param-name="${name}"]`);

  /** Presses Execute on an operation that answers bytes; returns the status and the Accept sent. */
  const executeBytes = async (
    block: Locator,
    path: RegExp,
  ): Promise<{ status: number; accept: string | undefined }> => {
    const response = block.locator('.live-responses-table tbody .response');
    await clearAnswer(block, response);
    const sent = page.waitForRequest((request) => path.test(new URL(request.url()).pathname));
    await block.locator('button.execute').click();
    const accept = (await sent).headers().accept;
    await response.waitFor({ timeout: 20_000 });
    return { status: Number((await response.locator('.response-col_status').textContent())?.trim()), accept };
  };

  it("lists the servers with this one first, and authorizes through OAuth2 with the first start's credential", async () => {
    const servers = await page.locator('.servers select option').allTextContents();
    expect(servers[0]).toMatch(/^\/ /);
    expect(servers).toHaveLength(3);

    await page.locator('.auth-wrapper button.authorize').click();
    const dialog = page.locator('.dialog-ux');
    // Two ways in: a bearer you hold, or client credentials that Swagger UI trades at /oauth itself.
    const oauth = dialog.locator('.auth-container').filter({ hasText: 'clientCredentials' });
    await oauth.locator('#client_id_clientCredentials').fill(tenant.credential.client_id);
    await oauth.locator('#client_secret_clientCredentials').fill(tenant.credential.client_secret);
    const exchange = page.waitForResponse((response) => new URL(response.url()).pathname === '/oauth');
    await oauth.locator('button.authorize').click();
    expect((await exchange).status()).toBe(200);
    // Authorized: the OAuth2 form says so and offers Logout instead of its fields.
    await dialog.getByRole('button', { name: 'Remove authorization' }).waitFor();
    await dialog.getByText('Authorized').waitFor();
    await dialog.locator('.close-modal').click();
    await page.locator('.auth-wrapper button.authorize.locked').waitFor();
    expect(errors).toEqual([]);
  });

  it('runs List Projects untouched: no pre-filled parameter makes it fail', async () => {
    for (const name of ['Spring Catalogue', 'Annual Report']) await createProject(t, tenant, name);
    const block = await tryOut('Projects', 'listProjects');
    const { status, body } = await execute(block);
    expect(status).toBe(200);
    expect(body.total_items).toBe(2);
  });

  it('runs List Projects with a like filter and shows the one match', async () => {
    const block = page.locator('#operations-Projects-listProjects');
    await param(block, 'filter[0][field]').locator('select').selectOption('name');
    await param(block, 'filter[0][type]').locator('select').selectOption('like');
    await param(block, 'filter[0][value]').locator('input').fill('%Report%');
    await param(block, 'order-by[0][field]').locator('select').selectOption('name');
    await param(block, 'order-by[0][direction]').locator('select').selectOption('desc');
    const { status, body, url } = await execute(block);
    expect(status).toBe(200);
    expect(decodeURIComponent(url)).toContain('filter[0][field]=name&filter[0][type]=like&filter[0][value]=%Report%');
    expect(body.total_items).toBe(1);
    expect(body._embedded.title.map((title: { name: string }) => title.name)).toEqual(['Annual Report']);
  });

  it('runs Create Project with its example as it is', async () => {
    const block = await tryOut('Projects', 'createProject');
    const { status, body } = await execute(block);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Spring Catalogue',
      identifier: 'spring-catalogue-2',
      _embedded: { account: { id: 1 } },
    });
    const rows = (await t.dataSource.query('SELECT name FROM title WHERE id = ?', [body.id])) as { name: string }[];
    expect(rows).toEqual([{ name: 'Spring Catalogue' }]);
  });

  it("edits a new page's content with the Editing example as it is", async () => {
    const project = await createProject(t, tenant, 'Swagger Editing');
    const doc = await createDocWithPages(t, tenant, project.id, 'Edited', [
      { name: 'Empty', content: { type: 'page', children: [] } },
    ]);
    const pages = (
      await t
        .http()
        .get(`/v2/magazine/page?filter[0][field]=edition&filter[0][type]=eq&filter[0][value]=${doc.id}`)
        .set(tenant.auth)
        .expect(200)
    ).body;
    const pageId = pages._embedded.page[0].id as number;
    const block = await tryOut('Editing', 'patchPageContent');
    await param(block, 'page_id').locator('input').fill(String(pageId));
    const { status, body } = await execute(block);
    expect(status).toBe(200);
    expect(body.content).toEqual({ type: 'page', children: [{ type: 'heading', level: 1, text: 'Welcome' }] });
    const stored = (await t.http().get(`/v2/magazine/page/${pageId}`).set(tenant.auth).expect(200)).body;
    expect(stored.content).toEqual(body.content);
    expect(errors).toEqual([]);
  });

  it('uploads a file, leaving folder and account empty', async () => {
    const block = await tryOut('Media Library', 'uploadFiles');
    const field = (name: string) => block.locator(`tr[data-property-name="${name}"]`);
    // Nothing pre-filled: a sample id in both would be a 422 (at most one of them).
    expect(await field('folder').locator('input[type=text]').inputValue()).toBe('');
    expect(await field('account').locator('input[type=text]').inputValue()).toBe('');
    await field('file')
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(16, 9, 1) });
    const { status, body } = await execute(block);
    expect(status).toBe(201);
    expect(body._embedded.file).toHaveLength(1);
    expect(body._embedded.file[0]).toMatchObject({
      name: 'logo.png',
      mime_type: 'image/png',
      kind: 'image',
      width: 16,
      height: 9,
    });
    const root = (await t.http().get('/topiary').set(tenant.auth).expect(200)).body._embedded.folder[0].id;
    expect(body._embedded.file[0].folder).toBe(root);
  });

  it('exports a doc and downloads its archive: the Accept it sends is served', async () => {
    const project = await createProject(t, tenant, 'Swagger Export');
    const doc = await createDocWithPages(t, tenant, project.id, 'Handbook', [
      { name: 'Welcome', content: { type: 'page', children: [] } },
    ]);
    const exportBlock = await tryOut('Jobs', 'exportDoc');
    await param(exportBlock, 'edition_id').locator('input').fill(String(doc.id));
    const queued = await execute(exportBlock);
    expect(queued.status).toBe(202);
    expect((await settled(t, tenant, queued.body.id)).status).toBe('succeeded');

    const block = await tryOut('Jobs', 'downloadJobArchive');
    await param(block, 'job_id').locator('input').fill(String(queued.body.id));
    const { status, accept } = await executeBytes(block, /\/download$/);
    expect(status).toBe(200);
    // What Swagger UI asks for is the documented type; it used to get a 406.
    expect(accept).toBe('application/gzip');
    const link = block.locator('.response-col_description a[download]');
    expect(await link.getAttribute('download')).toBe('swagger-export-handbook.tar.gz');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const archive = await readFile((await download.path())!);
    expect(gunzipSync(archive).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("previews an image variant in the response: the page's policy lets it show a blob: image", async () => {
    const id = await upload(t, tenant, 'wide.png', pngImage(1600, 40, 3), 'image/png');
    const block = await tryOut('Media Library', 'getImageContent');
    await param(block, 'image_id').locator('input').fill(String(id));
    await param(block, 'variant').locator('select').selectOption('desktop');
    const { status, accept } = await executeBytes(block, /\/content$/);
    expect(status).toBe(200);
    expect(accept).toMatch(/^image\//);
    const preview = block.locator('.response-col_description img');
    await expect(preview.getAttribute('src')).resolves.toMatch(/^blob:/);
    // Decoded at the variant's size (desktop: at most 1280 px wide), not blocked and not broken.
    await page.waitForFunction(
      (img) => (img as unknown as { complete: boolean }).complete,
      await preview.elementHandle(),
    );
    expect(await preview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(1280);
    expect(errors).toEqual([]);
  });
});
