import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeysSqlite1795309967586 implements MigrationInterface {
  name = 'IdempotencyKeysSqlite1795309967586';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "idempotency_key" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "credential_id" integer NOT NULL, "key_hash" varchar(64) NOT NULL, "operation" varchar(64) NOT NULL, "fingerprint" varchar(64) NOT NULL, "fields" json NOT NULL, "response" json, "created_on" datetime(3) NOT NULL, "expires_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_idempotency_key_expires_on" ON "idempotency_key" ("expires_on") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_idempotency_key_credential_key" ON "idempotency_key" ("credential_id", "key_hash") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_idempotency_key_credential_key"`);
    await queryRunner.query(`DROP INDEX "ix_idempotency_key_expires_on"`);
    await queryRunner.query(`DROP TABLE "idempotency_key"`);
  }
}
