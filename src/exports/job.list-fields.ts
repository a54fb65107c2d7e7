import type { ListFields } from '../common/list-query/list-fields.js';

/** The job fields a list can filter and order by (docs/export-jobs.md, "Export jobs"). */
export const JOB_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'job.id' },
  edition: { type: 'relation', column: 'job.edition_id' },
  type: { type: 'string', column: 'job.type' },
  status: { type: 'string', column: 'job.status' },
  created_on: { type: 'datetime', column: 'job.created_on' },
};
