import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { DateTimeColumn, JsonColumn } from '../database/columns.js';

export type JsonObject = Record<string, string | number | boolean | null | object>;

export const WORKSPACE_STATUSES = ['active', 'suspended'] as const;
export type WorkspaceStatus = (typeof WORKSPACE_STATUSES)[number];

/** A workspace (the API calls it an account): the tenant that owns projects and users. */
@Entity('workspace')
@Index('uq_workspace_identifier', ['identifier'], { unique: true })
export class Workspace {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** A slug, unique across the platform. */
  @Column({ type: 'varchar', length: 255 })
  identifier: string;

  /** Operators suspend and resume a workspace; a suspended one's credentials get no token. */
  @Column({ type: 'varchar', length: 16 })
  status: WorkspaceStatus;

  @Column({ type: 'boolean' })
  is_trial: boolean;

  @Column({ type: 'varchar', length: 64, nullable: true })
  industry: string | null;

  @Column({ type: 'boolean' })
  is_company: boolean;

  /** A client's own JSON object, at most 16 KiB. */
  @JsonColumn()
  meta: JsonObject;

  /** ISO 3166-1 alpha-2, upper case. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  billing_country: string | null;

  @DateTimeColumn()
  created_on: Date;

  /** Null until the first change. */
  @DateTimeColumn({ nullable: true })
  modified_on: Date | null;
}
