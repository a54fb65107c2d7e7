/**
 * The raw ceiling for `npm run bench`: `node:http` and `mysql2`, nothing else in between. It
 * answers the benchmark's requests (and only those shapes) with the same SQL the API sends and
 * the same JSON bytes (it uses the API's own presenters, which are plain functions), while the
 * bearer token is checked against an in-memory map. Whatever the API costs above this is the
 * framework's and ours.
 *
 * Env: DATABASE_URL, PORT, PUBLIC_URL, PUBLISH_URL, TOKEN_TTL_SECONDS.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import mysql from 'mysql2/promise';
import qs from 'qs';

import { halCollection } from '../src/common/hal/hal.js';
import type { Edition } from '../src/editions/edition.entity.js';
import { presentEdition } from '../src/editions/edition.presenter.js';
import type { Title } from '../src/titles/title.entity.js';
import { presentTitle } from '../src/titles/title.presenter.js';
import type { User } from '../src/users/user.entity.js';
import { presentUser } from '../src/users/user.presenter.js';
import { readBody } from './server-process.js';
import {
  EDITION_COUNT_SQL,
  EDITION_PAGE_SQL,
  EDITION_ROW_SQL,
  EDITION_ROWS_SQL,
  TITLE_COUNT_SQL,
  TITLE_LOCK_SQL,
  TITLE_PAGE_SQL,
  TITLE_ROW_SQL,
  TITLE_ROWS_SQL,
  USER_COUNT_SQL,
  USER_PAGE_SQL,
  USER_ROW_SQL,
  USER_ROWS_SQL,
} from './sql.js';

const base = (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '');
const urls = { base, publish: (process.env.PUBLISH_URL ?? 'https://viewer.example.com').replace(/\/+$/, '') };
const ttl = Number(process.env.TOKEN_TTL_SECONDS ?? 3600);
const pool = mysql.createPool({
  uri: process.env.DATABASE_URL,
  connectionLimit: Number(process.env.BASELINE_POOL ?? 10),
  timezone: 'Z',
  charset: 'utf8mb4_unicode_ci',
});
const tokens = new Map<string, number>();
// The same work as the API's signed media links (src/media-library/media-urls.ts): one HMAC per link.
const mediaKey = randomBytes(32);
const media = {
  href(id: number, variant: string): string {
    const expires = (Math.floor(Date.now() / 3_600_000) + 2) * 3600;
    const signature = createHmac('sha256', mediaKey)
      .update(`GET /media/${id}/content\n${variant}\n${expires}`)
      .digest('base64url');
    return `${base}/media/${id}/content?variant=${variant}&expires=${expires}&signature=${signature}`;
  },
  coverHref(id: number, variant: string): string {
    const expires = (Math.floor(Date.now() / 3_600_000) + 2) * 3600;
    const signature = createHmac('sha256', mediaKey)
      .update(`GET /v2/magazine/edition/${id}/cover\n${variant}\n${expires}`)
      .digest('base64url');
    return `${base}/v2/magazine/edition/${id}/cover?variant=${variant}&expires=${expires}&signature=${signature}`;
  },
};
const editionUrls = { ...urls, screenshotStore: 'local', media };

// As the API sends it: no charset (CONTRACT 2).
const HAL = 'application/hal+json';

function send(res: ServerResponse, status: number, body: unknown, type = HAL): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(json),
    'x-request-id': randomUUID(),
  });
  res.end(json);
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A row of TITLE_ROW_SQL as the entity the presenter takes. */
function toTitle(row: mysql.RowDataPacket): Title {
  return {
    ...row,
    vendorA_code: JSON.parse(row.vendor_a_code),
    vendorB_code: JSON.parse(row.vendor_b_code),
    vendorC_code: JSON.parse(row.vendor_c_code),
    vendorD_code: JSON.parse(row.vendor_d_code),
    vendorE_config: JSON.parse(row.vendor_e_config),
    options: JSON.parse(row.options),
    rules: JSON.parse(row.rules),
    has_secure_socket_layer: row.has_secure_socket_layer === 1,
    automated_certificate: row.automated_certificate === 1,
  } as Title;
}

