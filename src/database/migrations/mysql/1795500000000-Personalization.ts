import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PersonalizationMysql1795500000000 implements MigrationInterface {
  name = 'PersonalizationMysql1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`personalization_category\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`key\` varchar(64) NOT NULL, \`name\` varchar(255) NOT NULL, \`description\` varchar(1000) NULL, \`external_mapping\` varchar(255) NULL, \`is_multiple\` tinyint NOT NULL, \`position\` int NOT NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NULL, INDEX \`ix_personalization_category_workspace_position\` (\`workspace_id\`, \`position\`), INDEX \`ix_personalization_category_workspace_id\` (\`workspace_id\`, \`id\`), UNIQUE INDEX \`uq_personalization_category_key\` (\`workspace_id\`, \`key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`personalization_option\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`category_id\` int NOT NULL, \`key\` varchar(64) NOT NULL, \`label\` varchar(255) NOT NULL, \`external_value\` varchar(255) NULL, \`position\` int NOT NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NULL, INDEX \`ix_personalization_option_workspace_category\` (\`workspace_id\`, \`category_id\`, \`position\`), INDEX \`ix_personalization_option_workspace_id\` (\`workspace_id\`, \`id\`), UNIQUE INDEX \`uq_personalization_option_key\` (\`category_id\`, \`key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`personalization_property\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`key\` varchar(64) NOT NULL, \`name\` varchar(255) NOT NULL, \`description\` varchar(1000) NULL, \`external_mapping\` varchar(255) NULL, \`type\` varchar(16) NOT NULL, \`is_required\` tinyint NOT NULL, \`max_length\` int NOT NULL, \`default\` text NOT NULL, \`position\` int NOT NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NULL, INDEX \`ix_personalization_property_workspace_position\` (\`workspace_id\`, \`position\`), INDEX \`ix_personalization_property_workspace_id\` (\`workspace_id\`, \`id\`), UNIQUE INDEX \`uq_personalization_property_key\` (\`workspace_id\`, \`key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`personalization_token\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`edition_id\` int NOT NULL, \`key\` varchar(22) NOT NULL, \`name\` varchar(255) NOT NULL, \`external_id\` varchar(255) NULL, \`expires_on\` datetime(3) NULL, \`views\` int NOT NULL DEFAULT '0', \`last_viewed_on\` datetime(3) NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NULL, INDEX \`ix_personalization_token_edition\` (\`edition_id\`), INDEX \`ix_personalization_token_workspace_edition\` (\`workspace_id\`, \`edition_id\`), INDEX \`ix_personalization_token_workspace_id\` (\`workspace_id\`, \`id\`), UNIQUE INDEX \`uq_personalization_token_key\` (\`key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`personalization_value\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`token_id\` int NOT NULL, \`property_id\` int NULL, \`option_id\` int NULL, \`value\` text NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NULL, INDEX \`ix_personalization_value_option\` (\`option_id\`), INDEX \`ix_personalization_value_property\` (\`property_id\`), INDEX \`ix_personalization_value_workspace_id\` (\`workspace_id\`, \`id\`), UNIQUE INDEX \`uq_personalization_value_option\` (\`token_id\`, \`option_id\`), UNIQUE INDEX \`uq_personalization_value_property\` (\`token_id\`, \`property_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`job\` ADD \`token_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`personalization_category\` ADD CONSTRAINT \`FK_a86193bba93ee6876b61b3c103c\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`personalization_option\` ADD CONSTRAINT \`FK_0bd23bec1920f9f0e8c8d2182b7\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`personalization_option\` ADD CONSTRAINT \`FK_474d839687a80f17d7a4f15daf2\` FOREIGN KEY (\`category_id\`) REFERENCES \`personalization_category\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`personalization_property\` ADD CONSTRAINT \`FK_21af77c05dd2d827d9311ae6c65\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`personalization_token\` ADD CONSTRAINT \`FK_d4734a78d932c12b66d98cd6f2c\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`personalization_token\` ADD CONSTRAINT \`FK_2a2cc3cac16f5107c91f4b8b1ee\` FOREIGN KEY (\`edition_id\`) REFERENCES \`edition\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`personalization_value\` ADD CONSTRAINT \`FK_febb5eb7520ccf4fc8e31d1a1ec\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`personalization_value\` ADD CONSTRAINT \`FK_d98edbf2678f40c233ae4c16678\` FOREIGN KEY (\`token_id\`) REFERENCES \`personalization_token\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`personalization_value\` ADD CONSTRAINT \`FK_21242317b9d5714b12e3c3a77a6\` FOREIGN KEY (\`property_id\`) REFERENCES \`personalization_property\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`personalization_value\` ADD CONSTRAINT \`FK_6181ae94abbb0eece32caf9617a\` FOREIGN KEY (\`option_id\`) REFERENCES \`personalization_option\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`personalization_value\` DROP FOREIGN KEY \`FK_6181ae94abbb0eece32caf9617a\``);
    await queryRunner.query(`ALTER TABLE \`personalization_value\` DROP FOREIGN KEY \`FK_21242317b9d5714b12e3c3a77a6\``);
    await queryRunner.query(`ALTER TABLE \`personalization_value\` DROP FOREIGN KEY \`FK_d98edbf2678f40c233ae4c16678\``);
    await queryRunner.query(`ALTER TABLE \`personalization_value\` DROP FOREIGN KEY \`FK_febb5eb7520ccf4fc8e31d1a1ec\``);
    await queryRunner.query(`ALTER TABLE \`personalization_token\` DROP FOREIGN KEY \`FK_2a2cc3cac16f5107c91f4b8b1ee\``);
    await queryRunner.query(`ALTER TABLE \`personalization_token\` DROP FOREIGN KEY \`FK_d4734a78d932c12b66d98cd6f2c\``);
    await queryRunner.query(`ALTER TABLE \`personalization_property\` DROP FOREIGN KEY \`FK_21af77c05dd2d827d9311ae6c65\``);
    await queryRunner.query(`ALTER TABLE \`personalization_option\` DROP FOREIGN KEY \`FK_474d839687a80f17d7a4f15daf2\``);
    await queryRunner.query(`ALTER TABLE \`personalization_option\` DROP FOREIGN KEY \`FK_0bd23bec1920f9f0e8c8d2182b7\``);
    await queryRunner.query(`ALTER TABLE \`personalization_category\` DROP FOREIGN KEY \`FK_a86193bba93ee6876b61b3c103c\``);
    await queryRunner.query(`ALTER TABLE \`job\` DROP COLUMN \`token_id\``);
    await queryRunner.query(`DROP INDEX \`uq_personalization_value_property\` ON \`personalization_value\``);
    await queryRunner.query(`DROP INDEX \`uq_personalization_value_option\` ON \`personalization_value\``);
    await queryRunner.query(`DROP INDEX \`ix_personalization_value_workspace_id\` ON \`personalization_value\``);
    await queryRunner.query(`DROP INDEX \`ix_personalization_value_property\` ON \`personalization_value\``);
    await queryRunner.query(`DROP INDEX \`ix_personalization_value_option\` ON \`personalization_value\``);
    await queryRunner.query(`DROP TABLE \`personalization_value\``);
    await queryRunner.query(`DROP INDEX \`uq_personalization_token_key\` ON \`personalization_token\``);
    await queryRunner.query(`DROP INDEX \`ix_personalization_token_workspace_id\` ON \`personalization_token\``);
    await queryRunner.query(`DROP INDEX \`ix_personalization_token_workspace_edition\` ON \`personalization_token\``);
    await queryRunner.query(`DROP INDEX \`ix_personalization_token_edition\` ON \`personalization_token\``);
    await queryRunner.query(`DROP TABLE \`personalization_token\``);
    await queryRunner.query(`DROP INDEX \`uq_personalization_property_key\` ON \`personalization_property\``);
    await queryRunner.query(`DROP INDEX \`ix_personalization_property_workspace_id\` ON \`personalization_property\``);
    await queryRunner.query(`DROP INDEX \`ix_personalization_property_workspace_position\` ON \`personalization_property\``);
    await queryRunner.query(`DROP TABLE \`personalization_property\``);
    await queryRunner.query(`DROP INDEX \`uq_personalization_option_key\` ON \`personalization_option\``);
    await queryRunner.query(`DROP INDEX \`ix_personalization_option_workspace_id\` ON \`personalization_option\``);
    await queryRunner.query(`DROP INDEX \`ix_personalization_option_workspace_category\` ON \`personalization_option\``);
    await queryRunner.query(`DROP TABLE \`personalization_option\``);
    await queryRunner.query(`DROP INDEX \`uq_personalization_category_key\` ON \`personalization_category\``);
    await queryRunner.query(`DROP INDEX \`ix_personalization_category_workspace_id\` ON \`personalization_category\``);
    await queryRunner.query(`DROP INDEX \`ix_personalization_category_workspace_position\` ON \`personalization_category\``);
    await queryRunner.query(`DROP TABLE \`personalization_category\``);
  }
}
