import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import type { Principal } from '../common/auth/principal.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { AppConfig } from '../config/app-config.js';
import { isUniqueViolation } from '../database/errors.js';
import { lockRow } from '../database/locks.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import type { CreateOptionDto, UpdateOptionDto } from './dto/option.dto.js';
import { Option } from './option.entity.js';
import { OPTION_LIST_FIELDS } from './personalization.list-fields.js';
import { presentOption } from './personalization.presenter.js';
import { CATEGORIES, OPTIONS } from './personalization.queries.js';
import type { PersonalizationOptionResource } from './personalization.resource.js';
import { byPositionUnlessOrdered, keyTaken, LIMITS, nextPosition, notFoundIn, tooMany } from './rules.js';

const KEY_TAKEN = () => keyTaken('by an option of this category');

@Injectable()
export class OptionsService {
  private readonly base: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    config: AppConfig,
  ) {
    this.base = config.baseUrl;
  }

  async list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'option', PersonalizationOptionResource>> {
    const page = await OPTIONS.page(
      this.dataSource.manager,
      principal,
      byPositionUnlessOrdered(query),
      OPTION_LIST_FIELDS,
    );
    return halCollection(this.base, requestUrl, {
      key: 'option',
      items: page.rows.map((row) => presentOption(row, this.base)),
      ...page,
    });
  }

  async get(principal: Principal, id: number): Promise<PersonalizationOptionResource> {
    return presentOption(await OPTIONS.found(this.dataSource.manager, principal, id), this.base);
  }

  async create(
    principal: Principal,
    dto: CreateOptionDto,
    recorder?: CreateRecorder<PersonalizationOptionResource>,
  ): Promise<PersonalizationOptionResource> {
    try {
      return await this.transactions.run(async (manager) => {
        await recorder?.claim(manager);
        // The category's row, locked: concurrent creates in it count one after the other.
        const category = await lockRow(
          CATEGORIES.query(manager, principal).andWhere('category.id = :id', { id: dto.category }),
        );
        if (!category) throw notFoundIn('category', 'category');
        const siblings = OPTIONS.query(manager, principal).andWhere('option.category_id = :categoryId', {
          categoryId: category.id,
        });
        if ((await siblings.clone().getCount()) >= LIMITS.optionsPerCategory) {
          throw tooMany('category', `A category has at most ${LIMITS.optionsPerCategory} options`);
        }
        if (await siblings.clone().andWhere('option.key = :key', { key: dto.key }).getExists()) throw KEY_TAKEN();
        const now = new Date();
        const option = manager.create(Option, {
          workspace_id: principal.workspaceId,
          category_id: category.id,
          key: dto.key,
          label: dto.label,
          external_value: dto.external_value ?? null,
          position: dto.position ?? (await nextPosition(siblings.clone(), 'option.position')),
          created_on: now,
          modified_on: null,
        });
        option.id = Number((await manager.insert(Option, option as QueryDeepPartialEntity<Option>)).identifiers[0].id);
        const resource = presentOption(option, this.base);
        await recorder?.complete(manager, resource);
        return resource;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw KEY_TAKEN();
      throw error;
    }
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateOptionDto,
    conditions = Preconditions.NONE,
  ): Promise<PersonalizationOptionResource> {
    return this.transactions.run(async (manager) => {
      const option = await OPTIONS.lock(manager, principal, id);
      await conditions.check(() => presentOption(option, this.base));
      if (dto.label !== undefined) option.label = dto.label;
      if (dto.external_value !== undefined) option.external_value = dto.external_value;
      if (dto.position !== undefined) option.position = dto.position;
      option.modified_on = new Date();
      const { id: optionId, workspace: _w, category: _c, ...columns } = option;
      await manager.update(Option, { id: optionId }, columns as QueryDeepPartialEntity<Option>);
      return presentOption(option, this.base);
    });
  }

  /** Permanent; the tokens' choices of it go too (foreign key cascade). */
  async remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    await this.transactions.run(async (manager) => {
      const option = await OPTIONS.lock(manager, principal, id);
      await conditions.check(() => presentOption(option, this.base));
      await manager.delete(Option, { id: option.id });
    });
  }
}
