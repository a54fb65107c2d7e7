import type { DataSource } from 'typeorm';

import { Edition } from '../../editions/edition.entity.js';
import { Page } from '../../editions/page.entity.js';

/** The pages of the workspace's docs: id, identifier and 0-based position. */
export function workspacePages(
  dataSource: DataSource,
  workspaceId: number,
): Promise<{ id: number; identifier: string; position: number }[]> {
  return dataSource
    .getRepository(Page)
    .createQueryBuilder('page')
    .innerJoin(Edition, 'doc', 'doc.id = page.edition_id')
    .select(['page.id AS id', 'page.identifier AS identifier', 'page.position AS position'])
    .where('doc.workspace_id = :workspaceId', { workspaceId })
    .getRawMany<{ id: number; identifier: string; position: number }>();
}
