/**
 * The raw ceiling for `npm run bench`: `node:http` and a `mysql2` pool, one indexed single-row
 * SELECT per request as a prepared statement (`execute`, the binary protocol, as the app's own hot
 * reads use), the row as JSON with its self and account links, the bearer
 * token checked in an in-memory map. No presenter, no ETag, no headers work, no framework: what
 * one process on this machine can serve from these rows at all. It answers GET a project and GET
 * a user by id (and POST /oauth, so the benchmark can get a token); the app's ratio to it is the
 * cost of everything the API does on top. It also answers PATCH a project's `website` the
 * cheapest way a write can be both durable and read back: one autocommitted UPDATE (so one
 * commit, flushed to disk as MariaDB's default asks) and the row read again; the write ceiling.
 *
 * Env: DATABASE_URL, PORT, PUBLIC_URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import type mysql from 'mysql2/promise';

import { issueToken, linked, rawPool, TITLE_SQL, USER_SQL } from './raw-reads.js';
import { readBody } from './server-process.js';

const pool = rawPool();
const tokens = new Map<string, number>();

function send(res: ServerResponse, status: number, body: unknown, type = 'application/hal+json'): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

async function getTitle(res: ServerResponse, workspaceId: number, id: number): Promise<void> {
  const [rows] = await pool.execute<mysql.RowDataPacket[]>(TITLE_SQL, [id, workspaceId]);
  if (!rows[0]) return send(res, 404, { detail: 'Entity not found.' });
  send(res, 200, linked(rows[0], `/v2/magazine/title/${id}`, workspaceId));
}

const UPDATE_WEBSITE_SQL =
  'UPDATE title SET website = ?, modified_on = ?, affected_on = ? WHERE id = ? AND workspace_id = ?';

async function patchTitle(req: IncomingMessage, res: ServerResponse, workspaceId: number, id: number): Promise<void> {
  const { website } = JSON.parse(await readBody(req)) as { website?: string };
  const now = new Date();
  const [result] = await pool.query<mysql.ResultSetHeader>(UPDATE_WEBSITE_SQL, [
    website ?? null,
    now,
    now,
    id,
    workspaceId,
  ]);
  if (result.affectedRows === 0) return send(res, 404, { detail: 'Entity not found.' });
  return getTitle(res, workspaceId, id);
}

async function getUser(res: ServerResponse, workspaceId: number, id: number): Promise<void> {
  const [rows] = await pool.execute<mysql.RowDataPacket[]>(USER_SQL, [workspaceId, id]);
  if (!rows[0]) return send(res, 404, { detail: 'Entity not found.' });
  send(res, 200, linked(rows[0], `/v2/user/${id}`, workspaceId));
}

/** Enough of the token endpoint to hand the benchmark a token: the credential checked, the token kept in memory. */
async function oauth(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const issued = await issueToken(pool, tokens, JSON.parse(await readBody(req)) as Record<string, string>);
  if (!issued) return send(res, 400, { title: 'invalid_client' }, 'application/problem+json');
  send(res, 200, issued, 'application/json');
}

const TITLE_ID = /^\/v2\/magazine\/title\/(\d+)$/;
const USER_ID = /^\/v2\/user\/(\d+)$/;

async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = req.url ?? '/';
  if (path === '/ready') return send(res, 200, { status: 'ok' }, 'application/json');
  if (path === '/oauth' && req.method === 'POST') return oauth(req, res);
  const auth = req.headers.authorization;
  const workspaceId = auth?.startsWith('Bearer ') ? tokens.get(auth.slice(7)) : undefined;
  if (workspaceId === undefined) return send(res, 401, { title: 'Unauthorized' }, 'application/problem+json');
  let match: RegExpExecArray | null;
  if (req.method === 'GET' && (match = TITLE_ID.exec(path))) return getTitle(res, workspaceId, Number(match[1]));
  if (req.method === 'PATCH' && (match = TITLE_ID.exec(path)))
    return patchTitle(req, res, workspaceId, Number(match[1]));
  if (req.method === 'GET' && (match = USER_ID.exec(path))) return getUser(res, workspaceId, Number(match[1]));
  send(res, 404, { title: 'Not Found' }, 'application/problem+json');
}

createServer((req, res) => {
  route(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) send(res, 500, { title: 'Internal Server Error' }, 'application/problem+json');
  });
}).listen(Number(process.env.PORT ?? 3100), '127.0.0.1');
