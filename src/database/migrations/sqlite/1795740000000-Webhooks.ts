import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhooksSqlite1795740000000 implements MigrationInterface {
  name = 'WebhooksSqlite1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "webhook_endpoint" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "url" varchar(2048) NOT NULL, "events" text NOT NULL, "description" varchar(1000), "is_enabled" boolean NOT NULL, "secret" varchar(64) NOT NULL, "disabled_reason" varchar(1024), "failing_since" datetime(3), "last_delivery_id" integer, "lease_owner" varchar(64), "lease_until" datetime(3), "claimed_on" datetime(3), "created_on" datetime(3) NOT NULL, "modified_on" datetime(3))`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_endpoint_lease" ON "webhook_endpoint" ("is_enabled", "lease_until") `);
    await queryRunner.query(`CREATE INDEX "ix_webhook_endpoint_workspace_id" ON "webhook_endpoint" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE TABLE "webhook_delivery" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "endpoint_id" integer NOT NULL, "message_id" varchar(40) NOT NULL, "event" varchar(32) NOT NULL, "payload" text NOT NULL, "status" varchar(16) NOT NULL, "attempts" integer NOT NULL, "next_attempt_on" datetime(3), "last_attempt_on" datetime(3), "status_code" integer, "duration_ms" integer, "error" varchar(1024), "created_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_delivery_workspace_id" ON "webhook_delivery" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_webhook_delivery_endpoint_id" ON "webhook_delivery" ("endpoint_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_webhook_delivery_endpoint_status" ON "webhook_delivery" ("endpoint_id", "status", "id") `);
    await queryRunner.query(`DROP INDEX "ix_webhook_endpoint_lease"`);
    await queryRunner.query(`DROP INDEX "ix_webhook_endpoint_workspace_id"`);
    await queryRunner.query(`CREATE TABLE "temporary_webhook_endpoint" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "url" varchar(2048) NOT NULL, "events" text NOT NULL, "description" varchar(1000), "is_enabled" boolean NOT NULL, "secret" varchar(64) NOT NULL, "disabled_reason" varchar(1024), "failing_since" datetime(3), "last_delivery_id" integer, "lease_owner" varchar(64), "lease_until" datetime(3), "claimed_on" datetime(3), "created_on" datetime(3) NOT NULL, "modified_on" datetime(3), CONSTRAINT "FK_fa1b5f2b928306cae9ca28ef0b0" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_webhook_endpoint"("id", "workspace_id", "url", "events", "description", "is_enabled", "secret", "disabled_reason", "failing_since", "last_delivery_id", "lease_owner", "lease_until", "claimed_on", "created_on", "modified_on") SELECT "id", "workspace_id", "url", "events", "description", "is_enabled", "secret", "disabled_reason", "failing_since", "last_delivery_id", "lease_owner", "lease_until", "claimed_on", "created_on", "modified_on" FROM "webhook_endpoint"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoint"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_endpoint" RENAME TO "webhook_endpoint"`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_endpoint_lease" ON "webhook_endpoint" ("is_enabled", "lease_until") `);
    await queryRunner.query(`CREATE INDEX "ix_webhook_endpoint_workspace_id" ON "webhook_endpoint" ("workspace_id", "id") `);
    await queryRunner.query(`DROP INDEX "ix_webhook_delivery_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_webhook_delivery_endpoint_id"`);
    await queryRunner.query(`DROP INDEX "ix_webhook_delivery_endpoint_status"`);
    await queryRunner.query(`CREATE TABLE "temporary_webhook_delivery" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "endpoint_id" integer NOT NULL, "message_id" varchar(40) NOT NULL, "event" varchar(32) NOT NULL, "payload" text NOT NULL, "status" varchar(16) NOT NULL, "attempts" integer NOT NULL, "next_attempt_on" datetime(3), "last_attempt_on" datetime(3), "status_code" integer, "duration_ms" integer, "error" varchar(1024), "created_on" datetime(3) NOT NULL, CONSTRAINT "FK_fbf2a4a814eb098ff69b18b5acc" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_f53f5aec02217a54927b13e39d9" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_webhook_delivery"("id", "workspace_id", "endpoint_id", "message_id", "event", "payload", "status", "attempts", "next_attempt_on", "last_attempt_on", "status_code", "duration_ms", "error", "created_on") SELECT "id", "workspace_id", "endpoint_id", "message_id", "event", "payload", "status", "attempts", "next_attempt_on", "last_attempt_on", "status_code", "duration_ms", "error", "created_on" FROM "webhook_delivery"`);
    await queryRunner.query(`DROP TABLE "webhook_delivery"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_delivery" RENAME TO "webhook_delivery"`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_delivery_workspace_id" ON "webhook_delivery" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_webhook_delivery_endpoint_id" ON "webhook_delivery" ("endpoint_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_webhook_delivery_endpoint_status" ON "webhook_delivery" ("endpoint_id", "status", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_webhook_delivery_endpoint_status"`);
    await queryRunner.query(`DROP INDEX "ix_webhook_delivery_endpoint_id"`);
    await queryRunner.query(`DROP INDEX "ix_webhook_delivery_workspace_id"`);
    await queryRunner.query(`ALTER TABLE "webhook_delivery" RENAME TO "temporary_webhook_delivery"`);
    await queryRunner.query(`CREATE TABLE "webhook_delivery" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "endpoint_id" integer NOT NULL, "message_id" varchar(40) NOT NULL, "event" varchar(32) NOT NULL, "payload" text NOT NULL, "status" varchar(16) NOT NULL, "attempts" integer NOT NULL, "next_attempt_on" datetime(3), "last_attempt_on" datetime(3), "status_code" integer, "duration_ms" integer, "error" varchar(1024), "created_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "webhook_delivery"("id", "workspace_id", "endpoint_id", "message_id", "event", "payload", "status", "attempts", "next_attempt_on", "last_attempt_on", "status_code", "duration_ms", "error", "created_on") SELECT "id", "workspace_id", "endpoint_id", "message_id", "event", "payload", "status", "attempts", "next_attempt_on", "last_attempt_on", "status_code", "duration_ms", "error", "created_on" FROM "temporary_webhook_delivery"`);
    await queryRunner.query(`DROP TABLE "temporary_webhook_delivery"`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_delivery_endpoint_status" ON "webhook_delivery" ("endpoint_id", "status", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_webhook_delivery_endpoint_id" ON "webhook_delivery" ("endpoint_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_webhook_delivery_workspace_id" ON "webhook_delivery" ("workspace_id", "id") `);
    await queryRunner.query(`DROP INDEX "ix_webhook_endpoint_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_webhook_endpoint_lease"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoint" RENAME TO "temporary_webhook_endpoint"`);
    await queryRunner.query(`CREATE TABLE "webhook_endpoint" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "url" varchar(2048) NOT NULL, "events" text NOT NULL, "description" varchar(1000), "is_enabled" boolean NOT NULL, "secret" varchar(64) NOT NULL, "disabled_reason" varchar(1024), "failing_since" datetime(3), "last_delivery_id" integer, "lease_owner" varchar(64), "lease_until" datetime(3), "claimed_on" datetime(3), "created_on" datetime(3) NOT NULL, "modified_on" datetime(3))`);
    await queryRunner.query(`INSERT INTO "webhook_endpoint"("id", "workspace_id", "url", "events", "description", "is_enabled", "secret", "disabled_reason", "failing_since", "last_delivery_id", "lease_owner", "lease_until", "claimed_on", "created_on", "modified_on") SELECT "id", "workspace_id", "url", "events", "description", "is_enabled", "secret", "disabled_reason", "failing_since", "last_delivery_id", "lease_owner", "lease_until", "claimed_on", "created_on", "modified_on" FROM "temporary_webhook_endpoint"`);
    await queryRunner.query(`DROP TABLE "temporary_webhook_endpoint"`);
    await queryRunner.query(`CREATE INDEX "ix_webhook_endpoint_workspace_id" ON "webhook_endpoint" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_webhook_endpoint_lease" ON "webhook_endpoint" ("is_enabled", "lease_until") `);
    await queryRunner.query(`DROP INDEX "ix_webhook_delivery_endpoint_status"`);
    await queryRunner.query(`DROP INDEX "ix_webhook_delivery_endpoint_id"`);
    await queryRunner.query(`DROP INDEX "ix_webhook_delivery_workspace_id"`);
    await queryRunner.query(`DROP TABLE "webhook_delivery"`);
    await queryRunner.query(`DROP INDEX "ix_webhook_endpoint_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_webhook_endpoint_lease"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoint"`);
  }
}
