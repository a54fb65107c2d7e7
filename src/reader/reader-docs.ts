import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { PublishedAddress } from '../common/http/public-address.js';
import type { Edition } from '../editions/edition.entity.js';
import type { EditionOptions } from '../editions/edition-options.js';
import type { DocAddress, ProjectAddress } from './doc-address.js';
import { docRowAt, legacyDocRows, projectDocRows, stampRow } from './reader.queries.js';

/** A doc as the reader reads it. */
export interface Doc {
  id: number;
  workspaceId: number;
  uid: string;
  name: string;
  identifier: string;
  status: string;
  options: EditionOptions;
  screenshotId: number | null;
  project: PublishedAddress;
  /** Changes whenever anything the reader shows of the doc may have changed: its status, its row, its pages, its project. */
  stamp: string;
}

/**
 * Changes whenever what the reader shows of the doc may have changed, or where: its status, its
 * row, its project, and every name of its address (the workspace's, the project's, its hostname,
 * the doc's). A page cached under an address is dropped when the doc there moves away from it.
 */
function stampOf(row: Edition): string {
  const address = [row.workspace!.identifier, row.title!.identifier, row.title!.hostname ?? '', row.identifier];
  return `${row.status}:${row.affected_on.getTime()}:${row.title!.affected_on.getTime()}:${JSON.stringify(address)}`;
}

/**
 * Docs by their address (docs/reader.md, "Addresses"): the one doc an address names, its stamp now
 * (a cached page's freshness), a project's published docs, and where an old-form address went.
 */
@Injectable()
export class ReaderDocs {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The doc at this address: published (or any, for its preview key), or null. */
  async find(address: DocAddress): Promise<Doc | null> {
    const row = await docRowAt(this.dataSource, address);
    // MySQL's collation matches a preview key ignoring case: only the exact key opens the preview.
    if (!row || (address.kind === 'preview' && row.preview_key !== address.key)) return null;
    return {
      id: row.id,
      workspaceId: row.workspace_id,
      uid: row.uid,
      name: row.name,
      identifier: row.identifier,
      status: row.status,
      options: row.options,
      screenshotId: row.screenshot_id,
      project: {
        identifier: row.title!.identifier,
        hostname: row.title!.hostname,
        workspace: row.workspace!.identifier,
      },
      stamp: stampOf(row),
    };
  }

  /** The doc's stamp as its row is now, or null when it is gone. */
  async stampNow(editionId: number): Promise<string | null> {
    const row = await stampRow(this.dataSource, editionId);
    return row ? stampOf(row) : null;
  }

  /** A project's published, visible docs, newest first (at most PROJECT_DOCS), with its name and their covers' ids. */
  async projectDocs(at: ProjectAddress): Promise<Edition[]> {
    const found = await projectDocRows(this.dataSource, at);
    // MySQL's collation matches ignoring case: only the exact names count.
    return found.filter((row) =>
      'hostname' in at
        ? row.title!.hostname === at.hostname
        : row.workspace!.identifier === at.workspace && row.title!.identifier === at.project,
    );
  }

  /**
   * The one workspace that publishes a doc at an old-form address (`/read/{project}/{doc}/`,
   * before the workspace was part of it), or null when none or several do (docs/reader.md).
   */
  async legacyWorkspace(project: string, doc: string): Promise<string | null> {
    const rows = await legacyDocRows(this.dataSource, project, doc);
    // MySQL's collation matches ignoring case: only the exact names count.
    const exact = rows.filter((row) => row.identifier === doc && row.title!.identifier === project);
    return exact.length === 1 ? exact[0].workspace!.identifier : null;
  }
}
