import type { QueryRunner } from 'typeorm';

const PAGE = 5_000;

/**
 * users/email.ts's normalizeEmail as this migration wrote it (NFKC and a case fold): a migration means
 * the same later, whatever the application's code becomes, and the floor imports nothing above it.
 */
function normalizeEmail(email: string): string {
  return email.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

/**
 * Recomputes `user.email_normalized` with normalizeEmail (NFKC and a case fold, where it was
 * only lower-cased), page by page. A user whose new value another user already holds keeps the
 * old one, so the migration never fails on legacy data; every such pair is logged.
 */
export async function backfillEmailNormalized(queryRunner: QueryRunner, quote: (name: string) => string): Promise<void> {
  const table = quote('user');
  const taken = new Map<string, number>();
  const changes: { id: number; value: string }[] = [];
  for (let after = 0; ; ) {
    const rows = (await queryRunner.query(`SELECT id, email, email_normalized FROM ${table} WHERE id > ? ORDER BY id LIMIT ${PAGE}`, [after])) as {
      id: number;
      email: string;
      email_normalized: string;
    }[];
    if (rows.length === 0) break;
    for (const row of rows) {
      const value = normalizeEmail(row.email);
      taken.set(row.email_normalized, Number(row.id));
      if (value !== row.email_normalized) changes.push({ id: Number(row.id), value });
    }
    after = Number(rows[rows.length - 1].id);
  }
  for (const change of changes) {
    const holder = taken.get(change.value);
    if (holder !== undefined && holder !== change.id) {
      console.warn(`email_normalized: user ${change.id} keeps its old value; user ${holder} already has the normalised one`);
      continue;
    }
    await queryRunner.query(`UPDATE ${table} SET email_normalized = ? WHERE id = ?`, [change.value, change.id]);
    taken.set(change.value, change.id);
  }
}
