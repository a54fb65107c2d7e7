import { type EntityManager, type EntityTarget, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import { type InWorkspace, WorkspaceScope } from '../common/workspace-scope.js';
import { lockRow } from '../database/locks.js';
import { Edition } from '../editions/edition.entity.js';
import { MediaFile } from '../media-library/file.entity.js';
import { FILES } from '../media-library/media.queries.js';
import { Title } from '../titles/title.entity.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { Category } from './category.entity.js';
import { Option } from './option.entity.js';
import { Property } from './property.entity.js';
import { Token } from './token.entity.js';
import { Value } from './value.entity.js';

/** The workspace's personalization rows: every read and write of one by id goes through these. */
export const CATEGORIES = new WorkspaceScope(Category, 'category');
export const OPTIONS = new WorkspaceScope(Option, 'option');
export const PROPERTIES = new WorkspaceScope(Property, 'property');
export const TOKENS = new WorkspaceScope(Token, 'token');
export const VALUES = new WorkspaceScope(Value, 'value');

/**
 * Takes the workspace's row for the rest of the transaction (MySQL), so that two creates that
 * count against one limit take turns and cannot pass it together.
 */
export async function lockWorkspace(manager: EntityManager, workspaceId: number): Promise<void> {
  await lockRow(
    manager
      .getRepository(Workspace)
      .createQueryBuilder('workspace')
      .select('workspace.id')
      .where('workspace.id = :workspaceId', { workspaceId }),
  );
}

/** The rows a new one joins (a workspace's categories or properties, a category's options). */
export interface Siblings {
  count(): Promise<number>;
  hasKey(key: string): Promise<boolean>;
  /** After the last: the highest position, plus one (0 when none). */
  nextPosition(): Promise<number>;
}

function siblings<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string): Siblings {
  return {
    count: () => qb.clone().getCount(),
    hasKey: (key) => qb.clone().andWhere(`${alias}.key = :key`, { key }).getExists(),
    nextPosition: async () => {
      const row = await qb.clone().select(`MAX(${alias}.position)`, 'max').getRawOne<{ max: number | string | null }>();
      return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
    },
  };
}

export function categoriesOf(manager: EntityManager, scope: InWorkspace): Siblings {
  return siblings(CATEGORIES.query(manager, scope), 'category');
}

export function propertiesOf(manager: EntityManager, scope: InWorkspace): Siblings {
  return siblings(PROPERTIES.query(manager, scope), 'property');
}

export function optionsOf(manager: EntityManager, scope: InWorkspace, categoryId: number): Siblings {
  return siblings(OPTIONS.query(manager, scope).andWhere('option.category_id = :categoryId', { categoryId }), 'option');
}

/** The workspace's category `id`, locked for the transaction; null outside the workspace. */
export function lockedCategory(manager: EntityManager, scope: InWorkspace, id: number): Promise<Category | null> {
  return lockRow(CATEGORIES.query(manager, scope).andWhere('category.id = :id', { id }));
}

/** The workspace's token `id`, locked for the transaction; null outside the workspace. */
export function lockedToken(manager: EntityManager, scope: InWorkspace, id: number): Promise<Token | null> {
  return lockRow(TOKENS.query(manager, scope).andWhere('token.id = :id', { id }));
}

/** Writes a personalization row's columns (the row was read through its scope). */
export async function updateRow<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  id: number,
  columns: object,
): Promise<void> {
  await manager.update(entity, { id }, columns as QueryDeepPartialEntity<T>);
}

/** Whether some token holds two or more options of the category. */
export async function hasMultipleChoices(manager: EntityManager, categoryId: number): Promise<boolean> {
  const row = await manager
    .getRepository(Value)
    .createQueryBuilder('value')
    .select('value.token_id', 'token_id')
    .innerJoin(Option, 'option', 'option.id = value.option_id')
    .where('option.category_id = :categoryId', { categoryId })
    .groupBy('value.token_id')
    .having('COUNT(*) > 1')
    .limit(1)
    .getRawOne();
  return row !== undefined;
}

/** Whether the token has chosen an option of the category. */
export function hasChosenIn(manager: EntityManager, tokenId: number, categoryId: number): Promise<boolean> {
  return manager
    .getRepository(Value)
    .createQueryBuilder('value')
    .innerJoin(Option, 'option', 'option.id = value.option_id')
    .where('value.token_id = :tokenId AND option.category_id = :categoryId', { tokenId, categoryId })
    .getExists();
}

/** Whether the token has answered the property, or chosen the option. */
export function hasAnswer(
  manager: EntityManager,
  tokenId: number,
  answer: { property_id: number } | { option_id: number },
): Promise<boolean> {
  return manager.exists(Value, { where: { token_id: tokenId, ...answer } });
}

/** A row by id whose scope the caller has already checked (a value's property, an option's category). */
export function categoryRow(manager: EntityManager, id: number): Promise<Category> {
  return manager.findOneByOrFail(Category, { id });
}

export function propertyRow(manager: EntityManager, id: number): Promise<Property> {
  return manager.findOneByOrFail(Property, { id });
}

/** Whether an image value names an image of the workspace. */
export function imageInWorkspace(manager: EntityManager, workspaceId: number, value: string): Promise<boolean> {
  return manager.exists(MediaFile, { where: FILES.where({ workspaceId }, { id: Number(value), kind: 'image' }) });
}

