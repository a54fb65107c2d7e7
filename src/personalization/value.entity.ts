import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { Option } from './option.entity.js';
import { Property } from './property.entity.js';
import { Token } from './token.entity.js';

/**
 * One answer of one token: a property's value (text) or a chosen option (value null), exactly one
 * of the two. Goes with its token, its property or its option (foreign key cascades). The unique
 * indexes hold one answer per (token, property) and per (token, option); NULLs never collide.
 */
@Entity('personalization_value')
@Index('uq_personalization_value_property', ['token_id', 'property_id'], { unique: true })
@Index('uq_personalization_value_option', ['token_id', 'option_id'], { unique: true })
@Index('ix_personalization_value_workspace_id', ['workspace_id', 'id'])
@Index('ix_personalization_value_property', ['property_id'])
@Index('ix_personalization_value_option', ['option_id'])
export class Value {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'int' })
  token_id: number;

  @ManyToOne(() => Token, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'token_id' })
  token?: Relation<Token>;

  @Column({ type: 'int', nullable: true })
  property_id: number | null;

  @ManyToOne(() => Property, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property> | null;

  @Column({ type: 'int', nullable: true })
  option_id: number | null;

  @ManyToOne(() => Option, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'option_id' })
  option?: Relation<Option> | null;

  /** Up to 5,000 characters (a property's largest max_length). */
  @Column({ type: 'text', nullable: true })
  value: string | null;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn({ nullable: true })
  modified_on: Date | null;
}
