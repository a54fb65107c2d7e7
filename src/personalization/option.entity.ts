import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { Category } from './category.entity.js';

/** One answer of a category. Goes with its category (foreign key cascade). */
@Entity('personalization_option')
@Index('uq_personalization_option_key', ['category_id', 'key'], { unique: true })
@Index('ix_personalization_option_workspace_id', ['workspace_id', 'id'])
@Index('ix_personalization_option_workspace_category', ['workspace_id', 'category_id', 'position'])
export class Option {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'int' })
  category_id: number;

  @ManyToOne(() => Category, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<Category>;

  @Column({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'varchar', length: 255 })
  label: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  external_value: string | null;

  @Column({ type: 'int' })
  position: number;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn({ nullable: true })
  modified_on: Date | null;
}
