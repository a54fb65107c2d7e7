import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import type { Response } from 'supertest';

import { type Exchange, OPENAPI_PATH, OpenApiWatch, takeViolations } from '../support/openapi-watch.js';
import { type Tenant, TestApp } from '../support/test-app.js';

/**
 * The validator that watches the suite (test/support/openapi-watch.ts) fails on what it must:
 * real replies of the app, each changed in one way, and a route the document does not describe.
 */

/** A route the document does not have, added without the test-only opt-out. */
@Controller('undocumented-probe')
class UndocumentedController {
  @Get()
  get() {
    return { hello: 'world' };
  }
}

@Module({ controllers: [UndocumentedController] })
class UndocumentedModule {}

/** A real reply as the app's onSend hook would hand it over, with `change` applied to its JSON body. */
function exchangeOf(
  res: Response,
  route: string,
  change: (body: Record<string, any>) => void = () => undefined,
): Exchange {
  const body = JSON.parse(res.text) as Record<string, any>;
  change(body);
  const url = new URL(res.request.url);
  return {
    method: res.request.method,
    path: url.pathname,
    route,
    requestHeaders: {},
    status: res.status,
    responseHeaders: { ...res.headers },
    payload: JSON.stringify(body),
  };
}

describe('OpenAPI validation of every reply', () => {
  let t: TestApp;
  let tenant: Tenant;
  let watch: OpenApiWatch;
  let root: Response;

  beforeAll(async () => {
    t = await TestApp.start({}, { imports: [UndocumentedModule] });
    tenant = await t.tenant();
    watch = await OpenApiWatch.load();
    root = await t.http().get('/topiary').set(tenant.auth).expect(200);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("passes the root folder, whose parent is null (the issue's finding, fixed in the document)", async () => {
    expect(root.body._embedded.folder[0]._links.parent).toBeNull();
    expect(await watch.check(exchangeOf(root, '/topiary'))).toEqual({ validated: true, violations: [] });
  });

  it('fails the same reply against the document as it was: nullable + allOf($ref) refuses null', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-old-'));
    try {
      const document = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8'));
      const { description } = document.components.schemas.FolderLinksDto.properties.parent;
      document.components.schemas.FolderLinksDto.properties.parent = {
        nullable: true,
        description,
        type: 'object',
        allOf: [{ $ref: '#/components/schemas/HalLinkDto' }],
      };
      writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
      const old = await OpenApiWatch.load(join(dir, 'openapi.json'));
      const outcome = await old.check(exchangeOf(root, '/topiary'));
      expect(outcome).toEqual({
        validated: true,
        violations: [
          expect.stringMatching(
            /^listTopiaryFolders GET \/topiary → 200: body\._embedded\.folder\.0\._links\.parent: .*must be object/,
          ),
        ],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the operation and the field of a body that breaks its schema', async () => {
    const outcome = await watch.check(
      exchangeOf(root, '/topiary', (body) => (body._embedded.folder[0]._computed.files_count = 'three')),
    );
    expect(outcome).toEqual({
      validated: true,
      violations: [
        expect.stringMatching(
          /^listTopiaryFolders GET \/topiary → 200: body\._embedded\.folder\.0\._computed\.files_count: .*integer/,
        ),
      ],
    });
  });

  it('fails a missing required field and an unknown status', async () => {
    const missing = await watch.check(exchangeOf(root, '/topiary', (body) => delete body.total_items));
    expect(missing).toEqual({
      validated: true,
      violations: [expect.stringMatching(/^listTopiaryFolders .*total_items/)],
    });
    const teapot = await watch.check({ ...exchangeOf(root, '/topiary'), status: 418 });
    expect(teapot.validated && teapot.violations.join('\n')).toMatch(
      /^listTopiaryFolders GET \/topiary → 418: .*status code/m,
    );
  });

  it('fails a content type the status does not document', async () => {
    const exchange = exchangeOf(root, '/topiary');
    const outcome = await watch.check({
      ...exchange,
      responseHeaders: { ...exchange.responseHeaders, 'content-type': 'text/plain' },
    });
    expect(outcome.validated && outcome.violations.join('\n')).toMatch(
      /^listTopiaryFolders GET \/topiary → 200: .*media type/im,
    );
  });

  it('fails a problem body that is not the documented problem', async () => {
    const res = await t.http().get('/topiary/999999').set(tenant.auth).expect(404);
    expect(await watch.check(exchangeOf(res, '/topiary/:topiary_id'))).toEqual({ validated: true, violations: [] });
    const outcome = await watch.check(exchangeOf(res, '/topiary/:topiary_id', (body) => delete body.detail));
    expect(outcome).toEqual({
      validated: true,
      violations: [expect.stringMatching(/^getTopiaryFolder GET \/topiary\/999999 → 404: .*detail/)],
    });
  });

  it('checks a twin path against the operation it is the twin of', async () => {
    const res = await t.http().get('/v2/topiary').set(tenant.auth).expect(200);
    expect(await watch.check(exchangeOf(res, '/v2/topiary'))).toEqual({ validated: true, violations: [] });
    const outcome = await watch.check(exchangeOf(res, '/v2/topiary', (body) => (body.page = 'one')));
    expect(outcome).toEqual({
      validated: true,
      violations: [expect.stringMatching(/^listTopiaryFolders GET \/v2\/topiary → 200: body\.page: /)],
    });
  });

  it('exempts a 405 for a method a documented path lacks, and reports any other answer there', async () => {
    // Fastify's router matches /topiary/:topiary_id; the app answers 405, as /topiary/file has no GET.
    const res = await t.http().get('/topiary/file').set(tenant.auth).expect(405);
    const exchange = exchangeOf(res, '/topiary/:topiary_id');
    expect(await watch.check(exchange)).toEqual({ validated: false, exempt: expect.stringContaining('405') });
    expect(await watch.check({ ...exchange, status: 200 })).toEqual({
      validated: true,
      violations: [
        expect.stringMatching(
          /^\(undocumented\) GET \/topiary\/file → 200: the app serves GET \/topiary\/:topiary_id, openapi.json does not document it$/,
        ),
      ],
    });
  });

  it('reports, through the app itself, a route the document does not describe', async () => {
    await t.http().get('/undocumented-probe').set(tenant.auth).expect(200);
    // Taken here, so that this test passes: any other test would fail on it (openapi-watch.setup.ts).
    expect(takeViolations()).toEqual([
      '(undocumented) GET /undocumented-probe → 200: the app serves GET /undocumented-probe, openapi.json does not document it',
    ]);
  });
});
