import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A hostname belongs to one project platform-wide (docs/operators.md, "Custom domains"): the
 * reader's lookup index becomes unique, so of two concurrent claims one wins. Before it, only SQL
 * could set a hostname; a name two projects share keeps its oldest project (the others lose it,
 * as the reader could not tell them apart anyway).
 */
export class UniqueHostnamesSqlite1795830000000 implements MigrationInterface {
  name = 'UniqueHostnamesSqlite1795830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "title" SET "hostname" = NULL WHERE "hostname" IS NOT NULL AND EXISTS (SELECT 1 FROM "title" "o" WHERE "o"."hostname" = "title"."hostname" AND "o"."id" < "title"."id")`,
    );
    await queryRunner.query(`DROP INDEX "ix_title_hostname"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_title_hostname" ON "title" ("hostname") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_title_hostname"`);
    await queryRunner.query(`CREATE INDEX "ix_title_hostname" ON "title" ("hostname") `);
  }
}
