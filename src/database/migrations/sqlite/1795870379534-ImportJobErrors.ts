import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ImportJobErrorsSqlite1795870379534 implements MigrationInterface {
  name = 'ImportJobErrorsSqlite1795870379534';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "job_error" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_id" integer NOT NULL, "row" integer NOT NULL, "column" varchar(255) NOT NULL, "rule" varchar(64) NOT NULL, "message" varchar(1024) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_job_error_job_row" ON "job_error" ("job_id", "row", "id") `);
    await queryRunner.query(`DROP INDEX "ix_job_error_job_row"`);
    await queryRunner.query(`CREATE TABLE "temporary_job_error" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_id" integer NOT NULL, "row" integer NOT NULL, "column" varchar(255) NOT NULL, "rule" varchar(64) NOT NULL, "message" varchar(1024) NOT NULL, CONSTRAINT "FK_29dc108ab5e785c2536c9f9db8c" FOREIGN KEY ("job_id") REFERENCES "job" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_job_error"("id", "job_id", "row", "column", "rule", "message") SELECT "id", "job_id", "row", "column", "rule", "message" FROM "job_error"`);
    await queryRunner.query(`DROP TABLE "job_error"`);
    await queryRunner.query(`ALTER TABLE "temporary_job_error" RENAME TO "job_error"`);
    await queryRunner.query(`CREATE INDEX "ix_job_error_job_row" ON "job_error" ("job_id", "row", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_job_error_job_row"`);
    await queryRunner.query(`ALTER TABLE "job_error" RENAME TO "temporary_job_error"`);
    await queryRunner.query(`CREATE TABLE "job_error" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_id" integer NOT NULL, "row" integer NOT NULL, "column" varchar(255) NOT NULL, "rule" varchar(64) NOT NULL, "message" varchar(1024) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "job_error"("id", "job_id", "row", "column", "rule", "message") SELECT "id", "job_id", "row", "column", "rule", "message" FROM "temporary_job_error"`);
    await queryRunner.query(`DROP TABLE "temporary_job_error"`);
    await queryRunner.query(`CREATE INDEX "ix_job_error_job_row" ON "job_error" ("job_id", "row", "id") `);
    await queryRunner.query(`DROP INDEX "ix_job_error_job_row"`);
    await queryRunner.query(`DROP TABLE "job_error"`);
  }
}
