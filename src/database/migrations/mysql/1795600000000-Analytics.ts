import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsMysql1795600000000 implements MigrationInterface {
  name = 'AnalyticsMysql1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`analytics_event\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`project_id\` int NOT NULL, \`edition_id\` int NOT NULL, \`page_id\` int NULL, \`token_id\` int NULL, \`occurred_on\` datetime(3) NOT NULL, \`type\` varchar(16) NOT NULL, \`visitor\` varchar(16) NOT NULL, \`country\` varchar(2) NULL, \`device\` varchar(16) NULL, \`browser\` varchar(64) NULL, \`os\` varchar(64) NULL, \`referrer_domain\` varchar(255) NULL, \`utm_source\` varchar(255) NULL, \`utm_medium\` varchar(255) NULL, \`utm_campaign\` varchar(255) NULL, \`engaged_ms\` int NULL, \`scroll_depth\` smallint NULL, \`target\` varchar(500) NULL, \`name\` varchar(120) NULL, INDEX \`ix_analytics_event_token\` (\`token_id\`), INDEX \`ix_analytics_event_time\` (\`occurred_on\`), INDEX \`ix_analytics_event_edition_time\` (\`edition_id\`, \`occurred_on\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`analytics_session\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`project_id\` int NOT NULL, \`edition_id\` int NOT NULL, \`visitor\` varchar(16) NOT NULL, \`started_on\` datetime(3) NOT NULL, \`last_seen_on\` datetime(3) NOT NULL, \`pageviews\` int NOT NULL, \`is_returning\` tinyint NOT NULL, \`reached_last\` tinyint NOT NULL, \`exit_page_id\` int NULL, \`last_pageview_on\` datetime(3) NULL, \`last_time_ms\` int NULL, \`last_scroll\` smallint NULL, \`pages_seen\` varchar(2000) NOT NULL, \`token_id\` int NULL, \`entry_page_id\` int NULL, \`country\` varchar(2) NULL, \`device\` varchar(16) NULL, \`browser\` varchar(64) NULL, \`os\` varchar(64) NULL, \`referrer_domain\` varchar(255) NULL, \`utm_source\` varchar(255) NULL, \`utm_medium\` varchar(255) NULL, \`utm_campaign\` varchar(255) NULL, INDEX \`ix_analytics_session_token\` (\`token_id\`), INDEX \`ix_analytics_session_last_seen\` (\`last_seen_on\`), INDEX \`ix_analytics_session_started\` (\`edition_id\`, \`started_on\`), INDEX \`ix_analytics_session_visitor\` (\`edition_id\`, \`visitor\`, \`last_seen_on\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`analytics_rollup\` (\`id\` int NOT NULL AUTO_INCREMENT, \`granularity\` varchar(2) NOT NULL, \`bucket\` datetime(3) NOT NULL, \`workspace_id\` int NOT NULL, \`project_id\` int NOT NULL, \`edition_id\` int NOT NULL, \`dims_hash\` varchar(40) NOT NULL, \`page_id\` int NULL, \`token_id\` int NULL, \`entry_page_id\` int NULL, \`country\` varchar(2) NULL, \`device\` varchar(16) NULL, \`browser\` varchar(64) NULL, \`os\` varchar(64) NULL, \`referrer_domain\` varchar(255) NULL, \`utm_source\` varchar(255) NULL, \`utm_medium\` varchar(255) NULL, \`utm_campaign\` varchar(255) NULL, \`pageviews\` int NOT NULL, \`entries\` int NOT NULL, \`page_visits\` int NOT NULL, \`bounces\` int NOT NULL, \`exits\` int NOT NULL, \`returning\` int NOT NULL, \`completions\` int NOT NULL, \`duration_ms\` bigint NOT NULL, \`time_ms\` bigint NOT NULL, \`time_n\` int NOT NULL, \`scroll_sum\` int NOT NULL, \`scroll_n\` int NOT NULL, \`clicks\` int NOT NULL, \`customs\` int NOT NULL, \`visitors\` blob NOT NULL, INDEX \`ix_analytics_rollup_token\` (\`token_id\`), INDEX \`ix_analytics_rollup_workspace\` (\`workspace_id\`, \`granularity\`, \`bucket\`), UNIQUE INDEX \`uq_analytics_rollup_key\` (\`edition_id\`, \`granularity\`, \`bucket\`, \`dims_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`analytics_state\` (\`id\` int NOT NULL, \`data_until\` datetime(3) NOT NULL, \`lease_owner\` varchar(64) NULL, \`lease_until\` datetime(3) NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`analytics_salt\` (\`day\` varchar(10) NOT NULL, \`salt\` varchar(64) NOT NULL, PRIMARY KEY (\`day\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`analytics_event\` ADD CONSTRAINT \`FK_a2fd2edd18efe7070b74edcdd77\` FOREIGN KEY (\`edition_id\`) REFERENCES \`edition\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`analytics_session\` ADD CONSTRAINT \`FK_2c04f132dbef441a63e7a3ccb6d\` FOREIGN KEY (\`edition_id\`) REFERENCES \`edition\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`analytics_rollup\` ADD CONSTRAINT \`FK_ba34495f6379c4c0eaa4d552f79\` FOREIGN KEY (\`edition_id\`) REFERENCES \`edition\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`analytics_rollup\` DROP FOREIGN KEY \`FK_ba34495f6379c4c0eaa4d552f79\``);
    await queryRunner.query(`ALTER TABLE \`analytics_session\` DROP FOREIGN KEY \`FK_2c04f132dbef441a63e7a3ccb6d\``);
    await queryRunner.query(`ALTER TABLE \`analytics_event\` DROP FOREIGN KEY \`FK_a2fd2edd18efe7070b74edcdd77\``);
    await queryRunner.query(`DROP TABLE \`analytics_salt\``);
    await queryRunner.query(`DROP TABLE \`analytics_state\``);
    await queryRunner.query(`DROP INDEX \`uq_analytics_rollup_key\` ON \`analytics_rollup\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_rollup_workspace\` ON \`analytics_rollup\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_rollup_token\` ON \`analytics_rollup\``);
    await queryRunner.query(`DROP TABLE \`analytics_rollup\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_session_visitor\` ON \`analytics_session\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_session_started\` ON \`analytics_session\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_session_last_seen\` ON \`analytics_session\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_session_token\` ON \`analytics_session\``);
    await queryRunner.query(`DROP TABLE \`analytics_session\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_event_edition_time\` ON \`analytics_event\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_event_time\` ON \`analytics_event\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_event_token\` ON \`analytics_event\``);
    await queryRunner.query(`DROP TABLE \`analytics_event\``);
  }
}
