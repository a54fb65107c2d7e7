import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { Edition } from './edition.entity.js';
import type { PageContent } from './page-content.js';

/**
 * A page of a Doc. Positions are dense (`0..n-1`) within the doc; every write that moves them
 * locks the doc row first. `workspace_id` repeats the doc's, for scoped lists.
 */
@Entity('page')
@Index('ix_page_edition_position', ['edition_id', 'position'])
@Index('uq_page_edition_identifier', ['edition_id', 'identifier'], { unique: true })
@Index('ix_page_workspace_id', ['workspace_id', 'id'])
@Index('ix_page_edition_name', ['edition_id', 'name'])
export class Page {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @Column({ type: 'int' })
  edition_id: number;

  @ManyToOne(() => Edition, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'edition_id' })
  edition?: Relation<Edition>;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255 })
  identifier: string;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'boolean' })
  is_visible: boolean;

  /** Up to 1 MiB, so `json` (MySQL's `text` stops at 64 KiB). MySQL may reorder keys; the presenter writes them in order. */
  @Column({ type: 'json' })
  content: PageContent;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn()
  modified_on: Date;
}
