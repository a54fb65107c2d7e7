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
});
