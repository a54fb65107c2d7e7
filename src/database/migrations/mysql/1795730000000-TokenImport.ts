import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Token imports (docs/personalization.md, "Campaigns"): one token per external_id and doc; import jobs. */
export class TokenImportMysql1795730000000 implements MigrationInterface {
  name = 'TokenImportMysql1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_personalization_token_external_id\` ON \`personalization_token\` (\`edition_id\`, \`external_id\`)`);
    await queryRunner.query(`ALTER TABLE \`job\` ADD \`source_key\` varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE \`job\` ADD \`result\` text NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job\` DROP COLUMN \`result\``);
    await queryRunner.query(`ALTER TABLE \`job\` DROP COLUMN \`source_key\``);
    await queryRunner.query(`DROP INDEX \`uq_personalization_token_external_id\` ON \`personalization_token\``);
  }
}
