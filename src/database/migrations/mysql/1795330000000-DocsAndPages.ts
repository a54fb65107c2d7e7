import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DocsAndPagesMysql1795330000000 implements MigrationInterface {
  name = 'DocsAndPagesMysql1795330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`page\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`edition_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`identifier\` varchar(255) NOT NULL, \`position\` int NOT NULL, \`is_visible\` tinyint NOT NULL, \`content\` json NOT NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NOT NULL, INDEX \`ix_page_edition_name\` (\`edition_id\`, \`name\`), INDEX \`ix_page_workspace_id\` (\`workspace_id\`, \`id\`), UNIQUE INDEX \`uq_page_edition_identifier\` (\`edition_id\`, \`identifier\`), INDEX \`ix_page_edition_position\` (\`edition_id\`, \`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`workspace_id\` int NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`name\` varchar(255) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`identifier\` varchar(255) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`uid\` varchar(12) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`published_on\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`first_published_on\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`affected_on\` datetime(3) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`is_visible\` tinyint NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`is_default\` tinyint NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`has_header\` tinyint NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`is_starred\` tinyint NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`category\` varchar(32) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`options\` json NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`screenshot_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD \`modified_on\` datetime(3) NULL`);
    // Rows of the former stub (only counts were read from it) become plain drafts.
    await queryRunner.query(
      "UPDATE `edition` e JOIN `title` t ON t.`id` = e.`title_id` SET e.`workspace_id` = t.`workspace_id`, e.`name` = CONCAT('Doc ', e.`id`), " +
        "e.`identifier` = CONCAT('doc-', e.`id`), e.`uid` = LPAD(e.`id`, 12, '0'), e.`affected_on` = e.`created_on`, e.`is_visible` = 1, " +
        "e.`is_default` = 0, e.`category` = 'other', e.`options` = '{}'",
    );
    await queryRunner.query(`CREATE INDEX \`ix_edition_screenshot\` ON \`edition\` (\`screenshot_id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_edition_workspace_title_created_on\` ON \`edition\` (\`workspace_id\`, \`title_id\`, \`created_on\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_edition_workspace_title_name\` ON \`edition\` (\`workspace_id\`, \`title_id\`, \`name\`, \`affected_on\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_edition_workspace_title_affected_on\` ON \`edition\` (\`workspace_id\`, \`title_id\`, \`affected_on\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_edition_workspace_created_on\` ON \`edition\` (\`workspace_id\`, \`created_on\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_edition_workspace_category\` ON \`edition\` (\`workspace_id\`, \`category\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_edition_workspace_status\` ON \`edition\` (\`workspace_id\`, \`status\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_edition_workspace_affected_on\` ON \`edition\` (\`workspace_id\`, \`affected_on\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_edition_workspace_name\` ON \`edition\` (\`workspace_id\`, \`name\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_edition_workspace_id\` ON \`edition\` (\`workspace_id\`, \`id\`)`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_edition_title_identifier\` ON \`edition\` (\`title_id\`, \`identifier\`)`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_edition_uid\` ON \`edition\` (\`uid\`)`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD CONSTRAINT \`FK_5a6907de9aed49cea9930af906f\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD CONSTRAINT \`FK_667ba3aab825aae65955c6293b2\` FOREIGN KEY (\`screenshot_id\`) REFERENCES \`media_file\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`page\` ADD CONSTRAINT \`FK_84163f9697f0547b70cae8ff8c6\` FOREIGN KEY (\`edition_id\`) REFERENCES \`edition\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`page\` DROP FOREIGN KEY \`FK_84163f9697f0547b70cae8ff8c6\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP FOREIGN KEY \`FK_667ba3aab825aae65955c6293b2\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP FOREIGN KEY \`FK_5a6907de9aed49cea9930af906f\``);
    await queryRunner.query(`DROP INDEX \`uq_edition_uid\` ON \`edition\``);
    await queryRunner.query(`DROP INDEX \`uq_edition_title_identifier\` ON \`edition\``);
    await queryRunner.query(`DROP INDEX \`ix_edition_workspace_id\` ON \`edition\``);
    await queryRunner.query(`DROP INDEX \`ix_edition_workspace_name\` ON \`edition\``);
    await queryRunner.query(`DROP INDEX \`ix_edition_workspace_affected_on\` ON \`edition\``);
    await queryRunner.query(`DROP INDEX \`ix_edition_workspace_status\` ON \`edition\``);
    await queryRunner.query(`DROP INDEX \`ix_edition_workspace_category\` ON \`edition\``);
    await queryRunner.query(`DROP INDEX \`ix_edition_workspace_created_on\` ON \`edition\``);
    await queryRunner.query(`DROP INDEX \`ix_edition_workspace_title_affected_on\` ON \`edition\``);
    await queryRunner.query(`DROP INDEX \`ix_edition_workspace_title_name\` ON \`edition\``);
    await queryRunner.query(`DROP INDEX \`ix_edition_workspace_title_created_on\` ON \`edition\``);
    await queryRunner.query(`DROP INDEX \`ix_edition_screenshot\` ON \`edition\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`modified_on\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`screenshot_id\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`options\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`category\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`is_starred\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`has_header\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`is_default\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`is_visible\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`affected_on\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`first_published_on\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`published_on\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`uid\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`identifier\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`name\``);
    await queryRunner.query(`ALTER TABLE \`edition\` DROP COLUMN \`workspace_id\``);
    await queryRunner.query(`DROP INDEX \`ix_page_edition_position\` ON \`page\``);
    await queryRunner.query(`DROP INDEX \`uq_page_edition_identifier\` ON \`page\``);
    await queryRunner.query(`DROP INDEX \`ix_page_workspace_id\` ON \`page\``);
    await queryRunner.query(`DROP INDEX \`ix_page_edition_name\` ON \`page\``);
    await queryRunner.query(`DROP TABLE \`page\``);
  }
}
