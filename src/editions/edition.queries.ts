import type { DataSource, SelectQueryBuilder } from 'typeorm';

import type { InWorkspace } from '../common/workspace-scope.js';
import { WorkspaceScope } from '../common/workspace-scope.js';
import { hydrate } from '../database/hydrate.js';
import { Edition } from './edition.entity.js';
import type { EditionContext } from './edition.presenter.js';
import { Page } from './page.entity.js';

/** The workspace's docs and pages: every read and write of one by id goes through these. */
export const EDITIONS = new WorkspaceScope(Edition, 'edition');
export const PAGES = new WorkspaceScope(Page, 'page');

/*
 * What a doc's resource shows besides its row (its project's address and its page count), read
 * the same way by GET (one statement with the row), lists (on a page) and writes (after the write).
 */

const PAGES_COUNT = '(SELECT COUNT(*) FROM page p WHERE p.edition_id = edition.id)';

const EDITION_BY_ID =
  `SELECT edition.*, title.identifier AS title_identifier, title.hostname AS title_hostname, workspace.identifier AS workspace_identifier, ${PAGES_COUNT} AS pages_count ` +
  `FROM edition edition INNER JOIN title title ON title.id = edition.title_id INNER JOIN workspace workspace ON workspace.id = edition.workspace_id WHERE edition.id = ? AND ${EDITIONS.sql()}`;

/** A doc of the workspace with its context, in one statement; null when there is none. */
export async function editionById(
  dataSource: DataSource,
  id: number,
  scope: InWorkspace,
): Promise<{ edition: Edition; context: EditionContext } | null> {
  const [row] = (await dataSource.query(EDITION_BY_ID, [id, scope.workspaceId])) as Record<string, unknown>[];
  if (!row) return null;
  const context = {
    project: {
      identifier: row.title_identifier as string,
      hostname: row.title_hostname as string | null,
      workspace: row.workspace_identifier as string,
    },
    pagesCount: Number(row.pages_count),
  };
  return { edition: hydrate(dataSource, Edition, row), context };
}

/** Docs with their context, in the query's own statement (a list's page, or one doc after a write). */
export async function withContext(
  qb: SelectQueryBuilder<Edition>,
): Promise<{ edition: Edition; context: EditionContext }[]> {
  const { entities, raw } = await qb
    .innerJoin('edition.title', 'title')
    .addSelect(['title.id', 'title.identifier', 'title.hostname'])
    .innerJoin('edition.workspace', 'workspace')
    .addSelect(['workspace.id', 'workspace.identifier'])
    .addSelect(PAGES_COUNT, 'pages_count')
    .getRawAndEntities<{ edition_id: number | string; pages_count: number | string }>();
  const counts = new Map(raw.map((row) => [Number(row.edition_id), Number(row.pages_count)]));
  return entities.map((edition) => ({
    edition,
    context: {
      project: {
        identifier: edition.title!.identifier,
        hostname: edition.title!.hostname,
        workspace: edition.workspace!.identifier,
      },
      pagesCount: counts.get(edition.id) ?? 0,
    },
  }));
}
