import { link, stub } from '../common/hal/hal.js';
import { editionHref } from '../editions/edition.presenter.js';
import type { Job } from './job.entity.js';
import type { JobResource } from './job.resource.js';

export function jobHref(base: string, id: number): string {
  return `${base}/v2/job/${id}`;
}

/** Whether the archive can be fetched: succeeded, and not yet past its retention. */
export function isDownloadable(job: Job, now = new Date()): boolean {
  return job.status === 'succeeded' && job.expires_on !== null && job.expires_on > now;
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
    _embedded: { edition: stub(job.edition_id, editionHref(base, job.edition_id)) },
    _links: {
      self: link(jobHref(base, job.id)),
      ...(isDownloadable(job) ? { download: link(`${jobHref(base, job.id)}/download`) } : {}),
    },
  };
}
