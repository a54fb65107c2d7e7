import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DocsAndPagesSqlite1795330000000 implements MigrationInterface {
  name = 'DocsAndPagesSqlite1795330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "page" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "edition_id" integer NOT NULL, "name" varchar(255) NOT NULL, "identifier" varchar(255) NOT NULL, "position" integer NOT NULL, "is_visible" boolean NOT NULL, "content" json NOT NULL, "created_on" datetime(3) NOT NULL, "modified_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_page_edition_name" ON "page" ("edition_id", "name") `);
    await queryRunner.query(`CREATE INDEX "ix_page_workspace_id" ON "page" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_page_edition_identifier" ON "page" ("edition_id", "identifier") `);
    await queryRunner.query(`CREATE INDEX "ix_page_edition_position" ON "page" ("edition_id", "position") `);
    await queryRunner.query(`DROP INDEX "ix_edition_title_status"`);
    await queryRunner.query(`CREATE TABLE "temporary_edition" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title_id" integer NOT NULL, "status" varchar(32) NOT NULL, "created_on" datetime(3) NOT NULL, "workspace_id" integer NOT NULL, "name" varchar(255) NOT NULL, "identifier" varchar(255) NOT NULL, "uid" varchar(12) NOT NULL, "published_on" datetime(3), "first_published_on" datetime(3), "affected_on" datetime(3) NOT NULL, "is_visible" boolean NOT NULL, "is_default" boolean NOT NULL, "has_header" boolean, "is_starred" boolean, "category" varchar(32) NOT NULL, "options" json NOT NULL, "screenshot_id" integer, "modified_on" datetime(3), CONSTRAINT "FK_05955c1f3b71ea31205e4555eed" FOREIGN KEY ("title_id") REFERENCES "title" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    // Rows of the former stub (only counts were read from it) become plain drafts.
    await queryRunner.query(
      `INSERT INTO "temporary_edition"("id", "title_id", "status", "created_on", "workspace_id", "name", "identifier", "uid", "affected_on", "is_visible", "is_default", "category", "options") ` +
        `SELECT e."id", e."title_id", e."status", e."created_on", t."workspace_id", 'Doc ' || e."id", 'doc-' || e."id", printf('%012d', e."id"), e."created_on", 1, 0, 'other', '{}' FROM "edition" e JOIN "title" t ON t."id" = e."title_id"`,
    );
    await queryRunner.query(`DROP TABLE "edition"`);
    await queryRunner.query(`ALTER TABLE "temporary_edition" RENAME TO "edition"`);
    await queryRunner.query(`CREATE INDEX "ix_edition_title_status" ON "edition" ("title_id", "status") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_screenshot" ON "edition" ("screenshot_id") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_title_created_on" ON "edition" ("workspace_id", "title_id", "created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_title_name" ON "edition" ("workspace_id", "title_id", "name", "affected_on") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_title_affected_on" ON "edition" ("workspace_id", "title_id", "affected_on") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_created_on" ON "edition" ("workspace_id", "created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_affected_on" ON "edition" ("workspace_id", "affected_on", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_name" ON "edition" ("workspace_id", "name") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_id" ON "edition" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_edition_title_identifier" ON "edition" ("title_id", "identifier") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_edition_uid" ON "edition" ("uid") `);
    await queryRunner.query(`DROP INDEX "ix_edition_title_status"`);
    await queryRunner.query(`DROP INDEX "ix_edition_screenshot"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_title_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_title_name"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_title_affected_on"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_affected_on"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_name"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_id"`);
    await queryRunner.query(`DROP INDEX "uq_edition_title_identifier"`);
    await queryRunner.query(`DROP INDEX "uq_edition_uid"`);
    await queryRunner.query(`CREATE TABLE "temporary_edition" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title_id" integer NOT NULL, "status" varchar(32) NOT NULL, "created_on" datetime(3) NOT NULL, "workspace_id" integer NOT NULL, "name" varchar(255) NOT NULL, "identifier" varchar(255) NOT NULL, "uid" varchar(12) NOT NULL, "published_on" datetime(3), "first_published_on" datetime(3), "affected_on" datetime(3) NOT NULL, "is_visible" boolean NOT NULL, "is_default" boolean NOT NULL, "has_header" boolean, "is_starred" boolean, "category" varchar(32) NOT NULL, "options" json NOT NULL, "screenshot_id" integer, "modified_on" datetime(3), CONSTRAINT "FK_05955c1f3b71ea31205e4555eed" FOREIGN KEY ("title_id") REFERENCES "title" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_5a6907de9aed49cea9930af906f" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_667ba3aab825aae65955c6293b2" FOREIGN KEY ("screenshot_id") REFERENCES "media_file" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_edition"("id", "title_id", "status", "created_on", "workspace_id", "name", "identifier", "uid", "published_on", "first_published_on", "affected_on", "is_visible", "is_default", "has_header", "is_starred", "category", "options", "screenshot_id", "modified_on") SELECT "id", "title_id", "status", "created_on", "workspace_id", "name", "identifier", "uid", "published_on", "first_published_on", "affected_on", "is_visible", "is_default", "has_header", "is_starred", "category", "options", "screenshot_id", "modified_on" FROM "edition"`);
    await queryRunner.query(`DROP TABLE "edition"`);
    await queryRunner.query(`ALTER TABLE "temporary_edition" RENAME TO "edition"`);
    await queryRunner.query(`CREATE INDEX "ix_edition_title_status" ON "edition" ("title_id", "status") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_screenshot" ON "edition" ("screenshot_id") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_title_created_on" ON "edition" ("workspace_id", "title_id", "created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_title_name" ON "edition" ("workspace_id", "title_id", "name", "affected_on") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_title_affected_on" ON "edition" ("workspace_id", "title_id", "affected_on") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_created_on" ON "edition" ("workspace_id", "created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_affected_on" ON "edition" ("workspace_id", "affected_on", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_name" ON "edition" ("workspace_id", "name") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_id" ON "edition" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_edition_title_identifier" ON "edition" ("title_id", "identifier") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_edition_uid" ON "edition" ("uid") `);
    await queryRunner.query(`DROP INDEX "ix_page_edition_name"`);
    await queryRunner.query(`DROP INDEX "ix_page_workspace_id"`);
    await queryRunner.query(`DROP INDEX "uq_page_edition_identifier"`);
    await queryRunner.query(`DROP INDEX "ix_page_edition_position"`);
    await queryRunner.query(`CREATE TABLE "temporary_page" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "edition_id" integer NOT NULL, "name" varchar(255) NOT NULL, "identifier" varchar(255) NOT NULL, "position" integer NOT NULL, "is_visible" boolean NOT NULL, "content" json NOT NULL, "created_on" datetime(3) NOT NULL, "modified_on" datetime(3) NOT NULL, CONSTRAINT "FK_84163f9697f0547b70cae8ff8c6" FOREIGN KEY ("edition_id") REFERENCES "edition" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_page"("id", "workspace_id", "edition_id", "name", "identifier", "position", "is_visible", "content", "created_on", "modified_on") SELECT "id", "workspace_id", "edition_id", "name", "identifier", "position", "is_visible", "content", "created_on", "modified_on" FROM "page"`);
    await queryRunner.query(`DROP TABLE "page"`);
    await queryRunner.query(`ALTER TABLE "temporary_page" RENAME TO "page"`);
    await queryRunner.query(`CREATE INDEX "ix_page_edition_name" ON "page" ("edition_id", "name") `);
    await queryRunner.query(`CREATE INDEX "ix_page_workspace_id" ON "page" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_page_edition_identifier" ON "page" ("edition_id", "identifier") `);
    await queryRunner.query(`CREATE INDEX "ix_page_edition_position" ON "page" ("edition_id", "position") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_category" ON "edition" ("workspace_id", "category") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_status" ON "edition" ("workspace_id", "status") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_status"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_category"`);
    await queryRunner.query(`DROP INDEX "ix_page_edition_position"`);
    await queryRunner.query(`DROP INDEX "uq_page_edition_identifier"`);
    await queryRunner.query(`DROP INDEX "ix_page_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_page_edition_name"`);
    await queryRunner.query(`ALTER TABLE "page" RENAME TO "temporary_page"`);
    await queryRunner.query(`CREATE TABLE "page" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "edition_id" integer NOT NULL, "name" varchar(255) NOT NULL, "identifier" varchar(255) NOT NULL, "position" integer NOT NULL, "is_visible" boolean NOT NULL, "content" json NOT NULL, "created_on" datetime(3) NOT NULL, "modified_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "page"("id", "workspace_id", "edition_id", "name", "identifier", "position", "is_visible", "content", "created_on", "modified_on") SELECT "id", "workspace_id", "edition_id", "name", "identifier", "position", "is_visible", "content", "created_on", "modified_on" FROM "temporary_page"`);
    await queryRunner.query(`DROP TABLE "temporary_page"`);
    await queryRunner.query(`CREATE INDEX "ix_page_edition_position" ON "page" ("edition_id", "position") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_page_edition_identifier" ON "page" ("edition_id", "identifier") `);
    await queryRunner.query(`CREATE INDEX "ix_page_workspace_id" ON "page" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_page_edition_name" ON "page" ("edition_id", "name") `);
    await queryRunner.query(`DROP INDEX "uq_edition_uid"`);
    await queryRunner.query(`DROP INDEX "uq_edition_title_identifier"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_name"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_affected_on"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_title_affected_on"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_title_name"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_title_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_edition_screenshot"`);
    await queryRunner.query(`DROP INDEX "ix_edition_title_status"`);
    await queryRunner.query(`ALTER TABLE "edition" RENAME TO "temporary_edition"`);
    await queryRunner.query(`CREATE TABLE "edition" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title_id" integer NOT NULL, "status" varchar(32) NOT NULL, "created_on" datetime(3) NOT NULL, "workspace_id" integer NOT NULL, "name" varchar(255) NOT NULL, "identifier" varchar(255) NOT NULL, "uid" varchar(12) NOT NULL, "published_on" datetime(3), "first_published_on" datetime(3), "affected_on" datetime(3) NOT NULL, "is_visible" boolean NOT NULL, "is_default" boolean NOT NULL, "has_header" boolean, "is_starred" boolean, "category" varchar(32) NOT NULL, "options" json NOT NULL, "screenshot_id" integer, "modified_on" datetime(3), CONSTRAINT "FK_05955c1f3b71ea31205e4555eed" FOREIGN KEY ("title_id") REFERENCES "title" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "edition"("id", "title_id", "status", "created_on", "workspace_id", "name", "identifier", "uid", "published_on", "first_published_on", "affected_on", "is_visible", "is_default", "has_header", "is_starred", "category", "options", "screenshot_id", "modified_on") SELECT "id", "title_id", "status", "created_on", "workspace_id", "name", "identifier", "uid", "published_on", "first_published_on", "affected_on", "is_visible", "is_default", "has_header", "is_starred", "category", "options", "screenshot_id", "modified_on" FROM "temporary_edition"`);
    await queryRunner.query(`DROP TABLE "temporary_edition"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_edition_uid" ON "edition" ("uid") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_edition_title_identifier" ON "edition" ("title_id", "identifier") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_id" ON "edition" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_name" ON "edition" ("workspace_id", "name") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_affected_on" ON "edition" ("workspace_id", "affected_on", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_created_on" ON "edition" ("workspace_id", "created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_title_affected_on" ON "edition" ("workspace_id", "title_id", "affected_on") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_title_name" ON "edition" ("workspace_id", "title_id", "name", "affected_on") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_workspace_title_created_on" ON "edition" ("workspace_id", "title_id", "created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_screenshot" ON "edition" ("screenshot_id") `);
    await queryRunner.query(`CREATE INDEX "ix_edition_title_status" ON "edition" ("title_id", "status") `);
    await queryRunner.query(`DROP INDEX "uq_edition_uid"`);
    await queryRunner.query(`DROP INDEX "uq_edition_title_identifier"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_name"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_affected_on"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_title_affected_on"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_title_name"`);
    await queryRunner.query(`DROP INDEX "ix_edition_workspace_title_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_edition_screenshot"`);
    await queryRunner.query(`DROP INDEX "ix_edition_title_status"`);
    await queryRunner.query(`ALTER TABLE "edition" RENAME TO "temporary_edition"`);
    await queryRunner.query(`CREATE TABLE "edition" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title_id" integer NOT NULL, "status" varchar(32) NOT NULL, "created_on" datetime(3) NOT NULL, CONSTRAINT "FK_05955c1f3b71ea31205e4555eed" FOREIGN KEY ("title_id") REFERENCES "title" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "edition"("id", "title_id", "status", "created_on") SELECT "id", "title_id", "status", "created_on" FROM "temporary_edition"`);
    await queryRunner.query(`DROP TABLE "temporary_edition"`);
    await queryRunner.query(`CREATE INDEX "ix_edition_title_status" ON "edition" ("title_id", "status") `);
    await queryRunner.query(`DROP INDEX "ix_page_edition_position"`);
    await queryRunner.query(`DROP INDEX "uq_page_edition_identifier"`);
    await queryRunner.query(`DROP INDEX "ix_page_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_page_edition_name"`);
    await queryRunner.query(`DROP TABLE "page"`);
  }
}
