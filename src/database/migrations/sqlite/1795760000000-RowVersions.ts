import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addRowVersionColumns, createRowVersionTriggers, dropRowVersions } from '../shared/row-versions.js';

/**
 * A version on project and user rows, moved by the database on every update of the row, so their
 * ETags come from it instead of a digest of the body (shared/row-versions.ts).
 */
export class RowVersionsSqlite1795760000000 implements MigrationInterface {
  name = 'RowVersionsSqlite1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addRowVersionColumns(queryRunner, 'sqlite');
    await createRowVersionTriggers(queryRunner, 'sqlite');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropRowVersions(queryRunner);
  }
}
