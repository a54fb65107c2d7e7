import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Secrets the server generates for itself on first use (the media URL signing key). */
export class ServerSecretsMysql1795490000000 implements MigrationInterface {
  name = 'ServerSecretsMysql1795490000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE `server_secret` (`name` varchar(64) NOT NULL, `value` varchar(128) NOT NULL, `created_on` datetime(3) NOT NULL, PRIMARY KEY (`name`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `server_secret`');
  }
}
