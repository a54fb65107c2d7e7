import type { QueryRunner } from 'typeorm';
import { createTriggers, dropTriggers } from './counter-triggers.js';

/**
 * `title.editions_total` and `title.editions_published`, kept by the database: every insert,
 * delete and status or project change of a doc, whichever code path makes it (create, copy,
 * publish, unpublish, delete, an export job's cleanup), moves the counters in the same
 * statement's transaction. A project or workspace delete takes the project's row with it, so its
 * counters need no care. The triggers live on `edition`: a later migration that rebuilds that
 * table (SQLite's way to alter a column) must create them again.
 */
export const EDITION_COUNTER_TRIGGERS = ['trg_edition_count_insert', 'trg_edition_count_delete', 'trg_edition_count_update'];

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

export async function createEditionCounterTriggers(queryRunner: QueryRunner, driver: 'mysql' | 'sqlite'): Promise<void> {
  const [insert, remove, update] = EDITION_COUNTER_TRIGGERS;
  if (driver === 'mysql') {
    await createTriggers(queryRunner, [
      [insert, `CREATE TRIGGER ${insert} AFTER INSERT ON edition FOR EACH ROW ${ADD}`],
      [remove, `CREATE TRIGGER ${remove} AFTER DELETE ON edition FOR EACH ROW ${SUBTRACT}`],
      [
        update,
        `CREATE TRIGGER ${update} AFTER UPDATE ON edition FOR EACH ROW ` +
          `BEGIN IF NOT (OLD.title_id <=> NEW.title_id AND OLD.status <=> NEW.status) THEN ${SUBTRACT}; ${ADD}; END IF; END`,
      ],
    ]);
  } else {
    await createTriggers(queryRunner, [
      [insert, `CREATE TRIGGER ${insert} AFTER INSERT ON edition BEGIN ${ADD}; END`],
      [remove, `CREATE TRIGGER ${remove} AFTER DELETE ON edition BEGIN ${SUBTRACT}; END`],
      [
        update,
        `CREATE TRIGGER ${update} AFTER UPDATE OF title_id, status ON edition ` +
          `WHEN OLD.title_id IS NOT NEW.title_id OR OLD.status IS NOT NEW.status BEGIN ${SUBTRACT}; ${ADD}; END`,
      ],
    ]);
  }
}

export async function dropEditionCounterTriggers(queryRunner: QueryRunner): Promise<void> {
  await dropTriggers(queryRunner, EDITION_COUNTER_TRIGGERS);
}
