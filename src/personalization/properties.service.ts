import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import type { Principal } from '../common/auth/principal.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { AppConfig } from '../config/app-config.js';
import { isUniqueViolation } from '../database/errors.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import type { CreatePropertyDto, UpdatePropertyDto } from './dto/property.dto.js';
import { PROPERTY_LIST_FIELDS } from './personalization.list-fields.js';
import { presentProperty } from './personalization.presenter.js';
import { PROPERTIES } from './personalization.queries.js';
import type { PersonalizationPropertyResource } from './personalization.resource.js';
import { Property } from './property.entity.js';
import {
  byPositionUnlessOrdered,
  keyTaken,
  LIMITS,
  lockWorkspace,
  nextPosition,
  tooMany,
  validValue,
} from './rules.js';

const KEY_TAKEN = () => keyTaken('by a property of your workspace');
const DEFAULT_MAX_LENGTH = 255;

@Injectable()
export class PropertiesService {
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
  ): Promise<HalCollection<'property', PersonalizationPropertyResource>> {
    const page = await PROPERTIES.page(
      this.dataSource.manager,
      principal,
      byPositionUnlessOrdered(query),
      PROPERTY_LIST_FIELDS,
    );
    return halCollection(this.base, requestUrl, {
      key: 'property',
      items: page.rows.map((row) => presentProperty(row, this.base)),
      ...page,
    });
  }

  async get(principal: Principal, id: number): Promise<PersonalizationPropertyResource> {
    return presentProperty(await PROPERTIES.found(this.dataSource.manager, principal, id), this.base);
  }

  async create(
    principal: Principal,
    dto: CreatePropertyDto,
    recorder?: CreateRecorder<PersonalizationPropertyResource>,
  ): Promise<PersonalizationPropertyResource> {
    try {
      return await this.transactions.run(async (manager) => {
        await recorder?.claim(manager);
        await lockWorkspace(manager, principal.workspaceId);
        const scoped = PROPERTIES.query(manager, principal);
        if ((await scoped.clone().getCount()) >= LIMITS.properties) {
          throw tooMany('property', `A workspace has at most ${LIMITS.properties} properties`);
        }
        if (await scoped.clone().andWhere('property.key = :key', { key: dto.key }).getExists()) throw KEY_TAKEN();
        const type = dto.type ?? 'text';
        const maxLength = dto.max_length ?? DEFAULT_MAX_LENGTH;
        const now = new Date();
        const property = manager.create(Property, {
          workspace_id: principal.workspaceId,
          key: dto.key,
          name: dto.name,
          description: dto.description ?? null,
          external_mapping: dto.external_mapping ?? null,
          type,
          is_required: dto.is_required ?? false,
          max_length: maxLength,
          default: await validValue(
            manager,
            principal.workspaceId,
            { type, max_length: maxLength },
            dto.default ?? '',
            'default',
            true,
          ),
          position: dto.position ?? (await nextPosition(scoped.clone(), 'property.position')),
          created_on: now,
          modified_on: null,
        });
        property.id = Number(
          (await manager.insert(Property, property as QueryDeepPartialEntity<Property>)).identifiers[0].id,
        );
        const resource = presentProperty(property, this.base);
        await recorder?.complete(manager, resource);
        return resource;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw KEY_TAKEN();
      throw error;
    }
  }

  /**
   * A new max_length or default is checked with the other: the default must fit. Values already
   * stored are kept as they are, even when longer than a lowered max_length.
   */
  async update(
    principal: Principal,
    id: number,
    dto: UpdatePropertyDto,
    conditions = Preconditions.NONE,
  ): Promise<PersonalizationPropertyResource> {
    return this.transactions.run(async (manager) => {
      const property = await PROPERTIES.lock(manager, principal, id);
      await conditions.check(() => presentProperty(property, this.base));
      if (dto.max_length !== undefined) property.max_length = dto.max_length;
      if (dto.default !== undefined || dto.max_length !== undefined) {
        property.default = await validValue(
          manager,
          principal.workspaceId,
          property,
          dto.default ?? property.default,
          'default',
          true,
        );
      }
      if (dto.name !== undefined) property.name = dto.name;
      if (dto.description !== undefined) property.description = dto.description;
      if (dto.external_mapping !== undefined) property.external_mapping = dto.external_mapping;
      if (dto.is_required !== undefined) property.is_required = dto.is_required;
      if (dto.position !== undefined) property.position = dto.position;
      property.modified_on = new Date();
      const { id: propertyId, workspace: _w, ...columns } = property;
      await manager.update(Property, { id: propertyId }, columns as QueryDeepPartialEntity<Property>);
      return presentProperty(property, this.base);
    });
  }

  /** Permanent; the tokens' values of it go too (foreign key cascade). Content naming it renders its fallback or "". */
  async remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    await this.transactions.run(async (manager) => {
      const property = await PROPERTIES.lock(manager, principal, id);
      await conditions.check(() => presentProperty(property, this.base));
      await manager.delete(Property, { id: property.id });
    });
  }
}
