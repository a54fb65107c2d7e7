import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TitleFlagNameIndexesMysql1795311056206 implements MigrationInterface {
  name = 'TitleFlagNameIndexesMysql1795311056206';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_automated_certificate\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_ssl\` ON \`title\``);
    await queryRunner.query(`CREATE INDEX \`ix_title_workspace_automated_certificate_name\` ON \`title\` (\`workspace_id\`, \`automated_certificate\`, \`name\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_title_workspace_ssl_name\` ON \`title\` (\`workspace_id\`, \`has_secure_socket_layer\`, \`name\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_ssl_name\` ON \`title\``);
    await queryRunner.query(`DROP INDEX \`ix_title_workspace_automated_certificate_name\` ON \`title\``);
    await queryRunner.query(`CREATE INDEX \`ix_title_workspace_ssl\` ON \`title\` (\`workspace_id\`, \`has_secure_socket_layer\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_title_workspace_automated_certificate\` ON \`title\` (\`workspace_id\`, \`automated_certificate\`)`);
  }
}
