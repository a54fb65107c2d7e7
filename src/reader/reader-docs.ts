import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { PublishedAddress } from '../common/http/public-address.js';
import { Edition } from '../editions/edition.entity.js';
import type { EditionOptions } from '../editions/edition-options.js';
import { type DocAddress, PREVIEW_KEY, type ProjectAddress } from './doc-address.js';

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

/** Docs listed at most on a project's index page. */
const PROJECT_DOCS = 200;

/** What the doc's stamp is made of: read with the doc, and again when a cached page is revalidated. */
const STAMP_COLUMNS = [
  'e.id',
  'e.identifier',
  'e.status',
  'e.affected_on',
  't.id',
  't.identifier',
  't.hostname',
  't.affected_on',
  'w.id',
  'w.identifier',
] as const;

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
    const qb = this.dataSource
      .getRepository(Edition)
      .createQueryBuilder('e')
      .innerJoin('e.title', 't')
      .select([
        'e.id',
        'e.workspace_id',
        'e.uid',
        'e.name',
        'e.identifier',
        'e.status',
        'e.affected_on',
        'e.options',
        'e.screenshot_id',
        'e.preview_key',
      ])
      .addSelect(['t.id', 't.identifier', 't.hostname', 't.affected_on'])
      .innerJoin('e.workspace', 'w')
      .addSelect(['w.id', 'w.identifier']);
    if (address.kind === 'preview') {
      if (!PREVIEW_KEY.test(address.key)) return null;
      qb.where('e.preview_key = :key', { key: address.key });
    } else {
      // The workspace is in the address (project identifiers are unique per workspace only), or
      // the hostname is (unique platform-wide): one doc at most answers an address.
      if (address.kind === 'published') {
        qb.where('w.identifier = :workspace', { workspace: address.workspace }).andWhere('t.identifier = :project', {
          project: address.project,
        });
      } else qb.where('t.hostname = :hostname', { hostname: address.hostname });
      qb.andWhere('e.identifier = :doc', { doc: address.doc }).andWhere("e.status = 'published'");
    }
    const row = await qb.limit(1).getOne();
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
    const row = await this.dataSource
      .getRepository(Edition)
      .createQueryBuilder('e')
      .innerJoin('e.title', 't')
      .innerJoin('e.workspace', 'w')
      .select([...STAMP_COLUMNS])
      .where('e.id = :id', { id: editionId })
      .getOne();
    return row ? stampOf(row) : null;
  }

  /** A project's published, visible docs, newest first (at most PROJECT_DOCS), with its name and their covers' ids. */
  async projectDocs(at: ProjectAddress): Promise<Edition[]> {
    const qb = this.dataSource
      .getRepository(Edition)
      .createQueryBuilder('e')
      .innerJoin('e.title', 't')
      .innerJoin('e.workspace', 'w')
      .select(['e.id', 'e.workspace_id', 'e.identifier', 'e.name', 'e.is_default', 'e.published_on'])
      .addSelect(['e.screenshot_id', 't.id', 't.name', 't.identifier', 't.hostname', 'w.id', 'w.identifier'])
      .where("e.status = 'published'")
      .andWhere('e.is_visible = :visible', { visible: true });
    if ('hostname' in at) qb.andWhere('t.hostname = :hostname', { hostname: at.hostname });
    else {
      qb.andWhere('w.identifier = :workspace', { workspace: at.workspace }).andWhere('t.identifier = :project', {
        project: at.project,
      });
    }
    const found = await qb.orderBy('e.published_on', 'DESC').addOrderBy('e.id', 'DESC').limit(PROJECT_DOCS).getMany();
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
    const rows = await this.dataSource
      .getRepository(Edition)
      .createQueryBuilder('e')
      .innerJoin('e.title', 't')
      .innerJoin('e.workspace', 'w')
      .select(['e.id', 'e.identifier', 't.id', 't.identifier', 'w.id', 'w.identifier'])
      .where('t.identifier = :project', { project })
      .andWhere('e.identifier = :doc', { doc })
      .andWhere("e.status = 'published'")
      .limit(2)
      .getMany();
    // MySQL's collation matches ignoring case: only the exact names count.
    const exact = rows.filter((row) => row.identifier === doc && row.title!.identifier === project);
    return exact.length === 1 ? exact[0].workspace!.identifier : null;
  }
}
