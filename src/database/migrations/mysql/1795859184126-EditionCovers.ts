import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A doc's generated cover (src/covers): one row per doc, its PNG (up to 16 MB) and what it was made from. */
export class EditionCoversMysql1795859184126 implements MigrationInterface {
  name = 'EditionCoversMysql1795859184126';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`edition_cover\` (\`edition_id\` int NOT NULL, \`content_hash\` varchar(32) NOT NULL, \`kind\` varchar(16) NOT NULL, \`png\` mediumblob NOT NULL, \`render_ms\` int NOT NULL, \`rendered_on\` datetime(3) NOT NULL, PRIMARY KEY (\`edition_id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`edition_cover\` ADD CONSTRAINT \`FK_38f4de8326ce539fda2d1b92d63\` FOREIGN KEY (\`edition_id\`) REFERENCES \`edition\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`edition_cover\` DROP FOREIGN KEY \`FK_38f4de8326ce539fda2d1b92d63\``);
    await queryRunner.query(`DROP TABLE \`edition_cover\``);
  }
}
