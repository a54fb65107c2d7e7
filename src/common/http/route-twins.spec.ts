import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';

import { RouteTable } from './route-table.js';
import { registerRouteTwins } from './route-twins.js';

describe('registerRouteTwins', () => {
  it('registers each route under its twin path with the same handler, and records both', async () => {
    // forceCloseConnections: the test's keep-alive fetches must not hold close() open.
    const fastify = Fastify({ forceCloseConnections: true });
    const routes = new RouteTable();
    registerRouteTwins(fastify, routes);
    fastify.get('/v2/magazine/title/:project_id', async (request) => ({
      url: request.url,
      id: (request.params as { project_id: string }).project_id,
    }));
    fastify.post('/topiary/file', async () => ({ uploaded: true }));
    fastify.post('/oauth', async () => ({ token: 'x' }));
    fastify.get('/image/:image_id', async () => ({ by: 'plain' }));
    // Over a real socket: Fastify's inject cannot load under Jest's ESM mode.
    const base = await fastify.listen({ port: 0, host: '127.0.0.1' });
    const call = async (url: string, method = 'GET') => {
      const res = await fetch(base + url, { method, headers: { connection: 'close' } });
      return { status: res.status, body: method === 'HEAD' ? undefined : await res.json() };
    };

    expect((await call('/magazine/title/7')).body).toEqual({ url: '/magazine/title/7', id: '7' });
    expect((await call('/v2/magazine/title/7')).body).toEqual({ url: '/v2/magazine/title/7', id: '7' });
    expect((await call('/magazine/title/7', 'HEAD')).status).toBe(200);
    expect((await call('/v2/topiary/file', 'POST')).body).toEqual({ uploaded: true });
    expect((await call('/v2/oauth', 'POST')).status).toBe(404);
    expect((await call('/v2/image/1')).body).toEqual({ by: 'plain' });

    expect(routes.entries()).toEqual([
      { method: 'GET', url: '/v2/magazine/title/:project_id' },
      { method: 'GET', url: '/magazine/title/:project_id', twinOf: '/v2/magazine/title/:project_id' },
      { method: 'POST', url: '/topiary/file' },
      { method: 'POST', url: '/v2/topiary/file', twinOf: '/topiary/file' },
      { method: 'POST', url: '/oauth' },
      { method: 'GET', url: '/image/:image_id' },
      { method: 'GET', url: '/v2/image/:image_id', twinOf: '/image/:image_id' },
    ]);
    expect(routes.twinFor('GET', '/v2/magazine/title/:project_id')).toBe('/magazine/title/:project_id');
    expect(routes.twinFor('POST', '/oauth')).toBeUndefined();
    expect([...routes.versionedRoots()].sort()).toEqual(['image', 'magazine', 'topiary']);
    await fastify.close();
  });

  it('fails the boot on a twin also declared by hand', () => {
    const fastify = Fastify();
    registerRouteTwins(fastify, new RouteTable());
    fastify.get('/image/:image_id', async () => ({ by: 'plain' }));
    expect(() => fastify.get('/v2/image/:image_id', async () => ({ by: 'v2' }))).toThrow(
      /already declared for route '\/v2\/image\/:image_id'/,
    );
  });
});
