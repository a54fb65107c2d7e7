import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn, JsonColumn } from '../database/columns.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import type { RoleName } from './roles.js';
import { User } from './user.entity.js';

/** A user's place in one workspace, with the roles they hold there. */
@Entity('membership')
@Index('uq_membership_user_workspace', ['user_id', 'workspace_id'], { unique: true })
@Index('ix_membership_workspace_user', ['workspace_id', 'user_id'])
@Index('ix_membership_workspace_created_on', ['workspace_id', 'created_on'])
@Index('ix_membership_workspace_modified_on', ['workspace_id', 'modified_on'])
export class Membership {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, (user) => user.memberships, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @JsonColumn()
  roles: RoleName[];

  @DateTimeColumn()
  created_on: Date;

  /** Null until the roles first change. */
  @DateTimeColumn({ nullable: true })
  modified_on: Date | null;
}
