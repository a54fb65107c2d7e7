import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The events reports' index (clicks and custom events): a workspace's events of one type in time
 * order, with the columns those reports read, so a report reads the index alone and a page of it
 * no more rows than it returns (src/analytics/events-report.ts).
 */
export class EventKindIndexSqlite1795840000000 implements MigrationInterface {
  name = 'EventKindIndexSqlite1795840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "ix_analytics_event_kind" ON "analytics_event" ("workspace_id", "type", "occurred_on", "id", "edition_id", "project_id", "token_id", "target", "name")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_analytics_event_kind"');
  }
}