function toUser(row: mysql.RowDataPacket): User {
  return { ...row, options: JSON.parse(row.options), num_accounts: Number(row.num_accounts) } as User;
}

const titleCounts = (row: mysql.RowDataPacket) => ({
  total: Number(row.editions_total),
  published: Number(row.editions_published),
});

function presentUserRow(row: mysql.RowDataPacket, workspaceId: number) {
  return presentUser(toUser(row), { workspaceId, roles: JSON.parse(row.roles) }, base);
}

async function getTitle(res: ServerResponse, workspaceId: number, id: number): Promise<void> {
  const [rows] = await pool.query<mysql.RowDataPacket[]>(TITLE_ROW_SQL, [id, workspaceId]);
  if (!rows[0]) return send(res, 404, { detail: 'Entity not found.' });
  send(res, 200, presentTitle(toTitle(rows[0]), titleCounts(rows[0]), urls, rows[0].workspace_identifier));
}

/** The bench's list shape: name like, has_secure_socket_layer eq, order by name desc. */
async function listTitles(res: ServerResponse, workspaceId: number, url: string, query: ListQuery): Promise<void> {
  const like = query.filter[0].value;
  const ssl = query.filter[1].value === 'true' ? 1 : 0;
  const [[{ total }]] = await pool.query<mysql.RowDataPacket[]>(TITLE_COUNT_SQL, [workspaceId, like, ssl]);
  const limit = Number(query.limit);
  const page = Number(query.page ?? 1);
  const [ids] = await pool.query<mysql.RowDataPacket[]>(TITLE_PAGE_SQL, [
    workspaceId,
    like,
    ssl,
    limit,
    (page - 1) * limit,
  ]);
  const rows = ids.length ? await inIdOrder(TITLE_ROWS_SQL, [workspaceId, ids.map((r) => r.id)]) : [];
  const items = rows.map((row) => presentTitle(toTitle(row), titleCounts(row), urls, row.workspace_identifier));
  send(res, 200, halCollection(base, url, { key: 'title', items, totalItems: Number(total), page, limit }));
}

/** The rows of a page, in the order of its ids (the last parameter). */
async function inIdOrder(sql: string, params: [number, number[]]): Promise<mysql.RowDataPacket[]> {
  const [rows] = await pool.query<mysql.RowDataPacket[]>(sql, params);
  const byId = new Map(rows.map((row) => [row.id as number, row]));
  return params[1].flatMap((id) => byId.get(id) ?? []);
}

/** A row of EDITION_ROW_SQL as the doc resource. */
function presentEditionRow(row: mysql.RowDataPacket) {
  const edition = {
    ...row,
    options: typeof row.options === 'string' ? JSON.parse(row.options) : row.options,
    is_visible: row.is_visible === 1,
    is_default: row.is_default === 1,
    has_header: row.has_header === null ? null : row.has_header === 1,
    is_starred: row.is_starred === null ? null : row.is_starred === 1,
  } as Edition;
  return presentEdition(
    edition,
    {
      project: { identifier: row.title_identifier, hostname: row.title_hostname, workspace: row.workspace_identifier },
      pagesCount: Number(row.pages_count),
    },
    editionUrls,
  );
}

async function getEdition(res: ServerResponse, workspaceId: number, id: number): Promise<void> {
  const [rows] = await pool.query<mysql.RowDataPacket[]>(EDITION_ROW_SQL, [id, workspaceId]);
  if (!rows[0]) return send(res, 404, { detail: 'Entity not found.' });
  send(res, 200, presentEditionRow(rows[0]));
}

