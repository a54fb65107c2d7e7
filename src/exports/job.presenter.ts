import { link, stub } from '../common/hal/hal.js';
import { editionHref } from '../editions/edition.presenter.js';
import type { Job } from './job.entity.js';
import type { JobResource } from './job.resource.js';

/**
 * The archive's name, without `.tar.gz`: the download is saved under it and every entry sits in
 * a folder of this name. Identifiers are slugs; anything else is replaced, so the name stays one
 * plain token in a header and on any disk.
 */
export function archiveName(project: string, doc: string): string {
  return `${project}-${doc}`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * What an export of a protected doc says, in the 202's job and in the manifest (docs/exports.md):
 * the package itself carries no protection.
 */
export function protectionNote(method: 'password' | 'whitelist'): string {
  return `The doc is protected (${method}), but the exported package is not: anyone who can reach the place it is hosted can read every page. Protect that place yourself (for example with HTTP authentication).`;
}

export function jobHref(base: string, id: number): string {
  return `${base}/v2/job/${id}`;
}

/** Whether the archive can be fetched: an export that succeeded, not yet past its retention (an import has none). */
export function isDownloadable(job: Job, now = new Date()): boolean {
  return job.type === 'export' && job.status === 'succeeded' && job.expires_on !== null && job.expires_on > now;
}

/** An import's `result` on the wire: the counts and errors, and how far it got (docs/personalization.md). */
function importResult(job: Job): JobResource['result'] {
  const result = job.result ?? { created: 0, updated: 0, errors: [], stored_through_row: 0, rows: 0 };
  return {
    created: result.created,
    updated: result.updated,
    errors: result.errors,
    ...(result.errors_omitted ? { errors_omitted: result.errors_omitted } : {}),
    rows: result.rows,
    stored_through_row: result.stored_through_row,
  };
}

/** Entity to wire resource; the lease and the storage key stay inside. */
export function presentJob(job: Job, base: string): JobResource {
  return {
    id: job.id,
    type: job.type,
    status: job.status,
    progress: job.progress,
    error: job.error,
    size: job.size,
    checksum: job.checksum,
    created_on: job.created_on.toISOString(),
    started_on: job.started_on?.toISOString() ?? null,
    finished_on: job.finished_on?.toISOString() ?? null,
    expires_on: job.expires_on?.toISOString() ?? null,
    ...(job.type === 'import' ? { result: importResult(job) } : {}),
    _embedded: { edition: stub(job.edition_id, editionHref(base, job.edition_id)) },
    _links: {
      self: link(jobHref(base, job.id)),
      ...(isDownloadable(job) ? { download: link(`${jobHref(base, job.id)}/download`) } : {}),
      ...(job.type === 'import' ? { errors: link(`${jobHref(base, job.id)}/errors`) } : {}),
    },
  };
}
