import { IsInt, Max, Min } from 'class-validator';

import { NumberOr } from '../validators.js';

/** Export jobs (docs/exports.md): how many run, for how long their results are kept, their leases. */
export class ExportsConfig {
  /** Export jobs one instance runs at once; 0 makes an instance that queues exports but never runs them. */
  @NumberOr(1)
  @IsInt()
  @Min(0)
  @Max(64)
  EXPORT_CONCURRENCY = 1;

  /**
   * Export jobs one workspace may have running at once, across all instances; 0 sets no cap. Jobs
   * are always taken in turns between workspaces (the one with the fewest running goes next); a
   * cap below the instances' total EXPORT_CONCURRENCY also keeps slots free for a workspace whose
   * export arrives while another's long ones run.
   */
  @NumberOr(0)
  @IsInt()
  @Min(0)
  @Max(64)
  EXPORT_WORKERS_PER_WORKSPACE = 0;

  /** Days a finished export (its archive and its row) is kept before the sweep removes it. */
  @NumberOr(7)
  @IsInt()
  @Min(1)
  @Max(3650)
  EXPORT_RETENTION_DAYS = 7;

  /**
   * How long a running export stays its worker's without a heartbeat (renewed every third of it).
   * A job whose worker died is taken again by another once this ran out, and runs from the start.
   */
  @NumberOr(60_000)
  @IsInt()
  @Min(500)
  @Max(3_600_000)
  EXPORT_LEASE_MS = 60_000;

  /** How often an idle worker looks for queued exports (a POST in the same process wakes it at once). */
  @NumberOr(2000)
  @IsInt()
  @Min(20)
  @Max(600_000)
  EXPORT_POLL_MS = 2000;
}
