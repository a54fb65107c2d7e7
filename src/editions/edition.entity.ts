import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { MediaFile } from '../media-library/file.entity.js';
import { Title } from '../titles/title.entity.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import type { EditionOptions } from './edition-options.js';

/**
 * A Doc (the platform calls it an edition). It belongs to a project; `workspace_id` repeats the
 * project's workspace so every list is scoped, filtered and ordered on one table's indexes.
 * Projects never change workspace, so the copy cannot drift.
 */
@Entity('edition')
@Index('ix_edition_title_status', ['title_id', 'status'])
@Index('uq_edition_uid', ['uid'], { unique: true })
@Index('uq_edition_preview_key', ['preview_key'], { unique: true })
@Index('uq_edition_title_identifier', ['title_id', 'identifier'], { unique: true })
@Index('ix_edition_workspace_id', ['workspace_id', 'id'])
@Index('ix_edition_workspace_name', ['workspace_id', 'name'])
@Index('ix_edition_workspace_affected_on', ['workspace_id', 'affected_on', 'id'])
@Index('ix_edition_workspace_created_on', ['workspace_id', 'created_on'])
@Index('ix_edition_workspace_category', ['workspace_id', 'category'])
@Index('ix_edition_workspace_status', ['workspace_id', 'status'])
// Every list carries the workspace condition, so the project's indexes lead with it too: a
// project's name search then counts and sorts from index entries alone (`id` rides along in each).
@Index('ix_edition_workspace_title_affected_on', ['workspace_id', 'title_id', 'affected_on'])
@Index('ix_edition_workspace_title_name', ['workspace_id', 'title_id', 'name', 'affected_on'])
@Index('ix_edition_workspace_title_created_on', ['workspace_id', 'title_id', 'created_on'])
@Index('ix_edition_screenshot', ['screenshot_id'])
export class Edition {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'int' })
  title_id: number;

  @ManyToOne(() => Title, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'title_id' })
  title?: Relation<Title>;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255 })
  identifier: string;

  @Column({ type: 'varchar', length: 12 })
  uid: string;

  /**
   * The preview's own secret (docs/reader.md, "Previews"): 22 characters of base62, 128+ random
   * bits, written only in the bearer-only `preview` link and replaced by `preview/rotate`. Null
   * never opens a preview.
   */
  @Column({ type: 'varchar', length: 32, nullable: true })
  preview_key: string | null;

  /** `draft` or `published`. */
  @Column({ type: 'varchar', length: 32 })
  status: string;

  @DateTimeColumn({ nullable: true })
  published_on: Date | null;

  @DateTimeColumn({ nullable: true })
  first_published_on: Date | null;

  @DateTimeColumn()
  affected_on: Date;

  @Column({ type: 'boolean' })
  is_visible: boolean;

  @Column({ type: 'boolean' })
  is_default: boolean;

  @Column({ type: 'boolean', nullable: true })
  has_header: boolean | null;

  @Column({ type: 'boolean', nullable: true })
  is_starred: boolean | null;

  @Column({ type: 'varchar', length: 32 })
  category: string;

  /** Every key, with a password only as its hash (see edition-options.ts). */
  // `json`, not `simple-json`: MySQL's `text` stops at 64 KiB and `header_code` alone may be that.
  @Column({ type: 'json' })
  options: EditionOptions;

  @Column({ type: 'int', nullable: true })
  screenshot_id: number | null;

  @ManyToOne(() => MediaFile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'screenshot_id' })
  screenshot?: Relation<MediaFile> | null;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn({ nullable: true })
  modified_on: Date | null;
}
