import type { DataSource } from 'typeorm';
import { In } from 'typeorm';

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

/** Which of these doc ids still name a doc. */
export async function existingDocIds(dataSource: DataSource, ids: number[]): Promise<Set<number>> {
  const existing = await dataSource.getRepository(Edition).find({ select: { id: true }, where: { id: In(ids) } });
  return new Set(existing.map((row) => row.id));
}
