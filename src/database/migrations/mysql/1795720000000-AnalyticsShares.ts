import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsSharesMysql1795720000000 implements MigrationInterface {
  name = 'AnalyticsSharesMysql1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`analytics_share\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`edition_id\` int NULL, \`project_id\` int NULL, \`token_id\` int NULL, \`expires_on\` datetime(3) NOT NULL, \`frame_ancestors\` varchar(1000) NULL, \`nonce\` varchar(32) NOT NULL, \`created_on\` datetime(3) NOT NULL, INDEX \`ix_analytics_share_workspace\` (\`workspace_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_analytics_share_workspace\` ON \`analytics_share\``);
    await queryRunner.query(`DROP TABLE \`analytics_share\``);
  }
}
