import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsSharesSqlite1795720000000 implements MigrationInterface {
  name = 'AnalyticsSharesSqlite1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "analytics_share" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "edition_id" integer, "project_id" integer, "token_id" integer, "expires_on" datetime(3) NOT NULL, "frame_ancestors" varchar(1000), "nonce" varchar(32) NOT NULL, "created_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_analytics_share_workspace" ON "analytics_share" ("workspace_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_analytics_share_workspace"`);
    await queryRunner.query(`DROP TABLE "analytics_share"`);
  }
}
