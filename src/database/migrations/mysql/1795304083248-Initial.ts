import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialMysql1795304083248 implements MigrationInterface {
  name = 'InitialMysql1795304083248';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`workspace\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`api_credential\` (\`id\` int NOT NULL AUTO_INCREMENT, \`client_id\` varchar(64) NOT NULL, \`secret_hash\` varchar(64) NOT NULL, \`workspace_id\` int NOT NULL, \`created_on\` datetime(3) NOT NULL, \`revoked_on\` datetime(3) NULL, UNIQUE INDEX \`uq_api_credential_client_id\` (\`client_id\`), INDEX \`ix_api_credential_workspace\` (\`workspace_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`access_token\` (\`token_hash\` varchar(64) NOT NULL, \`credential_id\` int NOT NULL, \`workspace_id\` int NOT NULL, \`expires_on\` datetime(3) NOT NULL, \`created_on\` datetime(3) NOT NULL, INDEX \`ix_access_token_credential_expiry\` (\`credential_id\`, \`expires_on\`), PRIMARY KEY (\`token_hash\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`title\` (\`id\` int NOT NULL AUTO_INCREMENT, \`workspace_id\` int NOT NULL, \`name\` varchar(255) NOT NULL, \`identifier\` varchar(255) NOT NULL, \`hostname\` varchar(255) NULL, \`ua_code\` varchar(64) NULL, \`vendor_a_code\` text NOT NULL, \`vendor_b_code\` text NOT NULL, \`vendor_c_code\` text NOT NULL, \`vendor_d_code\` text NOT NULL, \`vendor_e_config\` text NOT NULL, \`security_profile\` varchar(32) NULL, \`website\` varchar(255) NULL, \`license\` int NOT NULL, \`has_secure_socket_layer\` tinyint NOT NULL, \`affected_on\` datetime(3) NOT NULL, \`options\` text NOT NULL, \`certificate\` text NULL, \`certificate_chain\` text NULL, \`certificate_key\` text NULL, \`automated_certificate\` tinyint NOT NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NOT NULL, \`logo\` varchar(2048) NULL, \`icon\` varchar(2048) NULL, \`splash\` varchar(2048) NULL, \`rules\` text NOT NULL, \`background_color\` varchar(64) NOT NULL, INDEX \`ix_title_workspace_modified_on\` (\`workspace_id\`, \`modified_on\`), INDEX \`ix_title_workspace_created_on\` (\`workspace_id\`, \`created_on\`), INDEX \`ix_title_workspace_affected_on\` (\`workspace_id\`, \`affected_on\`), INDEX \`ix_title_workspace_automated_certificate\` (\`workspace_id\`, \`automated_certificate\`), INDEX \`ix_title_workspace_ssl\` (\`workspace_id\`, \`has_secure_socket_layer\`), INDEX \`ix_title_workspace_license\` (\`workspace_id\`, \`license\`), INDEX \`ix_title_workspace_website\` (\`workspace_id\`, \`website\`), INDEX \`ix_title_workspace_security_profile\` (\`workspace_id\`, \`security_profile\`), INDEX \`ix_title_workspace_ua_code\` (\`workspace_id\`, \`ua_code\`), INDEX \`ix_title_workspace_hostname\` (\`workspace_id\`, \`hostname\`), INDEX \`ix_title_workspace_name\` (\`workspace_id\`, \`name\`), UNIQUE INDEX \`uq_title_workspace_identifier\` (\`workspace_id\`, \`identifier\`), INDEX \`ix_title_workspace_id\` (\`workspace_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`edition\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title_id\` int NOT NULL, \`status\` varchar(32) NOT NULL, \`created_on\` datetime(3) NOT NULL, INDEX \`ix_edition_title_status\` (\`title_id\`, \`status\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`api_credential\` ADD CONSTRAINT \`FK_4916319f9303ac6e9103c3c3210\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`access_token\` ADD CONSTRAINT \`FK_9b3354f144921c98b721d1c13ea\` FOREIGN KEY (\`credential_id\`) REFERENCES \`api_credential\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`title\` ADD CONSTRAINT \`FK_8b9e3d37b796c00789dba9a23f1\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`edition\` ADD CONSTRAINT \`FK_05955c1f3b71ea31205e4555eed\` FOREIGN KEY (\`title_id\`) REFERENCES \`title\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`edition\` DROP FOREIGN KEY \`FK_05955c1f3b71ea31205e4555eed\``);
    await queryRunner.query(`ALTER TABLE \`title\` DROP FOREIGN KEY \`FK_8b9e3d37b796c00789dba9a23f1\``);
    await queryRunner.query(`ALTER TABLE \`access_token\` DROP FOREIGN KEY \`FK_9b3354f144921c98b721d1c13ea\``);
    await queryRunner.query(`ALTER TABLE \`api_credential\` DROP FOREIGN KEY \`FK_4916319f9303ac6e9103c3c3210\``);
    await queryRunner.query(`DROP INDEX \`ix_edition_title_status\` ON \`edition\``);
    await queryRunner.query(`DROP TABLE \`edition\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_id\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`uq_title_workspace_identifier\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_name\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_hostname\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_ua_code\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_security_profile\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_website\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_license\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_ssl\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_automated_certificate\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_affected_on\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_created_on\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_modified_on\` ON \`title\``);
    await queryRunner.query(`DROP TABLE \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_access_token_credential_expiry\` ON \`access_token\``);
    await queryRunner.query(`DROP TABLE \`access_token\``);
    await queryRunner.query(`DROP INDEX \`ix_api_credential_workspace\` ON \`api_credential\``);
    await queryRunner.query(`DROP INDEX \`uq_api_credential_client_id\` ON \`api_credential\``);
    await queryRunner.query(`DROP TABLE \`api_credential\``);
    await queryRunner.query(`DROP TABLE \`workspace\``);
  }
}
