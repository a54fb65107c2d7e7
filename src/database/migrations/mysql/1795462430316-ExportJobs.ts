import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ExportJobsMysql1795462430316 implements MigrationInterface {
  name = 'ExportJobsMysql1795462430316';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`job\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`edition_id\` int NOT NULL, \`type\` varchar(32) NOT NULL, \`status\` varchar(32) NOT NULL, \`progress\` int NOT NULL, \`error\` varchar(1024) NULL, \`size\` bigint NULL, \`checksum\` varchar(64) NULL, \`archive_key\` varchar(255) NULL, \`lease_owner\` varchar(64) NULL, \`lease_expires_on\` datetime(3) NULL, \`attempts\` int NOT NULL, \`created_on\` datetime(3) NOT NULL, \`started_on\` datetime(3) NULL, \`finished_on\` datetime(3) NULL, \`expires_on\` datetime(3) NULL, INDEX \`ix_job_expires_on\` (\`expires_on\`), INDEX \`ix_job_status_lease\` (\`status\`, \`lease_expires_on\`), INDEX \`ix_job_edition\` (\`edition_id\`), INDEX \`ix_job_workspace_created_on\` (\`workspace_id\`, \`created_on\`), INDEX \`ix_job_workspace_status\` (\`workspace_id\`, \`status\`), INDEX \`ix_job_workspace_edition\` (\`workspace_id\`, \`edition_id\`), INDEX \`ix_job_workspace_id\` (\`workspace_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`job\` ADD CONSTRAINT \`FK_1efe0cfdd1cb92ac79dd90a262f\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`job\` ADD CONSTRAINT \`FK_fc948c0e0d5fc89387f3146e74a\` FOREIGN KEY (\`edition_id\`) REFERENCES \`edition\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job\` DROP FOREIGN KEY \`FK_fc948c0e0d5fc89387f3146e74a\``);
    await queryRunner.query(`ALTER TABLE \`job\` DROP FOREIGN KEY \`FK_1efe0cfdd1cb92ac79dd90a262f\``);
    await queryRunner.query(`DROP INDEX \`ix_job_workspace_id\` ON \`job\``);
    await queryRunner.query(`DROP INDEX \`ix_job_workspace_edition\` ON \`job\``);
    await queryRunner.query(`DROP INDEX \`ix_job_workspace_status\` ON \`job\``);
    await queryRunner.query(`DROP INDEX \`ix_job_workspace_created_on\` ON \`job\``);
    await queryRunner.query(`DROP INDEX \`ix_job_edition\` ON \`job\``);
    await queryRunner.query(`DROP INDEX \`ix_job_status_lease\` ON \`job\``);
    await queryRunner.query(`DROP INDEX \`ix_job_expires_on\` ON \`job\``);
    await queryRunner.query(`DROP TABLE \`job\``);
  }
}
