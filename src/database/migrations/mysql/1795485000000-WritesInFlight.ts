import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WritesInFlightMysql1795485000000 implements MigrationInterface {
  name = 'WritesInFlightMysql1795485000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`write_in_flight\` (\`storage_key\` varchar(255) NOT NULL, \`instance\` varchar(64) NOT NULL, \`heartbeat_on\` datetime(3) NOT NULL, INDEX \`ix_write_in_flight_heartbeat\` (\`heartbeat_on\`), PRIMARY KEY (\`storage_key\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_write_in_flight_heartbeat\` ON \`write_in_flight\``);
    await queryRunner.query(`DROP TABLE \`write_in_flight\``);
  }
}
