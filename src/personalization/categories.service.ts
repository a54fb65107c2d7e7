import { Injectable } from '@nestjs/common';

import type { Principal } from '../common/auth/principal.js';
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
import { byPositionUnlessOrdered, keyTaken, LIMITS, placeAmong } from './rules.js';

const KEY_TAKEN = () => keyTaken('by a category of your workspace');

/** Categories; a delete takes their options and the tokens' choices of them (foreign key cascades). */
@Injectable()
export class CategoriesService {
  private readonly kind: ResourceKind<Category, PersonalizationCategoryResource, 'category'> = {
    scope: CATEGORIES,
    key: 'category',
    fields: CATEGORY_LIST_FIELDS,
    present: (_, rows) => rows.map((row) => presentCategory(row, this.base)),
    listQuery: byPositionUnlessOrdered,
  };
  private readonly routes = this.resources.for(this.kind);
  readonly list = this.routes.list;
  readonly get = this.routes.get;
  readonly remove = this.routes.remove;

  private readonly base: string;

  constructor(
    private readonly resources: WorkspaceResources,
    private readonly transactions: Transactions,
  ) {
    this.base = resources.base;
  }

  async create(
    principal: Principal,
    dto: CreateCategoryDto,
    recorder?: CreateRecorder<PersonalizationCategoryResource>,
  ): Promise<PersonalizationCategoryResource> {
    return this.resources.creating(async (manager) => {
      await recorder?.claim(manager);
      await lockWorkspace(manager, principal.workspaceId);
      const position = await placeAmong(
        categoriesOf(manager, principal),
        dto,
        {
          max: LIMITS.categories,
          field: 'category',
          message: `A workspace has at most ${LIMITS.categories} categories`,
        },
        KEY_TAKEN,
      );
      const category = manager.create(Category, {
        workspace_id: principal.workspaceId,
        key: dto.key,
        name: dto.name,
        description: dto.description ?? null,
        external_mapping: dto.external_mapping ?? null,
        is_multiple: dto.is_multiple ?? false,
        position,
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
