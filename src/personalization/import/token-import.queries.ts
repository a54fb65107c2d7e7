import { type EntityManager, In } from 'typeorm';

import type { InWorkspace } from '../../common/workspace-scope.js';
import { lockRow } from '../../database/locks.js';
import type { Edition } from '../../editions/edition.entity.js';
import { EDITIONS } from '../../editions/edition.queries.js';
import { Value } from '../value.entity.js';

const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** The workspace's doc `id`, locked for the transaction when `lock`; null outside the workspace. */
export function docOf(manager: EntityManager, scope: InWorkspace, id: number, lock = false): Promise<Edition | null> {
  const query = EDITIONS.queryById(manager, scope, id);
  return lock ? lockRow(query) : query.getOne();
}

/** The doc's tokens of these external_ids (as the database's collation compares them). */
export async function tokensByExternalIds(
  manager: EntityManager,
  editionId: number,
  externalIds: string[],
): Promise<{ id: number; external_id: string }[]> {
  const found = (await manager.query(
    `SELECT id, external_id FROM personalization_token WHERE edition_id = ? AND external_id IN (${marks(externalIds.length)})`,
    [editionId, ...externalIds],
  )) as { id: number | string; external_id: string }[];
  return found.map((token) => ({ id: Number(token.id), external_id: token.external_id }));
}

export async function tokenCount(manager: EntityManager, editionId: number): Promise<number> {
  const [{ count }] = (await manager.query('SELECT COUNT(*) AS count FROM personalization_token WHERE edition_id = ?', [
    editionId,
  ])) as { count: number | string }[];
  return Number(count);
}

/** The ids of the tokens of these keys, by key. */
export async function tokenIdsByKeys(manager: EntityManager, keys: string[]): Promise<Map<string, number>> {
  const ids = (await manager.query(
    `SELECT id, \`key\` FROM personalization_token WHERE \`key\` IN (${marks(keys.length)})`,
    keys,
  )) as { id: number | string; key: string }[];
  return new Map(ids.map((token) => [token.key, Number(token.id)]));
}

/** Deletes the tokens' answers to these properties and their choices of these options. */
export async function deleteAnswers(
  manager: EntityManager,
  tokenIds: number[],
  propertyIds: number[],
  optionIds: number[],
): Promise<void> {
  if (propertyIds.length > 0) await manager.delete(Value, { token_id: In(tokenIds), property_id: In(propertyIds) });
  if (optionIds.length > 0) await manager.delete(Value, { token_id: In(tokenIds), option_id: In(optionIds) });
}
