import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhooksMysql1795740000000 implements MigrationInterface {
  name = 'WebhooksMysql1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`webhook_endpoint\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`url\` varchar(2048) NOT NULL, \`events\` text NOT NULL, \`description\` varchar(1000) NULL, \`is_enabled\` tinyint NOT NULL, \`secret\` varchar(64) NOT NULL, \`disabled_reason\` varchar(1024) NULL, \`failing_since\` datetime(3) NULL, \`last_delivery_id\` int NULL, \`lease_owner\` varchar(64) NULL, \`lease_until\` datetime(3) NULL, \`claimed_on\` datetime(3) NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NULL, INDEX \`ix_webhook_endpoint_lease\` (\`is_enabled\`, \`lease_until\`), INDEX \`ix_webhook_endpoint_workspace_id\` (\`workspace_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`webhook_delivery\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`endpoint_id\` int NOT NULL, \`message_id\` varchar(40) NOT NULL, \`event\` varchar(32) NOT NULL, \`payload\` text NOT NULL, \`status\` varchar(16) NOT NULL, \`attempts\` int NOT NULL, \`next_attempt_on\` datetime(3) NULL, \`last_attempt_on\` datetime(3) NULL, \`status_code\` int NULL, \`duration_ms\` int NULL, \`error\` varchar(1024) NULL, \`created_on\` datetime(3) NOT NULL, INDEX \`ix_webhook_delivery_workspace_id\` (\`workspace_id\`, \`id\`), INDEX \`ix_webhook_delivery_endpoint_id\` (\`endpoint_id\`, \`id\`), INDEX \`ix_webhook_delivery_endpoint_status\` (\`endpoint_id\`, \`status\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`webhook_endpoint\` ADD CONSTRAINT \`FK_fa1b5f2b928306cae9ca28ef0b0\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`webhook_delivery\` ADD CONSTRAINT \`FK_fbf2a4a814eb098ff69b18b5acc\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`webhook_delivery\` ADD CONSTRAINT \`FK_f53f5aec02217a54927b13e39d9\` FOREIGN KEY (\`endpoint_id\`) REFERENCES \`webhook_endpoint\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`webhook_delivery\` DROP FOREIGN KEY \`FK_f53f5aec02217a54927b13e39d9\``);
    await queryRunner.query(`ALTER TABLE \`webhook_delivery\` DROP FOREIGN KEY \`FK_fbf2a4a814eb098ff69b18b5acc\``);
    await queryRunner.query(`ALTER TABLE \`webhook_endpoint\` DROP FOREIGN KEY \`FK_fa1b5f2b928306cae9ca28ef0b0\``);
    await queryRunner.query(`DROP INDEX \`ix_webhook_delivery_endpoint_status\` ON \`webhook_delivery\``);
    await queryRunner.query(`DROP INDEX \`ix_webhook_delivery_endpoint_id\` ON \`webhook_delivery\``);
    await queryRunner.query(`DROP INDEX \`ix_webhook_delivery_workspace_id\` ON \`webhook_delivery\``);
    await queryRunner.query(`DROP TABLE \`webhook_delivery\``);
    await queryRunner.query(`DROP INDEX \`ix_webhook_endpoint_workspace_id\` ON \`webhook_endpoint\``);
    await queryRunner.query(`DROP INDEX \`ix_webhook_endpoint_lease\` ON \`webhook_endpoint\``);
    await queryRunner.query(`DROP TABLE \`webhook_endpoint\``);
  }
}
