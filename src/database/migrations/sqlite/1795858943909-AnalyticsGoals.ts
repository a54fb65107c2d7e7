import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsGoalsSqlite1795858943909 implements MigrationInterface {
  name = 'AnalyticsGoalsSqlite1795858943909';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "analytics_goal" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "name" varchar(255) NOT NULL, "type" varchar(16) NOT NULL, "edition_id" integer, "page_position" integer, "page_identifier" varchar(255), "pattern" varchar(500), "event" varchar(120), "created_on" datetime(3) NOT NULL, "modified_on" datetime(3))`);
    await queryRunner.query(`CREATE INDEX "ix_analytics_goal_workspace_id" ON "analytics_goal" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE TABLE "analytics_goal_conversion" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "goal_id" integer NOT NULL, "edition_id" integer NOT NULL, "visitor" varchar(16) NOT NULL, "visit_started_on" datetime(3) NOT NULL, "converted_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_analytics_goal_conversion_workspace" ON "analytics_goal_conversion" ("workspace_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_analytics_goal_conversion_visit" ON "analytics_goal_conversion" ("goal_id", "edition_id", "visitor", "visit_started_on") `);
    await queryRunner.query(`DROP INDEX "ix_analytics_goal_workspace_id"`);
    await queryRunner.query(`CREATE TABLE "temporary_analytics_goal" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "name" varchar(255) NOT NULL, "type" varchar(16) NOT NULL, "edition_id" integer, "page_position" integer, "page_identifier" varchar(255), "pattern" varchar(500), "event" varchar(120), "created_on" datetime(3) NOT NULL, "modified_on" datetime(3), CONSTRAINT "FK_b478de22c00c6c65f97e8c478b5" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_20a0a37886721e8910488027e03" FOREIGN KEY ("edition_id") REFERENCES "edition" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_analytics_goal"("id", "workspace_id", "name", "type", "edition_id", "page_position", "page_identifier", "pattern", "event", "created_on", "modified_on") SELECT "id", "workspace_id", "name", "type", "edition_id", "page_position", "page_identifier", "pattern", "event", "created_on", "modified_on" FROM "analytics_goal"`);
    await queryRunner.query(`DROP TABLE "analytics_goal"`);
    await queryRunner.query(`ALTER TABLE "temporary_analytics_goal" RENAME TO "analytics_goal"`);
    await queryRunner.query(`CREATE INDEX "ix_analytics_goal_workspace_id" ON "analytics_goal" ("workspace_id", "id") `);
    await queryRunner.query(`DROP INDEX "ix_analytics_goal_conversion_workspace"`);
    await queryRunner.query(`DROP INDEX "uq_analytics_goal_conversion_visit"`);
    await queryRunner.query(`CREATE TABLE "temporary_analytics_goal_conversion" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "goal_id" integer NOT NULL, "edition_id" integer NOT NULL, "visitor" varchar(16) NOT NULL, "visit_started_on" datetime(3) NOT NULL, "converted_on" datetime(3) NOT NULL, CONSTRAINT "FK_c063086c3ecf7a850c856ed3ca4" FOREIGN KEY ("goal_id") REFERENCES "analytics_goal" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_83a4761d2eebac5151b7fb60422" FOREIGN KEY ("edition_id") REFERENCES "edition" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_analytics_goal_conversion"("id", "workspace_id", "goal_id", "edition_id", "visitor", "visit_started_on", "converted_on") SELECT "id", "workspace_id", "goal_id", "edition_id", "visitor", "visit_started_on", "converted_on" FROM "analytics_goal_conversion"`);
    await queryRunner.query(`DROP TABLE "analytics_goal_conversion"`);
    await queryRunner.query(`ALTER TABLE "temporary_analytics_goal_conversion" RENAME TO "analytics_goal_conversion"`);
    await queryRunner.query(`CREATE INDEX "ix_analytics_goal_conversion_workspace" ON "analytics_goal_conversion" ("workspace_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_analytics_goal_conversion_visit" ON "analytics_goal_conversion" ("goal_id", "edition_id", "visitor", "visit_started_on") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_analytics_goal_conversion_visit"`);
    await queryRunner.query(`DROP INDEX "ix_analytics_goal_conversion_workspace"`);
    await queryRunner.query(`ALTER TABLE "analytics_goal_conversion" RENAME TO "temporary_analytics_goal_conversion"`);
    await queryRunner.query(`CREATE TABLE "analytics_goal_conversion" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "goal_id" integer NOT NULL, "edition_id" integer NOT NULL, "visitor" varchar(16) NOT NULL, "visit_started_on" datetime(3) NOT NULL, "converted_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "analytics_goal_conversion"("id", "workspace_id", "goal_id", "edition_id", "visitor", "visit_started_on", "converted_on") SELECT "id", "workspace_id", "goal_id", "edition_id", "visitor", "visit_started_on", "converted_on" FROM "temporary_analytics_goal_conversion"`);
    await queryRunner.query(`DROP TABLE "temporary_analytics_goal_conversion"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_analytics_goal_conversion_visit" ON "analytics_goal_conversion" ("goal_id", "edition_id", "visitor", "visit_started_on") `);
    await queryRunner.query(`CREATE INDEX "ix_analytics_goal_conversion_workspace" ON "analytics_goal_conversion" ("workspace_id") `);
    await queryRunner.query(`DROP INDEX "ix_analytics_goal_workspace_id"`);
    await queryRunner.query(`ALTER TABLE "analytics_goal" RENAME TO "temporary_analytics_goal"`);
    await queryRunner.query(`CREATE TABLE "analytics_goal" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "name" varchar(255) NOT NULL, "type" varchar(16) NOT NULL, "edition_id" integer, "page_position" integer, "page_identifier" varchar(255), "pattern" varchar(500), "event" varchar(120), "created_on" datetime(3) NOT NULL, "modified_on" datetime(3))`);
    await queryRunner.query(`INSERT INTO "analytics_goal"("id", "workspace_id", "name", "type", "edition_id", "page_position", "page_identifier", "pattern", "event", "created_on", "modified_on") SELECT "id", "workspace_id", "name", "type", "edition_id", "page_position", "page_identifier", "pattern", "event", "created_on", "modified_on" FROM "temporary_analytics_goal"`);
    await queryRunner.query(`DROP TABLE "temporary_analytics_goal"`);
    await queryRunner.query(`CREATE INDEX "ix_analytics_goal_workspace_id" ON "analytics_goal" ("workspace_id", "id") `);
    await queryRunner.query(`DROP INDEX "uq_analytics_goal_conversion_visit"`);
    await queryRunner.query(`DROP INDEX "ix_analytics_goal_conversion_workspace"`);
    await queryRunner.query(`DROP TABLE "analytics_goal_conversion"`);
    await queryRunner.query(`DROP INDEX "ix_analytics_goal_workspace_id"`);
    await queryRunner.query(`DROP TABLE "analytics_goal"`);
  }
}
