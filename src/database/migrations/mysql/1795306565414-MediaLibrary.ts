import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaLibraryMysql1795306565414 implements MigrationInterface {
  name = 'MediaLibraryMysql1795306565414';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`folder\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`parent_id\` int NULL, \`name\` varchar(255) NOT NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NOT NULL, INDEX \`ix_folder_parent\` (\`parent_id\`, \`id\`), INDEX \`ix_folder_workspace_modified_on\` (\`workspace_id\`, \`modified_on\`), INDEX \`ix_folder_workspace_created_on\` (\`workspace_id\`, \`created_on\`), INDEX \`ix_folder_workspace_name\` (\`workspace_id\`, \`name\`), INDEX \`ix_folder_workspace_parent\` (\`workspace_id\`, \`parent_id\`), INDEX \`ix_folder_workspace_id\` (\`workspace_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`media_file\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`folder_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`filename\` varchar(128) NOT NULL, \`mime_type\` varchar(64) NOT NULL, \`size\` bigint NOT NULL, \`checksum\` varchar(64) NOT NULL, \`kind\` varchar(8) NOT NULL, \`width\` int NULL, \`height\` int NULL, \`storage_key\` varchar(255) NOT NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NOT NULL, UNIQUE INDEX \`uq_media_file_storage_key\` (\`storage_key\`), INDEX \`ix_media_file_folder\` (\`folder_id\`, \`id\`), INDEX \`ix_media_file_workspace_id\` (\`workspace_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`folder\` ADD CONSTRAINT \`FK_677015b1100b1ff823343b931d9\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`folder\` ADD CONSTRAINT \`FK_8b06efa8280c9d33719b9286876\` FOREIGN KEY (\`parent_id\`) REFERENCES \`folder\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`media_file\` ADD CONSTRAINT \`FK_89c86e5e3792308d2aa4799529c\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`media_file\` ADD CONSTRAINT \`FK_e35018ccec789d4cfdb28cd8b5d\` FOREIGN KEY (\`folder_id\`) REFERENCES \`folder\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    // Hand-written data step: every workspace that existed before the Media Library gets the root
    // folder new workspaces are created with.
    await queryRunner.query(`INSERT INTO \`folder\` (\`workspace_id\`, \`parent_id\`, \`name\`, \`created_on\`, \`modified_on\`) SELECT \`id\`, NULL, 'Root', UTC_TIMESTAMP(3), UTC_TIMESTAMP(3) FROM \`workspace\` ORDER BY \`id\``);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`media_file\` DROP FOREIGN KEY \`FK_e35018ccec789d4cfdb28cd8b5d\``);
    await queryRunner.query(`ALTER TABLE \`media_file\` DROP FOREIGN KEY \`FK_89c86e5e3792308d2aa4799529c\``);
    await queryRunner.query(`ALTER TABLE \`folder\` DROP FOREIGN KEY \`FK_8b06efa8280c9d33719b9286876\``);
    await queryRunner.query(`ALTER TABLE \`folder\` DROP FOREIGN KEY \`FK_677015b1100b1ff823343b931d9\``);
    await queryRunner.query(`DROP INDEX \`ix_media_file_workspace_id\` ON \`media_file\``);
    await queryRunner.query(`DROP INDEX \`ix_media_file_folder\` ON \`media_file\``);
    await queryRunner.query(`DROP INDEX \`uq_media_file_storage_key\` ON \`media_file\``);
    await queryRunner.query(`DROP TABLE \`media_file\``);
    await queryRunner.query(`DROP INDEX \`ix_folder_workspace_id\` ON \`folder\``);
    await queryRunner.query(`DROP INDEX \`ix_folder_workspace_parent\` ON \`folder\``);
    await queryRunner.query(`DROP INDEX \`ix_folder_workspace_name\` ON \`folder\``);
    await queryRunner.query(`DROP INDEX \`ix_folder_workspace_created_on\` ON \`folder\``);
    await queryRunner.query(`DROP INDEX \`ix_folder_workspace_modified_on\` ON \`folder\``);
    await queryRunner.query(`DROP INDEX \`ix_folder_parent\` ON \`folder\``);
    await queryRunner.query(`DROP TABLE \`folder\``);
  }
}
