import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { ApiCredential } from './api-credential.entity.js';

/** An issued bearer token, kept only as its SHA-256, with the scope it grants. */
@Entity('access_token')
@Index('ix_access_token_credential_expiry', ['credential_id', 'expires_on'])
export class AccessToken {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  token_hash: string;

  @Column({ type: 'int' })
  credential_id: number;

  @ManyToOne(() => ApiCredential, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'credential_id' })
  credential?: Relation<ApiCredential>;

  @Column({ type: 'int' })
  workspace_id: number;

  @DateTimeColumn()
  expires_on: Date;

  @DateTimeColumn()
  created_on: Date;
}
