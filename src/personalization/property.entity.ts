import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { Workspace } from '../workspaces/workspace.entity.js';

export const PROPERTY_TYPES = ['text', 'url', 'image'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** A variable a page can name (`{{first_name}}`), answered per token by a value. */
@Entity('personalization_property')
@Index('uq_personalization_property_key', ['workspace_id', 'key'], { unique: true })
@Index('ix_personalization_property_workspace_id', ['workspace_id', 'id'])
@Index('ix_personalization_property_workspace_position', ['workspace_id', 'position'])
export class Property {
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

  /** `text`, `url` or `image`. */
  @Column({ type: 'varchar', length: 16 })
  type: PropertyType;

  @Column({ type: 'boolean' })
  is_required: boolean;

  @Column({ type: 'int' })
  max_length: number;

  /** Up to 5,000 characters: `text`, not `varchar` (MySQL's row size). */
  @Column({ type: 'text' })
  default: string;

  @Column({ type: 'int' })
  position: number;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn({ nullable: true })
  modified_on: Date | null;
}
