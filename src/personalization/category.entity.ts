import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { Workspace } from '../workspaces/workspace.entity.js';

/** A choice a personalizer makes for a reader (an industry, a region): its answers are options. */
@Entity('personalization_category')
@Index('uq_personalization_category_key', ['workspace_id', 'key'], { unique: true })
@Index('ix_personalization_category_workspace_id', ['workspace_id', 'id'])
@Index('ix_personalization_category_workspace_position', ['workspace_id', 'position'])
export class Category {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  external_mapping: string | null;

  @Column({ type: 'boolean' })
  is_multiple: boolean;

  @Column({ type: 'int' })
  position: number;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn({ nullable: true })
  modified_on: Date | null;
}
