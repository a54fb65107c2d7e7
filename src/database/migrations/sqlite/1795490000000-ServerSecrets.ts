import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Secrets the server generates for itself on first use (the media URL signing key). */
export class ServerSecretsSqlite1795490000000 implements MigrationInterface {
  name = 'ServerSecretsSqlite1795490000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "server_secret" ("name" varchar(64) PRIMARY KEY NOT NULL, "value" varchar(128) NOT NULL, "created_on" datetime(3) NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "server_secret"`);
  }
}
