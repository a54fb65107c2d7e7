import type { MigrationInterface, QueryRunner } from 'typeorm';

import { migrationTokenKey } from '../shared/random-key.js';

/**
 * Each doc's preview gets a secret of its own (docs/reader.md, "Previews"): the uid, written in
 * every public page and beacon, no longer opens a draft. Existing docs get a fresh random key.
 */
export class PreviewKeysMysql1795710000000 implements MigrationInterface {
  name = 'PreviewKeysMysql1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`preview_key\` varchar(32) NULL`);
    const rows = (await queryRunner.query(`SELECT \`id\` FROM \`edition\``)) as { id: number | string }[];
    for (const row of rows) {
      await queryRunner.query(`UPDATE \`edition\` SET \`preview_key\` = ? WHERE \`id\` = ?`, [
        migrationTokenKey(),
        row.id,
      ]);
    }
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_edition_preview_key\` ON \`edition\` (\`preview_key\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`uq_edition_preview_key\` ON \`edition\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`preview_key\``);
  }
}
