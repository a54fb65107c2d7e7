import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { describe, expect, it } from '@jest/globals';

import { generateOpenApiJson } from '../../src/openapi.js';

describe('openapi.json', () => {
  it('comes with the Swagger plugin metadata of the current DTOs (run `npm run openapi` after changing a DTO)', () => {
    // src/metadata.ts is what the app loads; the document below can only be as fresh as it is.
    const check = spawnSync(process.execPath, ['scripts/swagger-metadata.mjs', '--check'], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    // Its stderr only matters when it fails (stale, or the generator broke).
    expect({ status: check.status, stderr: check.status === 0 ? '' : check.stderr }).toEqual({ status: 0, stderr: '' });
  }, 150_000);

  it('is what the code generates (run `npm run openapi` after changing an API)', async () => {
    const committed = readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(await generateOpenApiJson());
  });

  it('has generated client types that match it (run `npm run openapi:types` after changing it)', () => {
    const check = spawnSync(process.execPath, ['scripts/openapi-types.mjs', '--check'], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    // stderr may say that the generator was installed first; only `--check`'s verdict counts.
    expect({ status: check.status, stale: /stale/.test(check.stderr) }).toEqual({ status: 0, stale: false });
  }, 150_000);

  it('documents BearerAuth on every route but the public ones, both clusters and version 1.0.0', async () => {
    const doc = JSON.parse(await generateOpenApiJson());
    expect(doc.info.version).toBe('1.0.0');
    // This server first (Swagger UI's Try it out and generated clients call it), then both clusters.
    expect(doc.servers.map((s: { url: string }) => s.url)).toEqual([
      '/',
      'https://eu.api.example.com',
      'https://us.api.example.com',
    ]);
    expect(doc.components.securitySchemes.BearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'opaque',
      description: expect.stringContaining('POST /oauth'),
    });
    // `/media/{id}/content`: a signed link is its own credential (docs/media-urls.md).
    const publicPaths = new Set([
      '/oauth',
      '/health',
      '/ready',
      '/media/{file_id}/content',
      '/v2/magazine/edition/{edition_id}/cover',
      '/analytics/event',
    ]);
    for (const [path, operations] of Object.entries<Record<string, { security?: unknown[] }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const secured = (operation.security ?? []).some((s) => Object.hasOwn(s as object, 'BearerAuth'));
        expect(`${method} ${path} ${secured ? 'secured' : 'public'}`).toBe(
          `${method} ${path} ${publicPaths.has(path) ? 'public' : 'secured'}`,
        );
        // Public operations say so explicitly, or linters and clients read them as secured.
        if (!secured) expect(operation.security).toEqual([]);
      }
    }
  });

  it('documents 429 with the rate-limit headers and 503 with Retry-After wherever they can happen', async () => {
    const doc = JSON.parse(await generateOpenApiJson());
    type Op = {
      security?: unknown[];
      responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
    };
    for (const [path, operations] of Object.entries<Record<string, Op>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        const secured = (operation.security ?? []).length > 0;
        // The analytics beacon is public but limited per client IP (CONTRACT 16).
        const rateLimited = secured || path === '/oauth' || path === '/analytics/event';
        // A signed media link is not rate-limited, but its resizes queue, and a full queue is a 429 with Retry-After alone.
        const resizeQueue = path === '/media/{file_id}/content';
        // The beacon answers from memory: its events are written later (CONTRACT 16).
        const needsDatabase = path !== '/health' && path !== '/analytics/event';
        expect(`${where}: 429 ${Boolean(operation.responses['429'])}`).toBe(
          `${where}: 429 ${rateLimited || resizeQueue}`,
        );
        if (resizeQueue) expect(Object.keys(operation.responses['429'].headers ?? {})).toEqual(['Retry-After']);
        expect(`${where}: 503 ${Boolean(operation.responses['503'])}`).toBe(`${where}: 503 ${needsDatabase}`);
        if (rateLimited) {
          expect(Object.keys(operation.responses['429'].headers ?? {}).sort()).toEqual([
            'Retry-After',
            'X-RateLimit-Limit',
            'X-RateLimit-Remaining',
            'X-RateLimit-Reset',
          ]);
        }
        if (needsDatabase) expect(Object.keys(operation.responses['503'].headers ?? {})).toEqual(['Retry-After']);
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) >= 400)
            expect(`${where} ${status}: ${Object.keys(response.content ?? {})}`).toBe(
              `${where} ${status}: application/problem+json`,
            );
        }
      }
    }
    const oauth = doc.paths['/oauth'].post.responses['400'].content['application/problem+json'].examples;
    expect(Object.keys(oauth)).toEqual(['invalid_request', 'unsupported_grant_type', 'invalid_client']);
    const upload = doc.paths['/topiary/file'].post.requestBody.content['multipart/form-data'];
    expect(upload.encoding.file.contentType.split(', ')).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'image/avif',
      'image/svg+xml',
      'application/pdf',
      'video/mp4',
      'video/webm',
      'audio/mpeg',
      'font/woff2',
    ]);
  });

  it('spells out the bracket list parameters a form can send, none pre-filled', async () => {
    const doc = JSON.parse(await generateOpenApiJson());
    for (const [path, operations] of Object.entries<
      Record<string, { parameters?: { name: string; in: string; schema: Record<string, unknown> }[] }>
    >(doc.paths)) {
      const list = operations.get?.parameters?.filter((p) => p.in === 'query') ?? [];
      if (!list.some((p) => p.name === 'filter[0][field]')) continue;
      const names = list.map((p) => p.name);
      for (const name of [
        'filter[0][field]',
        'filter[0][type]',
        'filter[0][value]',
        'filter[1][where]',
        'filter[2][value]',
        'order-by[0][field]',
        'order-by[1][direction]',
      ]) {
        expect(`${path} ${names.includes(name)}`).toBe(`${path} true`);
      }
      // A deepObject `filter` is what Swagger UI sent as JSON text: it must not come back.
      expect(names).not.toContain('filter');
      for (const p of list.filter((q) => q.name.includes('['))) {
        expect(`${path} ${p.name} ${JSON.stringify([p.schema.default, p.schema.example])}`).toBe(
          `${path} ${p.name} [null,null]`,
        );
      }
    }
  });

  it('shows every User field of spec 2.2 with its type and nullability, and the request rules', async () => {
    const doc = JSON.parse(await generateOpenApiJson());
    const schemas = doc.components.schemas;
    const user = schemas.UserResource;
    const shape = Object.fromEntries(
      Object.entries<Record<string, unknown>>(user.properties).map(([name, p]) => [
        name,
        p.$ref ? String(p.$ref).split('/').pop() : [p.type, p.format ?? null, p.nullable === true],
      ]),
    );
    expect(shape).toEqual({
      id: ['integer', null, false],
      first_name: ['string', null, false],
      last_name: ['string', null, false],
      email: ['string', 'idn-email', false],
      phone: ['string', null, true],
      activated_on: ['string', 'date-time', false],
      verified_on: ['string', 'date-time', true],
      activity_on: ['string', 'date-time', true],
      status: ['string', null, false],
      options: 'UserOptionsDto',
      created_on: ['string', 'date-time', false],
      modified_on: ['string', 'date-time', true],
      country: ['string', null, true],
      _embedded: 'UserEmbeddedDto',
      _links: 'SelfLinksDto',
      _computed: 'UserComputedDto',
    });
    expect(user.required).toEqual(Object.keys(shape));
    expect(schemas.UserOptionsDto.required).toEqual(['tour']);
    expect(Object.keys(schemas.UserEmbeddedDto.properties)).toEqual(['memberships', 'roles', 'account']);
    expect(schemas.UserComputedDto.properties).toEqual({
      email: expect.objectContaining({ type: 'string' }),
      has_password: expect.objectContaining({ type: 'boolean' }),
      num_accounts: expect.objectContaining({ type: 'integer' }),
    });
    expect(doc.paths['/v2/user'].get.responses['200'].content['application/hal+json'].schema.$ref).toBe(
      '#/components/schemas/UserCollection',
    );

    const create = schemas.CreateUserDto;
    expect(create.required).toEqual(['first_name', 'last_name', 'email', 'phone', 'account']);
    expect(create.properties.first_name).toMatchObject({ type: 'string', maxLength: 255 });
    expect(create.properties.last_name).toMatchObject({ type: 'string', maxLength: 255 });
    expect(create.properties.account).toMatchObject({ type: 'string' });
    expect(create.properties.roles).toMatchObject({
      type: 'array',
      nullable: true,
      items: { enum: ['admin', 'editor', 'viewer'] },
    });
    expect(create.properties.options).toMatchObject({ type: 'array', nullable: true, items: { type: 'string' } });
    const update = schemas.UpdateUserDto;
    expect(update.required ?? []).toEqual([]);
    expect(Object.keys(update.properties)).toEqual(Object.keys(create.properties));
  });
});