/** The bench's doc list shape: title eq, name like, order by affected_on desc. */
async function listEditions(res: ServerResponse, workspaceId: number, url: string, query: ListQuery): Promise<void> {
  const title = Number(query.filter[0].value);
  const like = query.filter[1].value;
  const [[{ total }]] = await pool.query<mysql.RowDataPacket[]>(EDITION_COUNT_SQL, [workspaceId, title, like]);
  const limit = Number(query.limit ?? 30);
  const page = Number(query.page ?? 1);
  const [ids] = await pool.query<mysql.RowDataPacket[]>(EDITION_PAGE_SQL, [
    workspaceId,
    title,
    like,
    limit,
    (page - 1) * limit,
  ]);
  const rows = ids.length ? await inIdOrder(EDITION_ROWS_SQL, [workspaceId, ids.map((r) => r.id)]) : [];
  send(
    res,
    200,
    halCollection(base, url, {
      key: 'edition',
      items: rows.map(presentEditionRow),
      totalItems: Number(total),
      page,
      limit,
    }),
  );
}

async function getUser(res: ServerResponse, workspaceId: number, id: number): Promise<void> {
  const [rows] = await pool.query<mysql.RowDataPacket[]>(USER_ROW_SQL, [workspaceId, id]);
  if (!rows[0]) return send(res, 404, { detail: 'Entity not found.' });
  send(res, 200, presentUserRow(rows[0], workspaceId));
}

/** The bench's user list shape: email like, default order. */
async function listUsers(res: ServerResponse, workspaceId: number, url: string, query: ListQuery): Promise<void> {
  const like = query.filter[0].value;
  const [[{ total }]] = await pool.query<mysql.RowDataPacket[]>(USER_COUNT_SQL, [workspaceId, like]);
  const limit = Number(query.limit ?? 30);
  const page = Number(query.page ?? 1);
  const [ids] = await pool.query<mysql.RowDataPacket[]>(USER_PAGE_SQL, [workspaceId, like, limit, (page - 1) * limit]);
  const rows = ids.length ? await inIdOrder(USER_ROWS_SQL, [workspaceId, ids.map((r) => r.id)]) : [];
  const items = rows.map((row) => presentUserRow(row, workspaceId));
  send(res, 200, halCollection(base, url, { key: 'user', items, totalItems: Number(total), page, limit }));
}

/** The same statements the API's PATCH sends: lock (the counters come with the row), write every column. */
async function patchTitle(req: IncomingMessage, res: ServerResponse, workspaceId: number, id: number): Promise<void> {
  const body = JSON.parse(await readBody(req)) as { website?: string };
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const [rows] = await conn.query<mysql.RowDataPacket[]>(TITLE_LOCK_SQL, [id, workspaceId]);
    if (!rows[0]) {
      await conn.rollback();
      return send(res, 404, { detail: 'Entity not found.' });
    }
    const title = toTitle(rows[0]);
    if (body.website !== undefined) title.website = body.website;
    const now = new Date();
    title.modified_on = now;
    title.affected_on = now;
    await conn.query(
      'UPDATE title SET name = ?, identifier = ?, hostname = ?, ua_code = ?, vendor_a_code = ?, vendor_b_code = ?, vendor_c_code = ?, ' +
        'vendor_d_code = ?, vendor_e_config = ?, security_profile = ?, website = ?, license = ?, has_secure_socket_layer = ?, ' +
        'affected_on = ?, options = ?, automated_certificate = ?, modified_on = ?, rules = ? WHERE id = ?',
      [
        title.name,
        title.identifier,
        title.hostname,
        title.ua_code,
        JSON.stringify(title.vendorA_code),
        JSON.stringify(title.vendorB_code),
        JSON.stringify(title.vendorC_code),
        JSON.stringify(title.vendorD_code),
        JSON.stringify(title.vendorE_config),
        title.security_profile,
        title.website,
        title.license,
        title.has_secure_socket_layer,
        now,
        JSON.stringify(title.options),
        title.automated_certificate,
        now,
        JSON.stringify(title.rules),
        id,
      ],
    );
    await conn.commit();
    send(res, 200, presentTitle(title, titleCounts(rows[0]), urls, rows[0].workspace_identifier));
  } catch (error) {
    await conn.rollback();
    throw error;
  } finally {
    conn.release();
  }
}

