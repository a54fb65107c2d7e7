/**
 * The reader benchmark's reference: the same page bytes served from a file on disk by Fastify and
 * @fastify/static, with no logger, no hooks and no database. Started by bench/reader.ts with
 * PORT and STATIC_ROOT (a directory holding `page/index.html`).
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const server = Fastify({ logger: false });
await server.register(fastifyStatic, { root: process.env.STATIC_ROOT!, prefix: '/' });
server.get('/ready', async () => ({ status: 'ready' }));
await server.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
