import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  type ValueTransformer,
} from 'typeorm';

import { DateTimeColumn, JsonColumn } from '../database/columns.js';
import { Edition } from '../editions/edition.entity.js';
import type { ImportJobResult } from '../personalization/import/import-jobs.js';
import { Workspace } from '../workspaces/workspace.entity.js';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';
export const JOB_STATUSES: readonly JobStatus[] = ['queued', 'running', 'succeeded', 'failed'];
export type JobType = 'export' | 'import';

/** BIGINT comes back from mysql2 as a string; archive sizes stay far below 2^53. */
const bigintAsNumber: ValueTransformer = {
  to: (value: number | null) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/**
 * A background job (docs/export-jobs.md, "Export jobs"): the row is the queue. A worker owns a running job while its
 * lease (`lease_owner`, `lease_expires_on`) is fresh; a job whose lease ran out is taken again and
 * runs from the start. `archive_key` names the bytes of the current attempt, so the media sweep
 * keeps them and a delete knows what to remove; they are downloadable only once `status` is
 * `succeeded`, which only the lease owner can set.
 */
@Entity('job')
@Index('ix_job_workspace_id', ['workspace_id', 'id'])
@Index('ix_job_workspace_edition', ['workspace_id', 'edition_id'])
@Index('ix_job_workspace_status', ['workspace_id', 'status'])
@Index('ix_job_workspace_created_on', ['workspace_id', 'created_on'])
@Index('ix_job_edition', ['edition_id'])
@Index('ix_job_status_lease', ['status', 'lease_expires_on'])
@Index('ix_job_expires_on', ['expires_on'])
export class Job {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'int' })
  edition_id: number;

  @ManyToOne(() => Edition, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'edition_id' })
  edition?: Relation<Edition>;

  /**
   * The personalization token whose copy the export renders, or null for the plain doc. No foreign
   * key: a token deleted while its export waits fails that export (the runner says why) instead
   * of quietly exporting the plain doc.
   */
  @Column({ type: 'int', nullable: true })
  token_id: number | null;

  /** `export`, or `import` (a token import, docs/personalization.md "Campaigns"). */
  @Column({ type: 'varchar', length: 32 })
  type: JobType;

  @Column({ type: 'varchar', length: 32 })
  status: JobStatus;

  /** 0 to 100. */
  @Column({ type: 'int' })
  progress: number;

  /** Why it failed, in words the caller can act on: no stack, no path. */
  @Column({ type: 'varchar', length: 1024, nullable: true })
  error: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  size: number | null;

  /** sha256 of the archive, hex; its strong ETag too. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  checksum: string | null;

  /** Storage key of the current attempt's archive (each attempt writes under a key of its own). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  archive_key: string | null;

  /** An import's uploaded file (its rows), kept in storage until the job ends. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  source_key: string | null;

  /** An import's outcome so far: `{created, updated, errors, stored_through_row}`. */
  @JsonColumn({ nullable: true })
  result: ImportJobResult | null;

  /** Which worker (process) holds the lease. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  lease_owner: string | null;

  @DateTimeColumn({ nullable: true })
  lease_expires_on: Date | null;

  /** How many times a worker took it: more than one means a worker died (or lost its lease) on it. */
  @Column({ type: 'int' })
  attempts: number;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn({ nullable: true })
  started_on: Date | null;

  @DateTimeColumn({ nullable: true })
  finished_on: Date | null;

  /** Once finished: when the sweep removes the archive and this row (EXPORT_RETENTION_DAYS). */
  @DateTimeColumn({ nullable: true })
  expires_on: Date | null;
}
