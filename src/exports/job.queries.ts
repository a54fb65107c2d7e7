import { WorkspaceScope } from '../common/workspace-scope.js';
import { Job } from './job.entity.js';

/** The workspace's jobs: every read and write of one by id goes through it. */
export const JOBS = new WorkspaceScope(Job, 'job');
