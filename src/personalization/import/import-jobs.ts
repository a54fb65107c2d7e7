import type { EntityManager } from 'typeorm';

import type { ImportError } from './import-rows.js';

/** What an import job has done (docs/personalization.md, "Campaigns"). */
export interface ImportJobResult {
  created: number;
  updated: number;
  errors: ImportError[];
  /** Errors past the ones listed (the list is capped so the job row stays small; every one is at `_links.errors`). */
  errors_omitted?: number;
  /** Rows 1 to this one are done (stored, or reported in `errors`): a resumed attempt goes on after it. */
  stored_through_row: number;
  /** Rows in the file. */
  rows: number;
}

/** An import job as its runner reads it. */
export interface ImportJobRow {
  id: number;
  workspace_id: number;
  edition_id: number;
  status: string;
  source_key: string | null;
  result: ImportJobResult | null;
}

/** A claimed import job: the attempt's key guards every write (the job queue's lease protocol). */
export interface ImportJobHandle {
  id: number;
  archive_key: string;
}

/**
 * The job rows an import needs, provided by the module that owns jobs (the exports' job queue
 * registers itself with TokenImportService.useJobs), so personalization never imports it.
 */
export interface ImportJobStore {
  /** Inserts a queued `import` job in the caller's transaction: its wire resource and its link. */
  queue(
    manager: EntityManager,
    job: { workspaceId: number; editionId: number; sourceKey: string; rows: number },
  ): Promise<{ resource: object; href: string }>;
  find(id: number): Promise<ImportJobRow | null>;
  /**
   * Records a batch's outcome under the attempt's lease, with every error the batch found (each
   * kept, past the ones `result` lists); false when the attempt lost the job.
   */
  save(
    manager: EntityManager,
    handle: ImportJobHandle,
    result: ImportJobResult,
    progress: number,
    errors: ImportError[],
  ): Promise<boolean>;
  /** The job succeeded (its file is forgotten); false when the attempt lost the job. */
  finish(handle: ImportJobHandle): Promise<boolean>;
  /** A failed job's file is forgotten; its key is returned for deletion, if it had one. */
  forgetSource(id: number): Promise<string | null>;
}
