import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { Workspace } from '../workspaces/workspace.entity.js';

/** A client-credentials pair. Only the secret's SHA-256 is kept; its scope is one workspace. */
@Entity('api_credential')
export class ApiCredential {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_api_credential_client_id', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  client_id: string;

  @Column({ type: 'varchar', length: 64 })
  secret_hash: string;

  @Index('ix_api_credential_workspace')
  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn({ nullable: true })
  revoked_on: Date | null;
}
