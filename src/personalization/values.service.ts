import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import type { HalCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { ProblemException } from '../common/problem/problem.js';
import { type ResourceKind, WorkspaceResources } from '../common/workspace-resources.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import type { CreateValueDto, UpdateValueDto } from './dto/value.dto.js';
import type { Option } from './option.entity.js';
import { VALUE_LIST_FIELDS } from './personalization.list-fields.js';
import { presentValue } from './personalization.presenter.js';
import {
  categoryRow,
  hasAnswer,
  hasChosenIn,
  lockedToken,
  OPTIONS,
  PROPERTIES,
  propertyRow,
  updateRow,
  VALUES,
} from './personalization.queries.js';
import type { PersonalizationValueResource } from './personalization.resource.js';
import { notFoundIn, validValue } from './rules.js';
import { Value } from './value.entity.js';

const EXACTLY_ONE = () =>
  ProblemException.validation({
    property: { exactlyOne: 'A value answers exactly one of property and option' },
    option: { exactlyOne: 'A value answers exactly one of property and option' },
  });
const ANSWERED = (field: 'property' | 'option') =>
  ProblemException.invalidField(field, 'recordFound', `The token already has a value for this ${field}`);
const OPTION_HAS_NO_VALUE = () =>
  ProblemException.invalidField('value', 'isEmpty', 'value must be null or left out for an option');

/** A token's answers; once one is deleted the token reads the inline fallback or the property's default. */
@Injectable()
export class ValuesService {
  private readonly kind: ResourceKind<Value, PersonalizationValueResource, 'value'> = {
    scope: VALUES,
    key: 'value',
    fields: VALUE_LIST_FIELDS,
    present: (manager, rows) => this.present(manager, rows),
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
  ): Promise<HalCollection<'value', PersonalizationValueResource>> {
    return this.resources.list(this.kind, principal, query, requestUrl);
  }

  get(principal: Principal, id: number): Promise<PersonalizationValueResource> {
    return this.resources.get(this.kind, principal, id);
  }

  /** Permanent; what hangs off the row goes by foreign key cascade. */
  remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    return this.resources.remove(this.kind, principal, id, conditions);
  }

  private present(_: EntityManager, rows: Value[]): PersonalizationValueResource[] {
    return rows.map((row) => presentValue(row, this.base));
  }

  async create(
    principal: Principal,
    dto: CreateValueDto,
    recorder?: CreateRecorder<PersonalizationValueResource>,
  ): Promise<PersonalizationValueResource> {
    const byProperty = dto.property !== undefined;
    if (byProperty === (dto.option !== undefined)) throw EXACTLY_ONE();
    return this.resources.creating(
      async (manager) => {
        await recorder?.claim(manager);
        // The token's row, locked: its answers are checked and written one request at a time.
        const token = await lockedToken(manager, principal, dto.token);
        if (!token) throw notFoundIn('token', 'token');
        const now = new Date();
        const value = manager.create(Value, {
          workspace_id: principal.workspaceId,
          token_id: token.id,
          property_id: null,
          option_id: null,
          value: null,
          created_on: now,
          modified_on: null,
        });
        if (byProperty) {
          const property = await PROPERTIES.byId(manager, principal, dto.property!);
          if (!property) throw notFoundIn('property', 'property');
          if (await hasAnswer(manager, token.id, { property_id: property.id })) throw ANSWERED('property');
          value.property_id = property.id;
          value.value = await validValue(manager, principal.workspaceId, property, dto.value, 'value');
        } else {
          if (dto.value !== undefined && dto.value !== null) throw OPTION_HAS_NO_VALUE();
          const option = await OPTIONS.byId(manager, principal, dto.option!);
          if (!option) throw notFoundIn('option', 'option');
          if (await hasAnswer(manager, token.id, { option_id: option.id })) throw ANSWERED('option');
          await assertMayChoose(manager, token.id, option);
          value.option_id = option.id;
        }
        return this.resources.inserted(this.kind, manager, value, recorder);
      },
      () => ANSWERED(byProperty ? 'property' : 'option'),
    );
  }

  /** Only a property's answer changes; an option's value stays null. */
  async update(
    principal: Principal,
    id: number,
    dto: UpdateValueDto,
    conditions = Preconditions.NONE,
  ): Promise<PersonalizationValueResource> {
    return this.transactions.run(async (manager) => {
      const value = await this.resources.locked(this.kind, manager, principal, id, conditions);
      if (dto.value !== undefined) {
        if (value.property_id === null) {
          if (dto.value !== null) throw OPTION_HAS_NO_VALUE();
        } else {
          const property = await propertyRow(manager, value.property_id);
          value.value = await validValue(manager, principal.workspaceId, property, dto.value, 'value');
        }
      }
      value.modified_on = new Date();
      const { id: valueId, workspace: _w, token: _t, property: _p, option: _o, ...columns } = value;
      await updateRow(manager, Value, valueId, columns);
      return presentValue(value, this.base);
    });
  }
}

/** A category that is not is_multiple takes one option per token. */
async function assertMayChoose(manager: EntityManager, tokenId: number, option: Option): Promise<void> {
  const category = await categoryRow(manager, option.category_id);
  if (category.is_multiple) return;
  if (await hasChosenIn(manager, tokenId, option.category_id))
    throw ProblemException.invalidField(
      'option',
      'notMultiple',
      'The token already chose an option of this category, which is not is_multiple',
    );
}
