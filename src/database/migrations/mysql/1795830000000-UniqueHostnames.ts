import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A hostname belongs to one project platform-wide (docs/operators.md, "Custom domains"): the
 * reader's lookup index becomes unique, so of two concurrent claims one wins. Before it, only SQL
 * could set a hostname; a name two projects share keeps its oldest project (the others lose it,
 * as the reader could not tell them apart anyway).
 */
export class UniqueHostnamesMysql1795830000000 implements MigrationInterface {
  name = 'UniqueHostnamesMysql1795830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'UPDATE `title` `t` INNER JOIN (SELECT `hostname`, MIN(`id`) AS `kept` FROM `title` WHERE `hostname` IS NOT NULL GROUP BY `hostname` HAVING COUNT(*) > 1) `d` ON `t`.`hostname` = `d`.`hostname` SET `t`.`hostname` = NULL WHERE `t`.`id` <> `d`.`kept`',
    );
    await queryRunner.query('DROP INDEX `ix_title_hostname` ON `title`');
    await queryRunner.query('CREATE UNIQUE INDEX `uq_title_hostname` ON `title` (`hostname`)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `uq_title_hostname` ON `title`');
    await queryRunner.query('CREATE INDEX `ix_title_hostname` ON `title` (`hostname`)');
  }
}
