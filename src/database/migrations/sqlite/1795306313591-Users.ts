import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UsersSqlite1795306313591 implements MigrationInterface {
  name = 'UsersSqlite1795306313591';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "user" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "first_name" varchar(255) NOT NULL, "last_name" varchar(255) NOT NULL, "email" varchar(255) NOT NULL, "email_normalized" varchar(255) NOT NULL, "phone" varchar(64), "activated_on" datetime(3) NOT NULL, "verified_on" datetime(3), "activity_on" datetime(3), "status" varchar(32) NOT NULL, "options" text NOT NULL, "created_on" datetime(3) NOT NULL, "modified_on" datetime(3), "country" varchar(64), "password_hash" varchar(255))`);
    await queryRunner.query(`CREATE INDEX "ix_user_modified_on" ON "user" ("modified_on") `);
    await queryRunner.query(`CREATE INDEX "ix_user_created_on" ON "user" ("created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_user_activity_on" ON "user" ("activity_on") `);
    await queryRunner.query(`CREATE INDEX "ix_user_verified_on" ON "user" ("verified_on") `);
    await queryRunner.query(`CREATE INDEX "ix_user_activated_on" ON "user" ("activated_on") `);
    await queryRunner.query(`CREATE INDEX "ix_user_country" ON "user" ("country") `);
    await queryRunner.query(`CREATE INDEX "ix_user_status" ON "user" ("status") `);
    await queryRunner.query(`CREATE INDEX "ix_user_phone" ON "user" ("phone") `);
    await queryRunner.query(`CREATE INDEX "ix_user_email" ON "user" ("email") `);
    await queryRunner.query(`CREATE INDEX "ix_user_last_name" ON "user" ("last_name") `);
    await queryRunner.query(`CREATE INDEX "ix_user_first_name" ON "user" ("first_name") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_user_email_normalized" ON "user" ("email_normalized") `);
    await queryRunner.query(`CREATE TABLE "membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "workspace_id" integer NOT NULL, "roles" text NOT NULL, "created_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_membership_workspace_user" ON "membership" ("workspace_id", "user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_membership_user_workspace" ON "membership" ("user_id", "workspace_id") `);
    await queryRunner.query(`DROP INDEX "ix_membership_workspace_user"`);
    await queryRunner.query(`DROP INDEX "uq_membership_user_workspace"`);
    await queryRunner.query(`CREATE TABLE "temporary_membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "workspace_id" integer NOT NULL, "roles" text NOT NULL, "created_on" datetime(3) NOT NULL, CONSTRAINT "FK_e9c72e8d29784031c96f5c6af8d" FOREIGN KEY ("user_id") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_2d427c9fcee4242d77174a9fccd" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_membership"("id", "user_id", "workspace_id", "roles", "created_on") SELECT "id", "user_id", "workspace_id", "roles", "created_on" FROM "membership"`);
    await queryRunner.query(`DROP TABLE "membership"`);
    await queryRunner.query(`ALTER TABLE "temporary_membership" RENAME TO "membership"`);
    await queryRunner.query(`CREATE INDEX "ix_membership_workspace_user" ON "membership" ("workspace_id", "user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_membership_user_workspace" ON "membership" ("user_id", "workspace_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_membership_user_workspace"`);
    await queryRunner.query(`DROP INDEX "ix_membership_workspace_user"`);
    await queryRunner.query(`ALTER TABLE "membership" RENAME TO "temporary_membership"`);
    await queryRunner.query(`CREATE TABLE "membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "workspace_id" integer NOT NULL, "roles" text NOT NULL, "created_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "membership"("id", "user_id", "workspace_id", "roles", "created_on") SELECT "id", "user_id", "workspace_id", "roles", "created_on" FROM "temporary_membership"`);
    await queryRunner.query(`DROP TABLE "temporary_membership"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_membership_user_workspace" ON "membership" ("user_id", "workspace_id") `);
    await queryRunner.query(`CREATE INDEX "ix_membership_workspace_user" ON "membership" ("workspace_id", "user_id") `);
    await queryRunner.query(`DROP INDEX "uq_membership_user_workspace"`);
    await queryRunner.query(`DROP INDEX "ix_membership_workspace_user"`);
    await queryRunner.query(`DROP TABLE "membership"`);
    await queryRunner.query(`DROP INDEX "uq_user_email_normalized"`);
    await queryRunner.query(`DROP INDEX "ix_user_first_name"`);
    await queryRunner.query(`DROP INDEX "ix_user_last_name"`);
    await queryRunner.query(`DROP INDEX "ix_user_email"`);
    await queryRunner.query(`DROP INDEX "ix_user_phone"`);
    await queryRunner.query(`DROP INDEX "ix_user_status"`);
    await queryRunner.query(`DROP INDEX "ix_user_country"`);
    await queryRunner.query(`DROP INDEX "ix_user_activated_on"`);
    await queryRunner.query(`DROP INDEX "ix_user_verified_on"`);
    await queryRunner.query(`DROP INDEX "ix_user_activity_on"`);
    await queryRunner.query(`DROP INDEX "ix_user_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_user_modified_on"`);
    await queryRunner.query(`DROP TABLE "user"`);
  }
}
