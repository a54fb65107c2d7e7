import type { MigrationInterface, QueryRunner } from 'typeorm';
import { workspaceIdentifiers } from '../workspace-identifiers.js';

/**
 * The workspace resource (docs/workspaces-and-users.md, Workspaces), and `modified_on` on memberships. SQLite cannot change a
 * column's nullability, so both tables are rebuilt (foreign keys are off while migrations run).
 * Existing workspaces get a unique identifier from their name, `active`, and `modified_on` null
 * (they were never changed: it only ever held the creation time).
 */
export class WorkspacesSqlite1795320000000 implements MigrationInterface {
  name = 'WorkspacesSqlite1795320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const existing: { id: number; name: string }[] = await queryRunner.query(`SELECT "id", "name" FROM "workspace" ORDER BY "id"`);
    await queryRunner.query(`CREATE TABLE "temporary_workspace" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "created_on" datetime(3) NOT NULL, "modified_on" datetime(3), "identifier" varchar(255) NOT NULL, "status" varchar(16) NOT NULL, "is_trial" boolean NOT NULL, "industry" varchar(64), "is_company" boolean NOT NULL, "meta" text NOT NULL, "billing_country" varchar(2))`);
    await queryRunner.query(`INSERT INTO "temporary_workspace"("id", "name", "created_on", "modified_on", "identifier", "status", "is_trial", "industry", "is_company", "meta", "billing_country") SELECT "id", "name", "created_on", NULL, 'workspace-' || "id", 'active', 0, NULL, 0, '{}', NULL FROM "workspace"`);
    await queryRunner.query(`DROP TABLE "workspace"`);
    await queryRunner.query(`ALTER TABLE "temporary_workspace" RENAME TO "workspace"`);
    for (const [id, identifier] of workspaceIdentifiers(existing)) {
      await queryRunner.query(`UPDATE "workspace" SET "identifier" = ? WHERE "id" = ?`, [identifier, id]);
    }
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_workspace_identifier" ON "workspace" ("identifier") `);

    await queryRunner.query(`DROP INDEX "uq_membership_user_workspace"`);
    await queryRunner.query(`DROP INDEX "ix_membership_workspace_user"`);
    await queryRunner.query(`CREATE TABLE "temporary_membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "workspace_id" integer NOT NULL, "roles" text NOT NULL, "created_on" datetime(3) NOT NULL, "modified_on" datetime(3), CONSTRAINT "FK_2d427c9fcee4242d77174a9fccd" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_e9c72e8d29784031c96f5c6af8d" FOREIGN KEY ("user_id") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_membership"("id", "user_id", "workspace_id", "roles", "created_on", "modified_on") SELECT "id", "user_id", "workspace_id", "roles", "created_on", NULL FROM "membership"`);
    await queryRunner.query(`DROP TABLE "membership"`);
    await queryRunner.query(`ALTER TABLE "temporary_membership" RENAME TO "membership"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_membership_user_workspace" ON "membership" ("user_id", "workspace_id") `);
    await queryRunner.query(`CREATE INDEX "ix_membership_workspace_user" ON "membership" ("workspace_id", "user_id") `);
    await queryRunner.query(`CREATE INDEX "ix_membership_workspace_modified_on" ON "membership" ("workspace_id", "modified_on") `);
    await queryRunner.query(`CREATE INDEX "ix_membership_workspace_created_on" ON "membership" ("workspace_id", "created_on") `);
  }

  // Columns are dropped rather than the tables rebuilt: TypeORM reverts a migration inside its
  // transaction, where foreign keys cannot be turned off, so dropping the workspace table would
  // cascade into every table that points at it. `modified_on` is refilled but stays nullable.
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_membership_workspace_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_membership_workspace_modified_on"`);
    await queryRunner.query(`ALTER TABLE "membership" DROP COLUMN "modified_on"`);
    await queryRunner.query(`DROP INDEX "uq_workspace_identifier"`);
    await queryRunner.query(`UPDATE "workspace" SET "modified_on" = "created_on" WHERE "modified_on" IS NULL`);
    for (const column of ['identifier', 'status', 'is_trial', 'industry', 'is_company', 'meta', 'billing_country']) {
      await queryRunner.query(`ALTER TABLE "workspace" DROP COLUMN "${column}"`);
    }
  }
}
