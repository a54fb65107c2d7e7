import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeysMysql1795309967586 implements MigrationInterface {
  name = 'IdempotencyKeysMysql1795309967586';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`idempotency_key\` (\`id\` int NOT NULL AUTO_INCREMENT, \`credential_id\` int NOT NULL, \`key_hash\` varchar(64) NOT NULL, \`operation\` varchar(64) NOT NULL, \`fingerprint\` varchar(64) NOT NULL, \`fields\` json NOT NULL, \`response\` json NULL, \`created_on\` datetime(3) NOT NULL, \`expires_on\` datetime(3) NOT NULL, INDEX \`ix_idempotency_key_expires_on\` (\`expires_on\`), UNIQUE INDEX \`uq_idempotency_key_credential_key\` (\`credential_id\`, \`key_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`uq_idempotency_key_credential_key\` ON \`idempotency_key\``);
    await queryRunner.query(`DROP INDEX \`ix_idempotency_key_expires_on\` ON \`idempotency_key\``);
    await queryRunner.query(`DROP TABLE \`idempotency_key\``);
  }
}
