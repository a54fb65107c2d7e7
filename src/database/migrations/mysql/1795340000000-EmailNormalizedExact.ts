import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillEmailNormalized } from '../shared/backfill-email-normalized.js';

/**
 * Email uniqueness is one rule on both databases: the app normalises (NFKC, case fold) and the
 * database compares exactly. utf8mb4_unicode_ci also folded accents (`bób@` = `bob@`), which
 * SQLite never did; the column becomes binary.
 */
export class EmailNormalizedExactMysql1795340000000 implements MigrationInterface {
  name = 'EmailNormalizedExactMysql1795340000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `user` MODIFY `email_normalized` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
    await backfillEmailNormalized(queryRunner, (name) => `\`${name}\``);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('UPDATE `user` SET `email_normalized` = LOWER(`email`)');
    await queryRunner.query('ALTER TABLE `user` MODIFY `email_normalized` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL');
  }
}
