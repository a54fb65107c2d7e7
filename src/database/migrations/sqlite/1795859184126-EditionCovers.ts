import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A doc's generated cover (src/covers): one row per doc, its PNG and what it was made from. */
export class EditionCoversSqlite1795859184126 implements MigrationInterface {
  name = 'EditionCoversSqlite1795859184126';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "edition_cover" ("edition_id" integer PRIMARY KEY NOT NULL, "content_hash" varchar(32) NOT NULL, "kind" varchar(16) NOT NULL, "png" blob NOT NULL, "render_ms" integer NOT NULL, "rendered_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE TABLE "temporary_edition_cover" ("edition_id" integer PRIMARY KEY NOT NULL, "content_hash" varchar(32) NOT NULL, "kind" varchar(16) NOT NULL, "png" blob NOT NULL, "render_ms" integer NOT NULL, "rendered_on" datetime(3) NOT NULL, CONSTRAINT "FK_38f4de8326ce539fda2d1b92d63" FOREIGN KEY ("edition_id") REFERENCES "edition" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_edition_cover"("edition_id", "content_hash", "kind", "png", "render_ms", "rendered_on") SELECT "edition_id", "content_hash", "kind", "png", "render_ms", "rendered_on" FROM "edition_cover"`);
    await queryRunner.query(`DROP TABLE "edition_cover"`);
    await queryRunner.query(`ALTER TABLE "temporary_edition_cover" RENAME TO "edition_cover"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "edition_cover" RENAME TO "temporary_edition_cover"`);
    await queryRunner.query(`CREATE TABLE "edition_cover" ("edition_id" integer PRIMARY KEY NOT NULL, "content_hash" varchar(32) NOT NULL, "kind" varchar(16) NOT NULL, "png" blob NOT NULL, "render_ms" integer NOT NULL, "rendered_on" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "edition_cover"("edition_id", "content_hash", "kind", "png", "render_ms", "rendered_on") SELECT "edition_id", "content_hash", "kind", "png", "render_ms", "rendered_on" FROM "temporary_edition_cover"`);
    await queryRunner.query(`DROP TABLE "temporary_edition_cover"`);
    await queryRunner.query(`DROP TABLE "edition_cover"`);
  }
}
