import type { ListFields } from '../common/list-query/list-fields.js';

/** The job fields a list can filter and order by (docs/export-jobs.md, "Export jobs"). */
export const JOB_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'job.id' },
  edition: { type: 'relation', column: 'job.edition_id' },
  type: { type: 'string', column: 'job.type' },
  status: { type: 'string', column: 'job.status' },
  created_on: { type: 'datetime', column: 'job.created_on' },
};

/**
 * An import job's error fields a list can filter and order by (docs/personalization.md, "Campaigns"):
 * an error has no id of its own on the wire (its row's id only orders ties).
 */
export const JOB_ERROR_LIST_FIELDS: ListFields = {
  row: { type: 'integer', column: 'job_error.row' },
  column: { type: 'string', column: 'job_error.column' },
  rule: { type: 'string', column: 'job_error.rule' },
};
