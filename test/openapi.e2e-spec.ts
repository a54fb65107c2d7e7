import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { generateOpenApiJson } from '../src/openapi.js';

describe('openapi.json', () => {
  it('is what the code generates (run `npm run openapi` after changing an API)', async () => {
    const committed = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(await generateOpenApiJson());
  });

  it('documents BearerAuth on every route but the public ones, both clusters and version 1.0.0', async () => {
    const doc = JSON.parse(await generateOpenApiJson());
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.servers).toHaveLength(2);
    expect(doc.components.securitySchemes.BearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const publicPaths = new Set(['/oauth', '/health', '/ready']);
    for (const [path, operations] of Object.entries<Record<string, { security?: unknown[] }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const secured = (operation.security ?? []).some((s) => Object.hasOwn(s as object, 'BearerAuth'));
        expect(`${method} ${path} ${secured ? 'secured' : 'public'}`).toBe(
          `${method} ${path} ${publicPaths.has(path) ? 'public' : 'secured'}`,
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
      email: ['string', 'email', false],
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
    expect(doc.paths['/v2/user'].get.responses['200'].content['application/hal+json'].schema.$ref).toBe('#/components/schemas/UserCollection');

    const create = schemas.CreateUserDto;
    expect(create.required).toEqual(['first_name', 'last_name', 'email', 'phone', 'account']);
    expect(create.properties.first_name).toMatchObject({ type: 'string', maxLength: 255 });
    expect(create.properties.last_name).toMatchObject({ type: 'string', maxLength: 255 });
    expect(create.properties.account).toMatchObject({ type: 'string' });
    expect(create.properties.roles).toMatchObject({ type: 'array', nullable: true, items: { enum: ['admin', 'editor', 'viewer'] } });
    expect(create.properties.options).toMatchObject({ type: 'array', nullable: true, items: { type: 'string' } });
    const update = schemas.UpdateUserDto;
    expect(update.required ?? []).toEqual([]);
    expect(Object.keys(update.properties)).toEqual(Object.keys(create.properties));
  });
});
