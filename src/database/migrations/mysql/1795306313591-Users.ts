import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UsersMysql1795306313591 implements MigrationInterface {
  name = 'UsersMysql1795306313591';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`user\` (\`id\` int NOT NULL AUTO_INCREMENT, \`first_name\` varchar(255) NOT NULL, \`last_name\` varchar(255) NOT NULL, \`email\` varchar(255) NOT NULL, \`email_normalized\` varchar(255) NOT NULL, \`phone\` varchar(64) NULL, \`activated_on\` datetime(3) NOT NULL, \`verified_on\` datetime(3) NULL, \`activity_on\` datetime(3) NULL, \`status\` varchar(32) NOT NULL, \`options\` text NOT NULL, \`created_on\` datetime(3) NOT NULL, \`modified_on\` datetime(3) NULL, \`country\` varchar(64) NULL, \`password_hash\` varchar(255) NULL, INDEX \`ix_user_modified_on\` (\`modified_on\`), INDEX \`ix_user_created_on\` (\`created_on\`), INDEX \`ix_user_activity_on\` (\`activity_on\`), INDEX \`ix_user_verified_on\` (\`verified_on\`), INDEX \`ix_user_activated_on\` (\`activated_on\`), INDEX \`ix_user_country\` (\`country\`), INDEX \`ix_user_status\` (\`status\`), INDEX \`ix_user_phone\` (\`phone\`), INDEX \`ix_user_email\` (\`email\`), INDEX \`ix_user_last_name\` (\`last_name\`), INDEX \`ix_user_first_name\` (\`first_name\`), UNIQUE INDEX \`uq_user_email_normalized\` (\`email_normalized\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`membership\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`workspace_id\` int NOT NULL, \`roles\` text NOT NULL, \`created_on\` datetime(3) NOT NULL, INDEX \`ix_membership_workspace_user\` (\`workspace_id\`, \`user_id\`), UNIQUE INDEX \`uq_membership_user_workspace\` (\`user_id\`, \`workspace_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`membership\` ADD CONSTRAINT \`FK_e9c72e8d29784031c96f5c6af8d\` FOREIGN KEY (\`user_id\`) REFERENCES \`user\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`membership\` ADD CONSTRAINT \`FK_2d427c9fcee4242d77174a9fccd\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspace\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`membership\` DROP FOREIGN KEY \`FK_2d427c9fcee4242d77174a9fccd\``);
    await queryRunner.query(`ALTER TABLE \`membership\` DROP FOREIGN KEY \`FK_e9c72e8d29784031c96f5c6af8d\``);
    await queryRunner.query(`DROP INDEX \`uq_membership_user_workspace\` ON \`membership\``);
    await queryRunner.query(`DROP INDEX \`ix_membership_workspace_user\` ON \`membership\``);
    await queryRunner.query(`DROP TABLE \`membership\``);
    await queryRunner.query(`DROP INDEX \`uq_user_email_normalized\` ON \`user\``);
    await queryRunner.query(`DROP INDEX \`ix_user_first_name\` ON \`user\``);
    await queryRunner.query(`DROP INDEX \`ix_user_last_name\` ON \`user\``);
    await queryRunner.query(`DROP INDEX \`ix_user_email\` ON \`user\``);
    await queryRunner.query(`DROP INDEX \`ix_user_phone\` ON \`user\``);
    await queryRunner.query(`DROP INDEX \`ix_user_status\` ON \`user\``);
    await queryRunner.query(`DROP INDEX \`ix_user_country\` ON \`user\``);
    await queryRunner.query(`DROP INDEX \`ix_user_activated_on\` ON \`user\``);
    await queryRunner.query(`DROP INDEX \`ix_user_verified_on\` ON \`user\``);
    await queryRunner.query(`DROP INDEX \`ix_user_activity_on\` ON \`user\``);
    await queryRunner.query(`DROP INDEX \`ix_user_created_on\` ON \`user\``);
    await queryRunner.query(`DROP INDEX \`ix_user_modified_on\` ON \`user\``);
    await queryRunner.query(`DROP TABLE \`user\``);
  }
}
