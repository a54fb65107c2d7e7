import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExportJobsSqlite1795462430316 implements MigrationInterface {
  name = 'ExportJobsSqlite1795462430316';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "job" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "edition_id" integer NOT NULL, "type" varchar(32) NOT NULL, "status" varchar(32) NOT NULL, "progress" integer NOT NULL, "error" varchar(1024), "size" bigint, "checksum" varchar(64), "archive_key" varchar(255), "lease_owner" varchar(64), "lease_expires_on" datetime(3), "attempts" integer NOT NULL, "created_on" datetime(3) NOT NULL, "started_on" datetime(3), "finished_on" datetime(3), "expires_on" datetime(3))`);
    await queryRunner.query(`CREATE INDEX "ix_job_expires_on" ON "job" ("expires_on") `);
    await queryRunner.query(`CREATE INDEX "ix_job_status_lease" ON "job" ("status", "lease_expires_on") `);
    await queryRunner.query(`CREATE INDEX "ix_job_edition" ON "job" ("edition_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_workspace_created_on" ON "job" ("workspace_id", "created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_job_workspace_status" ON "job" ("workspace_id", "status") `);
    await queryRunner.query(`CREATE INDEX "ix_job_workspace_edition" ON "job" ("workspace_id", "edition_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_workspace_id" ON "job" ("workspace_id", "id") `);
    await queryRunner.query(`DROP INDEX "ix_job_expires_on"`);
    await queryRunner.query(`DROP INDEX "ix_job_status_lease"`);
    await queryRunner.query(`DROP INDEX "ix_job_edition"`);
    await queryRunner.query(`DROP INDEX "ix_job_workspace_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_job_workspace_status"`);
    await queryRunner.query(`DROP INDEX "ix_job_workspace_edition"`);
    await queryRunner.query(`DROP INDEX "ix_job_workspace_id"`);
    await queryRunner.query(`CREATE TABLE "temporary_job" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "edition_id" integer NOT NULL, "type" varchar(32) NOT NULL, "status" varchar(32) NOT NULL, "progress" integer NOT NULL, "error" varchar(1024), "size" bigint, "checksum" varchar(64), "archive_key" varchar(255), "lease_owner" varchar(64), "lease_expires_on" datetime(3), "attempts" integer NOT NULL, "created_on" datetime(3) NOT NULL, "started_on" datetime(3), "finished_on" datetime(3), "expires_on" datetime(3), CONSTRAINT "FK_1efe0cfdd1cb92ac79dd90a262f" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_fc948c0e0d5fc89387f3146e74a" FOREIGN KEY ("edition_id") REFERENCES "edition" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_job"("id", "workspace_id", "edition_id", "type", "status", "progress", "error", "size", "checksum", "archive_key", "lease_owner", "lease_expires_on", "attempts", "created_on", "started_on", "finished_on", "expires_on") SELECT "id", "workspace_id", "edition_id", "type", "status", "progress", "error", "size", "checksum", "archive_key", "lease_owner", "lease_expires_on", "attempts", "created_on", "started_on", "finished_on", "expires_on" FROM "job"`);
    await queryRunner.query(`DROP TABLE "job"`);
    await queryRunner.query(`ALTER TABLE "temporary_job" RENAME TO "job"`);
    await queryRunner.query(`CREATE INDEX "ix_job_expires_on" ON "job" ("expires_on") `);
    await queryRunner.query(`CREATE INDEX "ix_job_status_lease" ON "job" ("status", "lease_expires_on") `);
    await queryRunner.query(`CREATE INDEX "ix_job_edition" ON "job" ("edition_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_workspace_created_on" ON "job" ("workspace_id", "created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_job_workspace_status" ON "job" ("workspace_id", "status") `);
    await queryRunner.query(`CREATE INDEX "ix_job_workspace_edition" ON "job" ("workspace_id", "edition_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_workspace_id" ON "job" ("workspace_id", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_job_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_job_workspace_edition"`);
    await queryRunner.query(`DROP INDEX "ix_job_workspace_status"`);
    await queryRunner.query(`DROP INDEX "ix_job_workspace_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_job_edition"`);
    await queryRunner.query(`DROP INDEX "ix_job_status_lease"`);
    await queryRunner.query(`DROP INDEX "ix_job_expires_on"`);
    await queryRunner.query(`ALTER TABLE "job" RENAME TO "temporary_job"`);
    await queryRunner.query(`CREATE TABLE "job" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "edition_id" integer NOT NULL, "type" varchar(32) NOT NULL, "status" varchar(32) NOT NULL, "progress" integer NOT NULL, "error" varchar(1024), "size" bigint, "checksum" varchar(64), "archive_key" varchar(255), "lease_owner" varchar(64), "lease_expires_on" datetime(3), "attempts" integer NOT NULL, "created_on" datetime(3) NOT NULL, "started_on" datetime(3), "finished_on" datetime(3), "expires_on" datetime(3))`);
    await queryRunner.query(`INSERT INTO "job"("id", "workspace_id", "edition_id", "type", "status", "progress", "error", "size", "checksum", "archive_key", "lease_owner", "lease_expires_on", "attempts", "created_on", "started_on", "finished_on", "expires_on") SELECT "id", "workspace_id", "edition_id", "type", "status", "progress", "error", "size", "checksum", "archive_key", "lease_owner", "lease_expires_on", "attempts", "created_on", "started_on", "finished_on", "expires_on" FROM "temporary_job"`);
    await queryRunner.query(`DROP TABLE "temporary_job"`);
    await queryRunner.query(`CREATE INDEX "ix_job_workspace_id" ON "job" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_workspace_edition" ON "job" ("workspace_id", "edition_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_workspace_status" ON "job" ("workspace_id", "status") `);
    await queryRunner.query(`CREATE INDEX "ix_job_workspace_created_on" ON "job" ("workspace_id", "created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_job_edition" ON "job" ("edition_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_status_lease" ON "job" ("status", "lease_expires_on") `);
    await queryRunner.query(`CREATE INDEX "ix_job_expires_on" ON "job" ("expires_on") `);
    await queryRunner.query(`DROP INDEX "ix_job_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_job_workspace_edition"`);
    await queryRunner.query(`DROP INDEX "ix_job_workspace_status"`);
    await queryRunner.query(`DROP INDEX "ix_job_workspace_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_job_edition"`);
    await queryRunner.query(`DROP INDEX "ix_job_status_lease"`);
    await queryRunner.query(`DROP INDEX "ix_job_expires_on"`);
    await queryRunner.query(`DROP TABLE "job"`);
  }
}
