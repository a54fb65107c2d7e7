/**
 * What the raw ceiling (ceiling.ts) and the stack's floor (floor.ts) both serve, written once so
 * that the two read and answer exactly the same: the statements, the row as JSON with its self and
 * account links, and the token endpoint that hands the benchmark a token kept in memory.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import mysql from 'mysql2/promise';

export const TITLE_SQL = 'SELECT * FROM title WHERE id = ? AND workspace_id = ?';
/**
 * A user is in the caller's scope through its membership: the same one-row read, by primary key
 * and unique index. `u.*` holds the membership count (`num_accounts`, a counter column).
 */
export const USER_SQL =
  'SELECT u.*, m.roles FROM user u INNER JOIN membership m ON m.user_id = u.id AND m.workspace_id = ? WHERE u.id = ?';

const base = (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '');

export const rawPool = () =>
  mysql.createPool({
    uri: process.env.DATABASE_URL,
    connectionLimit: 10,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
  });

/** The row with its self link (`path`, from the API's root) and its workspace's link. */
export function linked(row: mysql.RowDataPacket, path: string, workspaceId: number): Record<string, unknown> {
  return {
    ...row,
    _links: { self: { href: `${base}${path}` }, account: { href: `${base}/v2/account/${workspaceId}` } },
  };
}

/**
 * Enough of the token endpoint to hand the benchmark a token: the credential checked, the token
 * kept in `tokens` with its workspace. Null for an unknown client or a wrong secret.
 */
export async function issueToken(pool: mysql.Pool, tokens: Map<string, number>, fields: Record<string, string>) {
  const [rows] = await pool.query<mysql.RowDataPacket[]>(
    'SELECT secret_hash, workspace_id FROM api_credential WHERE client_id = ? AND revoked_on IS NULL',
    [fields.client_id],
  );
  const presented = createHash('sha256')
    .update(fields.client_secret ?? '')
    .digest();
  const stored = Buffer.from(rows[0]?.secret_hash ?? '0'.repeat(64), 'hex');
  if (!rows[0] || !timingSafeEqual(presented, stored)) return null;
  const token = randomBytes(20).toString('hex');
  tokens.set(token, Number(rows[0].workspace_id));
  return { access_token: token, expires_in: 3600, token_type: 'Bearer', scope: null };
}
