import { WorkspaceScope } from '../common/workspace-scope.js';
import { ApiCredential } from './api-credential.entity.js';

/** The workspace's API credentials: every read and delete of them by workspace goes through it. */
export const CREDENTIALS = new WorkspaceScope(ApiCredential, 'credential');