/** Of these ids, those of the workspace's images. */
export async function imagesAmong(manager: EntityManager, scope: InWorkspace, ids: number[]): Promise<Set<number>> {
  const files = await manager.find(MediaFile, {
    select: { id: true },
    where: FILES.where(scope, { id: In(ids), kind: 'image' }),
  });
  return new Set(files.map((file) => file.id));
}

/** The workspace's properties and categories, and the categories' options; `ordered`: by position, then id. */
export async function answerSchema(
  manager: EntityManager,
  scope: InWorkspace,
  ordered = false,
): Promise<{ properties: Property[]; categories: Category[]; options: Option[] }> {
  const order = ordered ? ({ position: 'ASC', id: 'ASC' } as const) : undefined;
  const properties = await manager.find(Property, { where: PROPERTIES.where(scope), order });
  const categories = await manager.find(Category, { where: CATEGORIES.where(scope), order });
  return { properties, categories, options: await optionsOfCategories(manager, categories, ordered) };
}

/** The workspace's properties. */
export function workspaceProperties(manager: EntityManager, scope: InWorkspace): Promise<Property[]> {
  return manager.find(Property, { where: PROPERTIES.where(scope) });
}

/** The workspace's categories of these keys, and their options. */
export async function categoriesByKeys(
  manager: EntityManager,
  scope: InWorkspace,
  keys: string[],
): Promise<{ categories: Category[]; options: Option[] }> {
  const categories = await manager.find(Category, { where: CATEGORIES.where(scope, { key: In(keys) }) });
  return { categories, options: await optionsOfCategories(manager, categories) };
}

async function optionsOfCategories(manager: EntityManager, categories: Category[], ordered = false): Promise<Option[]> {
  if (categories.length === 0) return [];
  return manager.find(Option, {
    where: { category_id: In(categories.map((c) => c.id)) },
    order: ordered ? { position: 'ASC', id: 'ASC' } : undefined,
  });
}

/** The tokens of these ids (whose scope the caller holds: a webhook's ids). */
export function tokensByIds(manager: EntityManager, ids: number[]): Promise<Token[]> {
  return ids.length === 0 ? Promise.resolve([]) : manager.getRepository(Token).findBy({ id: In(ids) });
}

/** The next `take` tokens the (filtered, scoped) query selects after the id `after`, by id. */
export function tokensAfter(tokens: SelectQueryBuilder<Token>, after: number, take: number): Promise<Token[]> {
  return tokens.andWhere('token.id > :after', { after }).orderBy('token.id', 'ASC').take(take).getMany();
}

/** The answers of these tokens (the columns a CSV shows). */
export function answersOf(manager: EntityManager, tokenIds: number[]): Promise<Value[]> {
  return manager.find(Value, {
    select: { token_id: true, property_id: true, option_id: true, value: true },
    where: { token_id: In(tokenIds) },
  });
}

/** The workspace's token of this doc with this id; null when there is none. */
export function tokenOfDoc(
  manager: EntityManager,
  edition: { readonly id: number; readonly workspaceId: number },
  tokenId: number,
): Promise<Token | null> {
  return manager.findOne(Token, { where: TOKENS.where(edition, { id: tokenId, edition_id: edition.id }) });
}

export function tokenCountOfDoc(manager: EntityManager, editionId: number): Promise<number> {
  return manager.count(Token, { where: { edition_id: editionId } });
}

/** Inserts a token and its answers; the token's id. */
export async function insertTokenWithValues(
  manager: EntityManager,
  token: Token,
  values: Pick<Value, 'workspace_id' | 'property_id' | 'option_id' | 'value' | 'created_on' | 'modified_on'>[],
): Promise<number> {
  const id = Number((await manager.insert(Token, token as QueryDeepPartialEntity<Token>)).identifiers[0].id);
  if (values.length > 0) {
    await manager.insert(Value, values.map((value) => ({ ...value, token_id: id })) as QueryDeepPartialEntity<Value>[]);
  }
  return id;
}

/** How many answers each token has (tokens without any are left out). */
export async function valueCounts(manager: EntityManager, tokenIds: number[]): Promise<Map<number, number>> {
  const counts = (await manager
    .getRepository(Value)
    .createQueryBuilder('value')
    .select('value.token_id', 'token_id')
    .addSelect('COUNT(*)', 'n')
    .where('value.token_id IN (:...ids)', { ids: tokenIds })
    .groupBy('value.token_id')
    .getRawMany()) as { token_id: number | string; n: number | string }[];
  return new Map(counts.map((row) => [Number(row.token_id), Number(row.n)]));
}

/** What a doc's published address is made of, for these docs. */
export function docAddresses(
  manager: EntityManager,
  editionIds: number[],
): Promise<
  {
    id: number | string;
    status: string;
    identifier: string;
    project: string;
    hostname: string | null;
    workspace: string;
  }[]
> {
  return manager
    .getRepository(Edition)
    .createQueryBuilder('edition')
    .innerJoin(Title, 'title', 'title.id = edition.title_id')
    .innerJoin(Workspace, 'workspace', 'workspace.id = edition.workspace_id')
    .select([
      'edition.id AS id',
      'edition.status AS status',
      'edition.identifier AS identifier',
      'title.identifier AS project',
      'title.hostname AS hostname',
      'workspace.identifier AS workspace',
    ])
    .where('edition.id IN (:...ids)', { ids: editionIds })
    .getRawMany();
}
