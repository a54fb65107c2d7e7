import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import type { HalCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { type ResourceKind, WorkspaceResources } from '../common/workspace-resources.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import type { CreatePropertyDto, UpdatePropertyDto } from './dto/property.dto.js';
import { PROPERTY_LIST_FIELDS } from './personalization.list-fields.js';
import { presentProperty } from './personalization.presenter.js';
import { lockWorkspace, PROPERTIES, propertiesOf, updateRow } from './personalization.queries.js';
import type { PersonalizationPropertyResource } from './personalization.resource.js';
import { Property } from './property.entity.js';
import { byPositionUnlessOrdered, keyTaken, LIMITS, tooMany, validValue } from './rules.js';

const KEY_TAKEN = () => keyTaken('by a property of your workspace');
const DEFAULT_MAX_LENGTH = 255;

/**
 * Properties; a delete takes the tokens' values of it (foreign key cascade), and content naming
 * it renders its fallback or "".
 */
@Injectable()
export class PropertiesService {
  private readonly kind: ResourceKind<Property, PersonalizationPropertyResource, 'property'> = {
    scope: PROPERTIES,
    key: 'property',
    fields: PROPERTY_LIST_FIELDS,
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
  ): Promise<HalCollection<'property', PersonalizationPropertyResource>> {
    return this.resources.list(this.kind, principal, query, requestUrl);
  }

  get(principal: Principal, id: number): Promise<PersonalizationPropertyResource> {
    return this.resources.get(this.kind, principal, id);
  }

  /** Permanent; what hangs off the row goes by foreign key cascade. */
  remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    return this.resources.remove(this.kind, principal, id, conditions);
  }

  private present(_: EntityManager, rows: Property[]): PersonalizationPropertyResource[] {
    return rows.map((row) => presentProperty(row, this.base));
  }

  private listQuery(query: Record<string, unknown>): Record<string, unknown> {
    return byPositionUnlessOrdered(query);
  }

  async create(
    principal: Principal,
    dto: CreatePropertyDto,
    recorder?: CreateRecorder<PersonalizationPropertyResource>,
  ): Promise<PersonalizationPropertyResource> {
    return this.resources.creating(async (manager) => {
      await recorder?.claim(manager);
      await lockWorkspace(manager, principal.workspaceId);
      const siblings = propertiesOf(manager, principal);
      if ((await siblings.count()) >= LIMITS.properties) {
        throw tooMany('property', `A workspace has at most ${LIMITS.properties} properties`);
      }
      if (await siblings.hasKey(dto.key)) throw KEY_TAKEN();
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
        position: dto.position ?? (await siblings.nextPosition()),
        created_on: now,
        modified_on: null,
      });
      return this.resources.inserted(this.kind, manager, property, recorder);
    }, KEY_TAKEN);
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
      const property = await this.resources.locked(this.kind, manager, principal, id, conditions);
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
      await updateRow(manager, Property, propertyId, columns);
      return presentProperty(property, this.base);
    });
  }
}
