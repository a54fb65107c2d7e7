import type { QueryRunner } from 'typeorm';
import { type CounterTriggers, createCounterTriggers, dropTriggers } from './counter-triggers.js';

/**
 * `user.num_accounts`, the workspaces a user belongs to, kept by the database: every insert and
 * delete of a membership (and a move to another user, which the app never makes) moves the count
 * in the same statement's transaction. A user delete takes the count with its row.
 *
 * MySQL runs no trigger for a foreign key's cascade: whatever deletes a workspace deletes its
 * memberships first, by statement (WorkspacesService), so a shared user's count drops with them.
 */
const ACCOUNT_COUNTER_TRIGGERS = ['trg_membership_count_insert', 'trg_membership_count_delete', 'trg_membership_count_update'] as const;

const ADD = 'UPDATE user SET num_accounts = num_accounts + 1 WHERE id = NEW.user_id';
const SUBTRACT = 'UPDATE user SET num_accounts = num_accounts - 1 WHERE id = OLD.user_id';

/** Fills the counts from the memberships there are now. */
export async function backfillAccountCounters(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query('UPDATE user SET num_accounts = (SELECT COUNT(*) FROM membership WHERE membership.user_id = user.id)');
}

const ACCOUNT_COUNTERS: CounterTriggers = { table: 'membership', names: ACCOUNT_COUNTER_TRIGGERS, add: ADD, subtract: SUBTRACT, moves: ['user_id'] };

export async function createAccountCounterTriggers(queryRunner: QueryRunner, driver: 'mysql' | 'sqlite'): Promise<void> {
  await createCounterTriggers(queryRunner, driver, ACCOUNT_COUNTERS);
}

export async function dropAccountCounterTriggers(queryRunner: QueryRunner): Promise<void> {
  await dropTriggers(queryRunner, ACCOUNT_COUNTER_TRIGGERS);
}
