import type { DataSource } from 'typeorm';

import { Edition } from '../editions/edition.entity.js';
import { Title } from '../titles/title.entity.js';
import { type DocAddress, PREVIEW_KEY, type ProjectAddress } from './doc-address.js';

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
 * The doc row at this address (published, or any for its preview key) with its project and
 * workspace; null when none. The database's collation decides the match: the caller compares exactly.
 */
export function docRowAt(dataSource: DataSource, address: DocAddress): Promise<Edition | null> {
  const qb = dataSource
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
    if (!PREVIEW_KEY.test(address.key)) return Promise.resolve(null);
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
  return qb.limit(1).getOne();
}

/** The columns of the doc's stamp as its row is now; null when it is gone. */
export function stampRow(dataSource: DataSource, editionId: number): Promise<Edition | null> {
  return dataSource
    .getRepository(Edition)
    .createQueryBuilder('e')
    .innerJoin('e.title', 't')
    .innerJoin('e.workspace', 'w')
    .select([...STAMP_COLUMNS])
    .where('e.id = :id', { id: editionId })
    .getOne();
}

/** A project's published, visible docs, newest first (at most PROJECT_DOCS), as the collation matches its address. */
export function projectDocRows(dataSource: DataSource, at: ProjectAddress): Promise<Edition[]> {
  const qb = dataSource
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
  return qb.orderBy('e.published_on', 'DESC').addOrderBy('e.id', 'DESC').limit(PROJECT_DOCS).getMany();
}

/** Up to two published docs at an old-form address (`{project}/{doc}`), as the collation matches it. */
export function legacyDocRows(dataSource: DataSource, project: string, doc: string): Promise<Edition[]> {
  return dataSource
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
}

/** Whether a project has this hostname. */
export function isProjectHostname(dataSource: DataSource, host: string): Promise<boolean> {
  return dataSource.getRepository(Title).exists({ where: { hostname: host } });
}
