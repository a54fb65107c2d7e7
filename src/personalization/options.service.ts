import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import type { HalCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { type ResourceKind, WorkspaceResources } from '../common/workspace-resources.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import type { CreateOptionDto, UpdateOptionDto } from './dto/option.dto.js';
import { Option } from './option.entity.js';
import { OPTION_LIST_FIELDS } from './personalization.list-fields.js';
import { presentOption } from './personalization.presenter.js';
import { lockedCategory, OPTIONS, optionsOf, updateRow } from './personalization.queries.js';
import type { PersonalizationOptionResource } from './personalization.resource.js';
import { byPositionUnlessOrdered, keyTaken, LIMITS, notFoundIn, tooMany } from './rules.js';

const KEY_TAKEN = () => keyTaken('by an option of this category');

/** Options of a category; a delete takes the tokens' choices of it (foreign key cascade). */
@Injectable()
export class OptionsService {
  private readonly kind: ResourceKind<Option, PersonalizationOptionResource, 'option'> = {
    scope: OPTIONS,
    key: 'option',
    fields: OPTION_LIST_FIELDS,
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
  ): Promise<HalCollection<'option', PersonalizationOptionResource>> {
    return this.resources.list(this.kind, principal, query, requestUrl);
  }

  get(principal: Principal, id: number): Promise<PersonalizationOptionResource> {
    return this.resources.get(this.kind, principal, id);
  }

  /** Permanent; what hangs off the row goes by foreign key cascade. */
  remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    return this.resources.remove(this.kind, principal, id, conditions);
  }

  private present(_: EntityManager, rows: Option[]): PersonalizationOptionResource[] {
    return rows.map((row) => presentOption(row, this.base));
  }

  private listQuery(query: Record<string, unknown>): Record<string, unknown> {
    return byPositionUnlessOrdered(query);
  }

  async create(
    principal: Principal,
    dto: CreateOptionDto,
    recorder?: CreateRecorder<PersonalizationOptionResource>,
  ): Promise<PersonalizationOptionResource> {
    return this.resources.creating(async (manager) => {
      await recorder?.claim(manager);
      // The category's row, locked: concurrent creates in it count one after the other.
      const category = await lockedCategory(manager, principal, dto.category);
      if (!category) throw notFoundIn('category', 'category');
      const siblings = optionsOf(manager, principal, category.id);
      if ((await siblings.count()) >= LIMITS.optionsPerCategory) {
        throw tooMany('category', `A category has at most ${LIMITS.optionsPerCategory} options`);
      }
      if (await siblings.hasKey(dto.key)) throw KEY_TAKEN();
      const now = new Date();
      const option = manager.create(Option, {
        workspace_id: principal.workspaceId,
        category_id: category.id,
        key: dto.key,
        label: dto.label,
        external_value: dto.external_value ?? null,
        position: dto.position ?? (await siblings.nextPosition()),
        created_on: now,
        modified_on: null,
      });
      return this.resources.inserted(this.kind, manager, option, recorder);
    }, KEY_TAKEN);
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateOptionDto,
    conditions = Preconditions.NONE,
  ): Promise<PersonalizationOptionResource> {
    return this.transactions.run(async (manager) => {
      const option = await this.resources.locked(this.kind, manager, principal, id, conditions);
      if (dto.label !== undefined) option.label = dto.label;
      if (dto.external_value !== undefined) option.external_value = dto.external_value;
      if (dto.position !== undefined) option.position = dto.position;
      option.modified_on = new Date();
      const { id: optionId, workspace: _w, category: _c, ...columns } = option;
      await updateRow(manager, Option, optionId, columns);
      return presentOption(option, this.base);
    });
  }
}
