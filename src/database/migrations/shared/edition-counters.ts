import type { QueryRunner } from 'typeorm';
import { type CounterTriggers, createCounterTriggers, dropTriggers } from './counter-triggers.js';

/**
 * `title.editions_total` and `title.editions_published`, kept by the database: every insert,
 * delete and status or project change of a doc, whichever code path makes it (create, copy,
 * publish, unpublish, delete, an export job's cleanup), moves the counters in the same
 * statement's transaction. A project or workspace delete takes the project's row with it, so its
 * counters need no care. The triggers live on `edition`: a later migration that rebuilds that
 * table (SQLite's way to alter a column) must create them again.
 */
const EDITION_COUNTER_TRIGGERS = ['trg_edition_count_insert', 'trg_edition_count_delete', 'trg_edition_count_update'] as const;

const PUBLISHED = (row: 'NEW' | 'OLD') => `(CASE WHEN ${row}.status = 'published' THEN 1 ELSE 0 END)`;
const ADD = `UPDATE title SET editions_total = editions_total + 1, editions_published = editions_published + ${PUBLISHED('NEW')} WHERE id = NEW.title_id`;
const SUBTRACT = `UPDATE title SET editions_total = editions_total - 1, editions_published = editions_published - ${PUBLISHED('OLD')} WHERE id = OLD.title_id`;

/** Fills the counters from the docs there are now. */
export async function backfillEditionCounters(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(
    'UPDATE title SET editions_total = (SELECT COUNT(*) FROM edition WHERE edition.title_id = title.id), ' +
      "editions_published = (SELECT COUNT(*) FROM edition WHERE edition.title_id = title.id AND edition.status = 'published')",
  );
}

const EDITION_COUNTERS: CounterTriggers = {
  table: 'edition',
  names: EDITION_COUNTER_TRIGGERS,
  add: ADD,
  subtract: SUBTRACT,
  moves: ['title_id', 'status'],
};

export async function createEditionCounterTriggers(queryRunner: QueryRunner, driver: 'mysql' | 'sqlite'): Promise<void> {
  await createCounterTriggers(queryRunner, driver, EDITION_COUNTERS);
}

export async function dropEditionCounterTriggers(queryRunner: QueryRunner): Promise<void> {
  await dropTriggers(queryRunner, EDITION_COUNTER_TRIGGERS);
}
