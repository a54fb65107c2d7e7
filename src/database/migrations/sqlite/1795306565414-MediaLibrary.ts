import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaLibrarySqlite1795306565414 implements MigrationInterface {
  name = 'MediaLibrarySqlite1795306565414';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "folder" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "parent_id" integer, "name" varchar(255) NOT NULL, "created_on" datetime(3) NOT NULL, "modified_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "ix_folder_parent" ON "folder" ("parent_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_modified_on" ON "folder" ("workspace_id", "modified_on") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_created_on" ON "folder" ("workspace_id", "created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_name" ON "folder" ("workspace_id", "name") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_parent" ON "folder" ("workspace_id", "parent_id") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_id" ON "folder" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE TABLE "media_file" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "folder_id" integer NOT NULL, "name" varchar(255) NOT NULL, "filename" varchar(128) NOT NULL, "mime_type" varchar(64) NOT NULL, "size" bigint NOT NULL, "checksum" varchar(64) NOT NULL, "kind" varchar(8) NOT NULL, "width" integer, "height" integer, "storage_key" varchar(255) NOT NULL, "created_on" datetime(3) NOT NULL, "modified_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_media_file_storage_key" ON "media_file" ("storage_key") `);
    await queryRunner.query(`CREATE INDEX "ix_media_file_folder" ON "media_file" ("folder_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_media_file_workspace_id" ON "media_file" ("workspace_id", "id") `);
    await queryRunner.query(`DROP INDEX "ix_folder_parent"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_modified_on"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_name"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_parent"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_id"`);
    await queryRunner.query(`CREATE TABLE "temporary_folder" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "parent_id" integer, "name" varchar(255) NOT NULL, "created_on" datetime(3) NOT NULL, "modified_on" datetime(3) NOT NULL, CONSTRAINT "FK_677015b1100b1ff823343b931d9" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_8b06efa8280c9d33719b9286876" FOREIGN KEY ("parent_id") REFERENCES "folder" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_folder"("id", "workspace_id", "parent_id", "name", "created_on", "modified_on") SELECT "id", "workspace_id", "parent_id", "name", "created_on", "modified_on" FROM "folder"`);
    await queryRunner.query(`DROP TABLE "folder"`);
    await queryRunner.query(`ALTER TABLE "temporary_folder" RENAME TO "folder"`);
    await queryRunner.query(`CREATE INDEX "ix_folder_parent" ON "folder" ("parent_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_modified_on" ON "folder" ("workspace_id", "modified_on") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_created_on" ON "folder" ("workspace_id", "created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_name" ON "folder" ("workspace_id", "name") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_parent" ON "folder" ("workspace_id", "parent_id") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_id" ON "folder" ("workspace_id", "id") `);
    await queryRunner.query(`DROP INDEX "uq_media_file_storage_key"`);
    await queryRunner.query(`DROP INDEX "ix_media_file_folder"`);
    await queryRunner.query(`DROP INDEX "ix_media_file_workspace_id"`);
    await queryRunner.query(`CREATE TABLE "temporary_media_file" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "folder_id" integer NOT NULL, "name" varchar(255) NOT NULL, "filename" varchar(128) NOT NULL, "mime_type" varchar(64) NOT NULL, "size" bigint NOT NULL, "checksum" varchar(64) NOT NULL, "kind" varchar(8) NOT NULL, "width" integer, "height" integer, "storage_key" varchar(255) NOT NULL, "created_on" datetime(3) NOT NULL, "modified_on" datetime(3) NOT NULL, CONSTRAINT "FK_89c86e5e3792308d2aa4799529c" FOREIGN KEY ("workspace_id") REFERENCES "workspace" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_e35018ccec789d4cfdb28cd8b5d" FOREIGN KEY ("folder_id") REFERENCES "folder" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_media_file"("id", "workspace_id", "folder_id", "name", "filename", "mime_type", "size", "checksum", "kind", "width", "height", "storage_key", "created_on", "modified_on") SELECT "id", "workspace_id", "folder_id", "name", "filename", "mime_type", "size", "checksum", "kind", "width", "height", "storage_key", "created_on", "modified_on" FROM "media_file"`);
    await queryRunner.query(`DROP TABLE "media_file"`);
    await queryRunner.query(`ALTER TABLE "temporary_media_file" RENAME TO "media_file"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_media_file_storage_key" ON "media_file" ("storage_key") `);
    await queryRunner.query(`CREATE INDEX "ix_media_file_folder" ON "media_file" ("folder_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_media_file_workspace_id" ON "media_file" ("workspace_id", "id") `);
    // Hand-written data step: every workspace that existed before the Media Library gets the root
    // folder new workspaces are created with.
    await queryRunner.query(`INSERT INTO "folder" ("workspace_id", "parent_id", "name", "created_on", "modified_on") SELECT "id", NULL, 'Root', strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', 'now') FROM "workspace" ORDER BY "id"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_media_file_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_media_file_folder"`);
    await queryRunner.query(`DROP INDEX "uq_media_file_storage_key"`);
    await queryRunner.query(`ALTER TABLE "media_file" RENAME TO "temporary_media_file"`);
    await queryRunner.query(`CREATE TABLE "media_file" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "folder_id" integer NOT NULL, "name" varchar(255) NOT NULL, "filename" varchar(128) NOT NULL, "mime_type" varchar(64) NOT NULL, "size" bigint NOT NULL, "checksum" varchar(64) NOT NULL, "kind" varchar(8) NOT NULL, "width" integer, "height" integer, "storage_key" varchar(255) NOT NULL, "created_on" datetime(3) NOT NULL, "modified_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "media_file"("id", "workspace_id", "folder_id", "name", "filename", "mime_type", "size", "checksum", "kind", "width", "height", "storage_key", "created_on", "modified_on") SELECT "id", "workspace_id", "folder_id", "name", "filename", "mime_type", "size", "checksum", "kind", "width", "height", "storage_key", "created_on", "modified_on" FROM "temporary_media_file"`);
    await queryRunner.query(`DROP TABLE "temporary_media_file"`);
    await queryRunner.query(`CREATE INDEX "ix_media_file_workspace_id" ON "media_file" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_media_file_folder" ON "media_file" ("folder_id", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_media_file_storage_key" ON "media_file" ("storage_key") `);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_parent"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_name"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_modified_on"`);
    await queryRunner.query(`DROP INDEX "ix_folder_parent"`);
    await queryRunner.query(`ALTER TABLE "folder" RENAME TO "temporary_folder"`);
    await queryRunner.query(`CREATE TABLE "folder" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workspace_id" integer NOT NULL, "parent_id" integer, "name" varchar(255) NOT NULL, "created_on" datetime(3) NOT NULL, "modified_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "folder"("id", "workspace_id", "parent_id", "name", "created_on", "modified_on") SELECT "id", "workspace_id", "parent_id", "name", "created_on", "modified_on" FROM "temporary_folder"`);
    await queryRunner.query(`DROP TABLE "temporary_folder"`);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_id" ON "folder" ("workspace_id", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_parent" ON "folder" ("workspace_id", "parent_id") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_name" ON "folder" ("workspace_id", "name") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_created_on" ON "folder" ("workspace_id", "created_on") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_workspace_modified_on" ON "folder" ("workspace_id", "modified_on") `);
    await queryRunner.query(`CREATE INDEX "ix_folder_parent" ON "folder" ("parent_id", "id") `);
    await queryRunner.query(`DROP INDEX "ix_media_file_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_media_file_folder"`);
    await queryRunner.query(`DROP INDEX "uq_media_file_storage_key"`);
    await queryRunner.query(`DROP TABLE "media_file"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_id"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_parent"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_name"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_created_on"`);
    await queryRunner.query(`DROP INDEX "ix_folder_workspace_modified_on"`);
    await queryRunner.query(`DROP INDEX "ix_folder_parent"`);
    await queryRunner.query(`DROP TABLE "folder"`);
  }
}