async function oauth(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const fields = JSON.parse(await readBody(req)) as Record<string, string>;
  const [rows] = await pool.query<mysql.RowDataPacket[]>(
    'SELECT id, secret_hash, workspace_id, revoked_on FROM api_credential WHERE client_id = ? LIMIT 1',
    [fields.client_id],
  );
  const credential = rows[0];
  const presented = Buffer.from(sha256(fields.client_secret ?? ''), 'hex');
  const stored = Buffer.from(credential?.secret_hash ?? '0'.repeat(64), 'hex');
  if (
    fields.grant_type !== 'client_credentials' ||
    !credential ||
    !timingSafeEqual(presented, stored) ||
    credential.revoked_on
  ) {
    return send(res, 400, { title: 'invalid_client' }, 'application/problem+json');
  }
  const token = randomBytes(20).toString('hex');
  const now = new Date();
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    await conn.query('DELETE FROM access_token WHERE credential_id = ? AND expires_on < ?', [credential.id, now]);
    await conn.query(
      'INSERT INTO access_token (token_hash, credential_id, workspace_id, expires_on, created_on) VALUES (?, ?, ?, ?, ?)',
      [sha256(token), credential.id, credential.workspace_id, new Date(now.getTime() + ttl * 1000), now],
    );
    await conn.commit();
  } finally {
    conn.release();
  }
  tokens.set(token, Number(credential.workspace_id));
  send(
    res,
    200,
    { access_token: token, expires_in: ttl, token_type: 'Bearer', scope: null },
    'application/json; charset=utf-8',
  );
}

interface ListQuery {
  page?: string;
  limit?: string;
  filter: { value: string }[];
}

const TITLE_ID = /^\/v2\/magazine\/title\/(\d+)$/;
const USER_ID = /^\/v2\/user\/(\d+)$/;
const EDITION_ID = /^\/v2\/magazine\/edition\/(\d+)$/;

async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  const [path, search = ''] = url.split('?', 2);
  if (path === '/ready') return send(res, 200, { status: 'ok' }, 'application/json');
  if (path === '/oauth' && req.method === 'POST') return oauth(req, res);
  const auth = req.headers.authorization;
  const workspaceId = auth?.startsWith('Bearer ') ? tokens.get(auth.slice(7)) : undefined;
  if (workspaceId === undefined) return send(res, 401, { title: 'Unauthorized' }, 'application/problem+json');
  let match: RegExpExecArray | null;
  if ((match = TITLE_ID.exec(path))) {
    return req.method === 'PATCH'
      ? patchTitle(req, res, workspaceId, Number(match[1]))
      : getTitle(res, workspaceId, Number(match[1]));
  }
  if ((match = USER_ID.exec(path))) return getUser(res, workspaceId, Number(match[1]));
  if ((match = EDITION_ID.exec(path))) return getEdition(res, workspaceId, Number(match[1]));
  const query = qs.parse(search, { depth: 8, arrayLimit: 100, parameterLimit: 500 }) as unknown as ListQuery;
  if (path === '/v2/magazine/title') return listTitles(res, workspaceId, url, query);
  if (path === '/v2/user') return listUsers(res, workspaceId, url, query);
  if (path === '/v2/magazine/edition') return listEditions(res, workspaceId, url, query);
  send(res, 404, { title: 'Not Found' }, 'application/problem+json');
}

createServer((req, res) => {
  route(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) send(res, 500, { title: 'Internal Server Error' }, 'application/problem+json');
  });
}).listen(Number(process.env.PORT ?? 3100), '127.0.0.1');
