import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ImportJobErrorsMysql1795870379534 implements MigrationInterface {
  name = 'ImportJobErrorsMysql1795870379534';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`job_error\` (\`id\` int NOT NULL AUTO_INCREMENT, \`job_id\` int NOT NULL, \`row\` int NOT NULL, \`column\` varchar(255) NOT NULL, \`rule\` varchar(64) NOT NULL, \`message\` varchar(1024) NOT NULL, INDEX \`ix_job_error_job_row\` (\`job_id\`, \`row\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`job_error\` ADD CONSTRAINT \`FK_29dc108ab5e785c2536c9f9db8c\` FOREIGN KEY (\`job_id\`) REFERENCES \`job\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_error\` DROP FOREIGN KEY \`FK_29dc108ab5e785c2536c9f9db8c\``);
    await queryRunner.query(`DROP INDEX \`ix_job_error_job_row\` ON \`job_error\``);
    await queryRunner.query(`DROP TABLE \`job_error\``);
  }
}
