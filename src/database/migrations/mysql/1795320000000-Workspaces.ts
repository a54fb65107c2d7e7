import type { MigrationInterface, QueryRunner } from 'typeorm';
import { workspaceIdentifiers } from '../workspace-identifiers.js';

/**
 * The workspace resource (docs/workspaces-and-users.md, Workspaces), and `modified_on` on memberships. Existing workspaces get
 * a unique identifier from their name, `active`, and `modified_on` null (they were never changed:
 * it only ever held the creation time). The identifier is added nullable, filled, then made NOT
 * NULL and unique.
 */
export class WorkspacesMysql1795320000000 implements MigrationInterface {
  name = 'WorkspacesMysql1795320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`workspace\` ADD \`identifier\` varchar(255) NULL`);
    await queryRunner.query(`ALTER TABLE \`workspace\` ADD \`status\` varchar(16) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`workspace\` ADD \`is_trial\` tinyint NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`workspace\` ADD \`industry\` varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE \`workspace\` ADD \`is_company\` tinyint NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`workspace\` ADD \`meta\` text NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`workspace\` ADD \`billing_country\` varchar(2) NULL`);
    await queryRunner.query(`ALTER TABLE \`workspace\` CHANGE \`modified_on\` \`modified_on\` datetime(3) NULL`);
    await queryRunner.query(`UPDATE \`workspace\` SET \`status\` = 'active', \`is_trial\` = 0, \`is_company\` = 0, \`meta\` = '{}', \`modified_on\` = NULL`);
    const existing: { id: number; name: string }[] = await queryRunner.query(`SELECT \`id\`, \`name\` FROM \`workspace\` ORDER BY \`id\``);
    for (const [id, identifier] of workspaceIdentifiers(existing)) {
      await queryRunner.query(`UPDATE \`workspace\` SET \`identifier\` = ? WHERE \`id\` = ?`, [identifier, id]);
    }
    await queryRunner.query(`ALTER TABLE \`workspace\` MODIFY \`identifier\` varchar(255) NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`uq_workspace_identifier\` ON \`workspace\` (\`identifier\`)`);
    await queryRunner.query(`ALTER TABLE \`membership\` ADD \`modified_on\` datetime(3) NULL`);
    await queryRunner.query(`CREATE INDEX \`ix_membership_workspace_modified_on\` ON \`membership\` (\`workspace_id\`, \`modified_on\`)`);
    await queryRunner.query(`CREATE INDEX \`ix_membership_workspace_created_on\` ON \`membership\` (\`workspace_id\`, \`created_on\`)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_membership_workspace_created_on\` ON \`membership\``);
    await queryRunner.query(`DROP INDEX \`ix_membership_workspace_modified_on\` ON \`membership\``);
    await queryRunner.query(`ALTER TABLE \`membership\` DROP COLUMN \`modified_on\``);
    await queryRunner.query(`DROP INDEX \`uq_workspace_identifier\` ON \`workspace\``);
    await queryRunner.query(`UPDATE \`workspace\` SET \`modified_on\` = \`created_on\` WHERE \`modified_on\` IS NULL`);
    await queryRunner.query(`ALTER TABLE \`workspace\` CHANGE \`modified_on\` \`modified_on\` datetime(3) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`workspace\` DROP COLUMN \`billing_country\``);
    await queryRunner.query(`ALTER TABLE \`workspace\` DROP COLUMN \`meta\``);
    await queryRunner.query(`ALTER TABLE \`workspace\` DROP COLUMN \`is_company\``);
    await queryRunner.query(`ALTER TABLE \`workspace\` DROP COLUMN \`industry\``);
    await queryRunner.query(`ALTER TABLE \`workspace\` DROP COLUMN \`is_trial\``);
    await queryRunner.query(`ALTER TABLE \`workspace\` DROP COLUMN \`status\``);
    await queryRunner.query(`ALTER TABLE \`workspace\` DROP COLUMN \`identifier\``);
  }
}
