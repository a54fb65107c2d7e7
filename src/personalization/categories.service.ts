import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import type { HalCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { ProblemException } from '../common/problem/problem.js';
import { type ResourceKind, WorkspaceResources } from '../common/workspace-resources.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { Category } from './category.entity.js';
import type { CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto.js';
import { CATEGORY_LIST_FIELDS } from './personalization.list-fields.js';
import { presentCategory } from './personalization.presenter.js';
import { CATEGORIES, categoriesOf, hasMultipleChoices, lockWorkspace, updateRow } from './personalization.queries.js';
import type { PersonalizationCategoryResource } from './personalization.resource.js';
import { byPositionUnlessOrdered, keyTaken, LIMITS, tooMany } from './rules.js';

const KEY_TAKEN = () => keyTaken('by a category of your workspace');

/** Categories; a delete takes their options and the tokens' choices of them (foreign key cascades). */
@Injectable()
export class CategoriesService {
  private readonly kind: ResourceKind<Category, PersonalizationCategoryResource, 'category'> = {
    scope: CATEGORIES,
    key: 'category',
    fields: CATEGORY_LIST_FIELDS,
    present: (manager, rows) => this.present(manager, rows),
    listQuery: (query) => this.listQuery(query),
  };

  private readonly base: string;

  constructor(
    private readonly resources: WorkspaceResources,
    private readonly transactions: Transactions,
  ) {
    this.base = resources.base;
  }

  list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'category', PersonalizationCategoryResource>> {
    return this.resources.list(this.kind, principal, query, requestUrl);
  }

  get(principal: Principal, id: number): Promise<PersonalizationCategoryResource> {
    return this.resources.get(this.kind, principal, id);
  }

  /** Permanent; what hangs off the row goes by foreign key cascade. */
  remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    return this.resources.remove(this.kind, principal, id, conditions);
  }

  private present(_: EntityManager, rows: Category[]): PersonalizationCategoryResource[] {
    return rows.map((row) => presentCategory(row, this.base));
  }

  private listQuery(query: Record<string, unknown>): Record<string, unknown> {
    return byPositionUnlessOrdered(query);
  }

  async create(
    principal: Principal,
    dto: CreateCategoryDto,
    recorder?: CreateRecorder<PersonalizationCategoryResource>,
  ): Promise<PersonalizationCategoryResource> {
    return this.resources.creating(async (manager) => {
      await recorder?.claim(manager);
      await lockWorkspace(manager, principal.workspaceId);
      const siblings = categoriesOf(manager, principal);
      if ((await siblings.count()) >= LIMITS.categories) {
        throw tooMany('category', `A workspace has at most ${LIMITS.categories} categories`);
      }
      if (await siblings.hasKey(dto.key)) throw KEY_TAKEN();
      const category = manager.create(Category, {
        workspace_id: principal.workspaceId,
        key: dto.key,
        name: dto.name,
        description: dto.description ?? null,
        external_mapping: dto.external_mapping ?? null,
        is_multiple: dto.is_multiple ?? false,
        position: dto.position ?? (await siblings.nextPosition()),
        created_on: new Date(),
        modified_on: null,
      });
      return this.resources.inserted(this.kind, manager, category, recorder);
    }, KEY_TAKEN);
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateCategoryDto,
    conditions = Preconditions.NONE,
  ): Promise<PersonalizationCategoryResource> {
    return this.transactions.run(async (manager) => {
      const category = await this.resources.locked(this.kind, manager, principal, id, conditions);
      if (dto.is_multiple === false && category.is_multiple && (await hasMultipleChoices(manager, category.id))) {
        throw ProblemException.invalidField(
          'is_multiple',
          'inUse',
          'is_multiple cannot be false: a token has chosen more than one option of this category',
        );
      }
      if (dto.name !== undefined) category.name = dto.name;
      if (dto.description !== undefined) category.description = dto.description;
      if (dto.external_mapping !== undefined) category.external_mapping = dto.external_mapping;
      if (dto.is_multiple !== undefined) category.is_multiple = dto.is_multiple;
      if (dto.position !== undefined) category.position = dto.position;
      category.modified_on = new Date();
      const { id: categoryId, workspace: _w, ...columns } = category;
      await updateRow(manager, Category, categoryId, columns);
      return presentCategory(category, this.base);
    });
  }
}
