import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WritesInFlightSqlite1795485000000 implements MigrationInterface {
  name = 'WritesInFlightSqlite1795485000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "write_in_flight" ("storage_key" varchar(255) PRIMARY KEY NOT NULL, "instance" varchar(64) NOT NULL, "heartbeat_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_write_in_flight_heartbeat" ON "write_in_flight" ("heartbeat_on") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_write_in_flight_heartbeat"`);
    await queryRunner.query(`DROP TABLE "write_in_flight"`);
  }
}
