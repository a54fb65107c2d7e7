import type { QueryRunner } from 'typeorm';
import { createTriggers, dropTriggers } from './counter-triggers.js';

/**
 * `user.num_accounts`, the workspaces a user belongs to, kept by the database: every insert and
 * delete of a membership (and a move to another user, which the app never makes) moves the count
 * in the same statement's transaction. A user delete takes the count with its row.
 *
 * MySQL runs no trigger for a foreign key's cascade: whatever deletes a workspace deletes its
 * memberships first, by statement (WorkspacesService), so a shared user's count drops with them.
 */
export const ACCOUNT_COUNTER_TRIGGERS = ['trg_membership_count_insert', 'trg_membership_count_delete', 'trg_membership_count_update'];

const ADD = 'UPDATE user SET num_accounts = num_accounts + 1 WHERE id = NEW.user_id';
const SUBTRACT = 'UPDATE user SET num_accounts = num_accounts - 1 WHERE id = OLD.user_id';

/** Fills the counts from the memberships there are now. */
export async function backfillAccountCounters(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query('UPDATE user SET num_accounts = (SELECT COUNT(*) FROM membership WHERE membership.user_id = user.id)');
}

export async function createAccountCounterTriggers(queryRunner: QueryRunner, driver: 'mysql' | 'sqlite'): Promise<void> {
  const [insert, remove, update] = ACCOUNT_COUNTER_TRIGGERS;
  if (driver === 'mysql') {
    await createTriggers(queryRunner, [
      [insert, `CREATE TRIGGER ${insert} AFTER INSERT ON membership FOR EACH ROW ${ADD}`],
      [remove, `CREATE TRIGGER ${remove} AFTER DELETE ON membership FOR EACH ROW ${SUBTRACT}`],
      [update, `CREATE TRIGGER ${update} AFTER UPDATE ON membership FOR EACH ROW BEGIN IF NOT (OLD.user_id <=> NEW.user_id) THEN ${SUBTRACT}; ${ADD}; END IF; END`],
    ]);
  } else {
    await createTriggers(queryRunner, [
      [insert, `CREATE TRIGGER ${insert} AFTER INSERT ON membership BEGIN ${ADD}; END`],
      [remove, `CREATE TRIGGER ${remove} AFTER DELETE ON membership BEGIN ${SUBTRACT}; END`],
      [update, `CREATE TRIGGER ${update} AFTER UPDATE OF user_id ON membership WHEN OLD.user_id IS NOT NEW.user_id BEGIN ${SUBTRACT}; ${ADD}; END`],
    ]);
  }
}

export async function dropAccountCounterTriggers(queryRunner: QueryRunner): Promise<void> {
  await dropTriggers(queryRunner, ACCOUNT_COUNTER_TRIGGERS);
}
