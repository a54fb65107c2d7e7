import { WorkspaceScope } from '../common/workspace-scope.js';
import { MediaFile } from './file.entity.js';
import { Folder } from './folder.entity.js';

/** The workspace's files and folders: every read and write of one by id goes through these. */
export const FILES = new WorkspaceScope(MediaFile, 'file');
export const FOLDERS = new WorkspaceScope(Folder, 'folder');
