import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The reader finds a project by its identifier or its hostname across workspaces (docs/reader.md). */
export class ReaderLookupsMysql1795510000000 implements MigrationInterface {
  name = 'ReaderLookupsMysql1795510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`ix_title_identifier\` ON \`title\` (\`identifier\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_title_hostname\` ON \`title\` (\`hostname\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_title_hostname\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_identifier\` ON \`title\``);
  }
}
