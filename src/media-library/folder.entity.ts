import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { Workspace } from '../workspaces/workspace.entity.js';

export const ROOT_FOLDER_NAME = 'Root';

/**
 * A Topiary folder. Each workspace has exactly one root (parent null), created with the
 * workspace; every other folder hangs below it. Every list-filterable column has an index led by
 * workspace_id, because every list is scoped to one workspace.
 */
@Entity('folder')
@Index('ix_folder_workspace_id', ['workspace_id', 'id'])
@Index('ix_folder_workspace_parent', ['workspace_id', 'parent_id'])
@Index('ix_folder_workspace_name', ['workspace_id', 'name'])
@Index('ix_folder_workspace_created_on', ['workspace_id', 'created_on'])
@Index('ix_folder_workspace_modified_on', ['workspace_id', 'modified_on'])
@Index('ix_folder_parent', ['parent_id', 'id'])
export class Folder {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'int', nullable: true })
  parent_id: number | null;

  // The API only deletes empty folders; the cascade is there so deleting a workspace can go
  // through whatever order the database visits its folders in.
  @ManyToOne(() => Folder, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'parent_id' })
  parent?: Relation<Folder> | null;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn()
  modified_on: Date;
}
