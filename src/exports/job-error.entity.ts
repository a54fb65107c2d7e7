import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { Job } from './job.entity.js';

/**
 * One per-row error of an import job (docs/personalization.md, "Campaigns"): every error is kept
 * here, written in the transaction of the batch that found it, so the job's own row keeps only the
 * first 200 (`result.errors`) and stays small. Read with `GET /v2/job/{id}/errors`.
 */
@Entity('job_error')
@Index('ix_job_error_job_row', ['job_id', 'row', 'id'])
export class JobError {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  job_id: number;

  @ManyToOne(() => Job, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'job_id' })
  job?: Relation<Job>;

  /** Counted from 1 after the header. */
  @Column({ type: 'int' })
  row: number;

  @Column({ type: 'varchar', length: 255 })
  column: string;

  @Column({ type: 'varchar', length: 64 })
  rule: string;

  @Column({ type: 'varchar', length: 1024 })
  message: string;
}
