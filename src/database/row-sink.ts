import type { EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Inserts rows as part of a unit of work that is not always a transaction of the app's own
 * connection: the analytics fold on SQLite hands its statements to a writer thread
 * (analytics/sqlite-fold-writer.ts), so what goes with it is inserted through this.
 */
export type RowSink = <E extends ObjectLiteral>(target: EntityTarget<E>, rows: Partial<E>[]) => Promise<void>;
