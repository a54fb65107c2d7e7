import { accountStub, link, stub } from '../common/hal/hal.js';
import type { MediaFile } from './file.entity.js';
import type { Folder } from './folder.entity.js';
import type { FileResource, FolderResource } from './media.resource.js';

/** How many file resources a folder embeds (docs/media-library.md, Media Library). */
export const FOLDER_FILES_EMBEDDED = 100;

function folderHref(base: string, id: number): string {
  return `${base}/topiary/${id}`;
}

/** Images live at `/image/{id}`; every other file at `/topiary/file/{id}`. */
function fileHref(base: string, file: Pick<MediaFile, 'id' | 'kind'>): string {
  return file.kind === 'image' ? `${base}/image/${file.id}` : `${base}/topiary/file/${file.id}`;
}

export function presentFile(file: MediaFile, base: string): FileResource {
  const self = fileHref(base, file);
  return {
    id: file.id,
    name: file.name,
    filename: file.filename,
    mime_type: file.mime_type,
    size: file.size,
    checksum: file.checksum,
    kind: file.kind,
    width: file.width,
    height: file.height,
    folder: file.folder_id,
    account: file.workspace_id,
    created_on: file.created_on.toISOString(),
    modified_on: file.modified_on.toISOString(),
    _embedded: {
      account: accountStub(base, file.workspace_id),
      folder: stub(file.folder_id, folderHref(base, file.folder_id)),
    },
    _links: { self: link(self), content: link(`${self}/content`) },
  };
}

/** What a folder resource shows besides its own row; read for a whole page of folders at once. */
export interface FolderContents {
  childIds: number[];
  files: MediaFile[];
  filesCount: number;
  sizeBytes: number;
}

export const EMPTY_FOLDER: FolderContents = { childIds: [], files: [], filesCount: 0, sizeBytes: 0 };

export function presentFolder(folder: Folder, contents: FolderContents, base: string): FolderResource {
  const parent = folder.parent_id === null ? null : stub(folder.parent_id, folderHref(base, folder.parent_id));
  return {
    id: folder.id,
    name: folder.name,
    parent: folder.parent_id,
    account: folder.workspace_id,
    created_on: folder.created_on.toISOString(),
    modified_on: folder.modified_on.toISOString(),
    _embedded: {
      account: accountStub(base, folder.workspace_id),
      parent,
      folders: contents.childIds.map((id) => stub(id, folderHref(base, id))),
      files: contents.files.map((file) => presentFile(file, base)),
    },
    _links: { self: link(folderHref(base, folder.id)), parent: parent ? parent._links.self : null },
    _computed: {
      files_count: contents.filesCount,
      folders_count: contents.childIds.length,
      size_bytes: contents.sizeBytes,
    },
  };
}
