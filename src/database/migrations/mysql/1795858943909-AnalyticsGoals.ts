import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsGoalsMysql1795858943909 implements MigrationInterface {
  name = 'AnalyticsGoalsMysql1795858943909';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`analytics_goal\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`type\` varchar(16) NOT NULL, \`edition_id\` int NULL, \`page_position\` int NULL, \`page_identifier\` varchar(255) NULL, \`pattern\` varchar(500) NULL, \`event\` varchar(120) NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NULL, INDEX \`ix_analytics_goal_workspace_id\` (\`workspace_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`analytics_goal_conversion\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`goal_id\` int NOT NULL, \`edition_id\` int NOT NULL, \`visitor\` varchar(16) NOT NULL, \`visit_started_on\` datetime(3) NOT NULL, \`converted_on\` datetime(3) NOT NULL, INDEX \`ix_analytics_goal_conversion_workspace\` (\`workspace_id\`), UNIQUE INDEX \`uq_analytics_goal_conversion_visit\` (\`goal_id\`, \`edition_id\`, \`visitor\`, \`visit_started_on\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`analytics_goal\` ADD CONSTRAINT \`FK_b478de22c00c6c65f97e8c478b5\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`analytics_goal\` ADD CONSTRAINT \`FK_20a0a37886721e8910488027e03\` FOREIGN KEY (\`edition_id\`) REFERENCES \`edition\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`analytics_goal_conversion\` ADD CONSTRAINT \`FK_c063086c3ecf7a850c856ed3ca4\` FOREIGN KEY (\`goal_id\`) REFERENCES \`analytics_goal\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`analytics_goal_conversion\` ADD CONSTRAINT \`FK_83a4761d2eebac5151b7fb60422\` FOREIGN KEY (\`edition_id\`) REFERENCES \`edition\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`analytics_goal_conversion\` DROP FOREIGN KEY \`FK_83a4761d2eebac5151b7fb60422\``);
    await queryRunner.query(`ALTER TABLE \`analytics_goal_conversion\` DROP FOREIGN KEY \`FK_c063086c3ecf7a850c856ed3ca4\``);
    await queryRunner.query(`ALTER TABLE \`analytics_goal\` DROP FOREIGN KEY \`FK_20a0a37886721e8910488027e03\``);
    await queryRunner.query(`ALTER TABLE \`analytics_goal\` DROP FOREIGN KEY \`FK_b478de22c00c6c65f97e8c478b5\``);
    await queryRunner.query(`DROP INDEX \`uq_analytics_goal_conversion_visit\` ON \`analytics_goal_conversion\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_goal_conversion_workspace\` ON \`analytics_goal_conversion\``);
    await queryRunner.query(`DROP TABLE \`analytics_goal_conversion\``);
    await queryRunner.query(`DROP INDEX \`ix_analytics_goal_workspace_id\` ON \`analytics_goal\``);
    await queryRunner.query(`DROP TABLE \`analytics_goal\``);
  }
}
