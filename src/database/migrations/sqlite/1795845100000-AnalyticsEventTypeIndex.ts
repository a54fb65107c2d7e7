import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events reports (clicks by target, custom events by name: the dashboard's two events tables)
 * read one type of a doc's events over a range. `(edition_id, type, occurred_on)` finds those and
 * no others (`(edition_id, occurred_on)` walked every pageview of the range too), and with
 * `workspace_id`, `target` and `name` after them it answers such a report alone: no row is read
 * (at 1M events the rows of a month's clicks were most of the table's pages).
 */
export class AnalyticsEventTypeIndexSqlite1795845100000 implements MigrationInterface {
  name = 'AnalyticsEventTypeIndexSqlite1795845100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_analytics_event_edition_type_time" ON "analytics_event" ("edition_id", "type", "occurred_on", "workspace_id", "target", "name") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_analytics_event_edition_type_time"`);
  }
}
