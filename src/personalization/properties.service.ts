import { Injectable } from '@nestjs/common';

import type { Principal } from '../common/auth/principal.js';
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
import { byPositionUnlessOrdered, keyTaken, LIMITS, placeAmong, validValue } from './rules.js';

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
    present: (_, rows) => rows.map((row) => presentProperty(row, this.base)),
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
    dto: CreatePropertyDto,
    recorder?: CreateRecorder<PersonalizationPropertyResource>,
  ): Promise<PersonalizationPropertyResource> {
    return this.resources.creating(async (manager) => {
      await recorder?.claim(manager);
      await lockWorkspace(manager, principal.workspaceId);
      const position = await placeAmong(
        propertiesOf(manager, principal),
        dto,
        {
          max: LIMITS.properties,
          field: 'property',
          message: `A workspace has at most ${LIMITS.properties} properties`,
        },
        KEY_TAKEN,
      );
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
        position,
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
