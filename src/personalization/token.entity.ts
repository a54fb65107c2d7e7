import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { Edition } from '../editions/edition.entity.js';
import { Workspace } from '../workspaces/workspace.entity.js';

/**
 * One personalized copy of a doc: its answers are values, its link the doc's published link with
 * `?t={key}`. Goes with its doc (foreign key cascade). `views` and `last_viewed_on` are written by
 * analytics when a pageview carries the key.
 */
@Entity('personalization_token')
@Index('uq_personalization_token_key', ['key'], { unique: true })
@Index('ix_personalization_token_workspace_id', ['workspace_id', 'id'])
@Index('ix_personalization_token_workspace_edition', ['workspace_id', 'edition_id'])
@Index('ix_personalization_token_edition', ['edition_id'])
// One token per CRM record and doc: an import's upsert relies on it (docs/personalization.md, "Campaigns").
@Index('uq_personalization_token_external_id', ['edition_id', 'external_id'], { unique: true })
export class Token {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'int' })
  edition_id: number;

  @ManyToOne(() => Edition, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'edition_id' })
  edition?: Relation<Edition>;

  /**
   * 22 base62 characters. MySQL's collation compares it case-insensitively, so a lookup compares
   * the key again exactly (see TokenKeys); the unique index is then only stricter than needed.
   */
  @Column({ type: 'varchar', length: 22 })
  key: string;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  external_id: string | null;

  @DateTimeColumn({ nullable: true })
  expires_on: Date | null;

  @Column({ type: 'int', default: 0 })
  views: number;

  @DateTimeColumn({ nullable: true })
  last_viewed_on: Date | null;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn({ nullable: true })
  modified_on: Date | null;
}
