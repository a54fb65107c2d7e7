import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import { isName } from '../common/dto/name.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { READER_SEGMENTS, reservedIdentifierMessage } from '../common/http/public-address.js';
import { fetchListPage } from '../common/list-query/list-page.js';
import { ProblemException } from '../common/problem/problem.js';
import { SLUG, slugify } from '../common/slug.js';
import { AppConfig } from '../config/app-config.js';
import { isUniqueViolation } from '../database/errors.js';
import { createWithFreeIdentifier, freeIdentifier } from '../database/free-identifier.js';
import { Transactions } from '../database/transactions.js';
import { META_MAX_BYTES, metaBytes, type UpdateWorkspaceDto } from './dto/update-workspace.dto.js';
import { type JsonObject, Workspace, type WorkspaceStatus } from './workspace.entity.js';
import { ACCOUNT_LIST_FIELDS } from './workspace.list-fields.js';
import { presentWorkspace } from './workspace.presenter.js';
import {
  allWorkspaces,
  deleteWorkspace,
  findWorkspace,
  insertWorkspace,
  updateWorkspace,
  workspaceById,
  workspaceExists,
} from './workspace.queries.js';
import type { WorkspaceResource } from './workspace.resource.js';
import { WorkspaceLifecycle } from './workspace-lifecycle.js';

const IDENTIFIER_TAKEN = () =>
  ProblemException.invalidField('identifier', 'recordFound', 'A workspace with this identifier already exists');

/** An identifier an operator gives: the API's rules, named as its 422 names them (field: rule: message). */
function checkChosenIdentifier(identifier: string): void {
  if (!SLUG.test(identifier) || identifier.length > 255)
    throw new Error('identifier: matches: an identifier is a slug: lower-case letters, digits and single dashes');
  if (READER_SEGMENTS.has(identifier))
    throw new Error(`identifier: reserved: ${reservedIdentifierMessage(identifier)}`);
}

/** What an operator's status change reports. */
export interface WorkspaceStatusChange {
  id: number;
  status: WorkspaceStatus;
}

/**
 * Workspaces (accounts). Operators create, suspend, resume and delete them (CLI); through the API a
 * credential sees, changes and deletes only its own.
 */
@Injectable()
export class WorkspacesService {
  private readonly base: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly lifecycle: WorkspaceLifecycle,
    config: AppConfig,
  ) {
    this.base = config.baseUrl;
  }

  async list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'account', WorkspaceResource>> {
    const manager = this.dataSource.manager;
    const qb = workspaceById(manager, principal.workspaceId);
    const page = await fetchListPage(qb, query, ACCOUNT_LIST_FIELDS, 'workspace.id');
    // A page holds at most the caller's own workspace.
    const items = await Promise.all(page.rows.map((workspace) => this.present(manager, workspace)));
    return halCollection(this.base, requestUrl, { key: 'account', items, ...page });
  }

  async get(principal: Principal, id: number): Promise<WorkspaceResource> {
    const manager = this.dataSource.manager;
    return this.present(manager, await this.findInScope(manager, principal, id));
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateWorkspaceDto,
    conditions = Preconditions.NONE,
  ): Promise<WorkspaceResource> {
    if (dto.identifier !== undefined && READER_SEGMENTS.has(dto.identifier))
      throw ProblemException.invalidField('identifier', 'reserved', reservedIdentifierMessage(dto.identifier));
    try {
      return await this.transactions.run(async (manager) => {
        const workspace = await this.findInScope(manager, principal, id, true);
        await conditions.check(() => this.present(manager, workspace));
        if (dto.name !== undefined) workspace.name = dto.name;
        if (dto.identifier !== undefined) workspace.identifier = dto.identifier;
        if (dto.industry !== undefined) workspace.industry = dto.industry;
        if (dto.is_company !== undefined) workspace.is_company = dto.is_company;
        if (dto.billing_country !== undefined) workspace.billing_country = dto.billing_country;
        if (dto.meta !== undefined) workspace.meta = mergeMeta(workspace.meta, dto.meta);
        workspace.modified_on = new Date();
        const { id: _id, ...columns } = workspace;
        // A unique identifier clash fails here and rolls the whole change back.
        await updateWorkspace(manager, id, columns);
        return this.present(manager, workspace);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw IDENTIFIER_TAKEN();
      throw error;
    }
  }

  /**
   * Permanent (docs/workspaces-and-users.md, Workspaces): every row of the workspace goes in one
   * transaction, each module purging its own in WORKSPACE_PURGE_ORDER (its users with no other
   * membership too), the workspace row last; once that committed, each module's after-commit
   * work runs in the same order (its tokens stop working, its stored bytes go).
   */
  async remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    await this.purge(async (manager) => {
      const workspace = await this.findInScope(manager, principal, id, true);
      await conditions.check(() => this.present(manager, workspace));
    }, id);
  }

  /** Operator command (`workspace:delete`): the same delete, of any workspace. */
  async removeByOperator(id: number): Promise<{ id: number; deleted: true }> {
    await this.purge(async (manager) => {
      if (!(await findWorkspace(manager, id, true))) throw new Error(`workspace ${id} does not exist`);
    }, id);
    return { id, deleted: true };
  }

  private async purge(check: (manager: EntityManager) => Promise<void>, id: number): Promise<void> {
    const afterCommit = await this.transactions.run(async (manager) => {
      await check(manager);
      const after = await this.lifecycle.purge(manager, id);
      // Anything a module left goes by foreign key cascade.
      await deleteWorkspace(manager, id);
      return after;
    });
    for (const work of afterCommit) await work();
  }

  /**
   * Operator command: a new workspace with what it never exists without (its root folder), in one
   * transaction. Its identifier is `chosen`, or a free slug of its name that the reader's routes do
   * not take (a workspace named "Preview" is `preview-2`).
   */
  async create(name: string, chosen?: string): Promise<{ id: number; name: string; identifier: string }> {
    const trimmed = name.trim();
    if (!isName(trimmed) || trimmed.length > 255)
      throw new Error(
        'a workspace name is 1 to 255 characters, visible, without control or bidirectional override characters',
      );
    if (chosen !== undefined) checkChosenIdentifier(chosen);
    const base = slugify(trimmed, 'workspace');
    const options =
      chosen === undefined ? {} : { chosen, taken: () => new Error(`identifier: recordFound: "${chosen}" is taken`) };
    return createWithFreeIdentifier(
      this.transactions,
      async (manager) => {
        const now = new Date();
        const identifier = chosen ?? (await freeIdentifier(manager, Workspace, base, undefined, READER_SEGMENTS));
        const id = await insertWorkspace(manager, {
          name: trimmed,
          identifier,
          status: 'active',
          is_trial: false,
          industry: null,
          is_company: false,
          meta: {},
          billing_country: null,
          created_on: now,
          modified_on: null,
        });
        await this.lifecycle.onCreate(manager, id, now);
        return { id, name: trimmed, identifier };
      },
      options,
    );
  }

  /** Operator command: a suspended workspace's credentials get no token, and its tokens stop working. */
  async setStatus(id: number, status: WorkspaceStatus): Promise<WorkspaceStatusChange> {
    await this.transactions.run(async (manager) => {
      if (!(await workspaceExists(manager, id))) throw new Error(`workspace ${id} does not exist`);
      await updateWorkspace(manager, id, { status, modified_on: new Date() });
    });
    await this.lifecycle.afterStatusChange(id);
    return { id, status };
  }

  /** Every workspace, oldest first, for operators (`workspace:list`). */
  async summaries(): Promise<{ id: number; name: string; created_on: string }[]> {
    const rows = await allWorkspaces(this.dataSource);
    return rows.map((row) => ({ id: row.id, name: row.name, created_on: row.created_on.toISOString() }));
  }

  /** Only the caller's own workspace exists for it; any other id is a 404. */
  private async findInScope(
    manager: EntityManager,
    principal: Principal,
    id: number,
    forUpdate = false,
  ): Promise<Workspace> {
    if (id !== principal.workspaceId) throw ProblemException.notFound();
    const workspace = await findWorkspace(manager, id, forUpdate);
    if (!workspace) throw ProblemException.notFound();
    return workspace;
  }

  private async present(manager: EntityManager, workspace: Workspace): Promise<WorkspaceResource> {
    const tally = await this.lifecycle.summary(manager, workspace.id);
    return presentWorkspace(
      workspace,
      {
        titles: tally.titles ?? 0,
        editions: tally.editions ?? 0,
        users: tally.users ?? 0,
        files: tally.files ?? 0,
        storageBytes: tally.storageBytes ?? 0,
        rootFolderId: tally.rootFolderId ?? null,
      },
      this.base,
    );
  }
}

/** Top-level keys merge; a key set to null is removed. The result stays within META_MAX_BYTES. */
function mergeMeta(current: JsonObject, patch: Record<string, unknown>): JsonObject {
  // No prototype: a `__proto__` key is a key like any other.
  const merged: JsonObject = Object.assign(Object.create(null) as JsonObject, current);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value as JsonObject[string];
  }
  if (metaBytes(merged) > META_MAX_BYTES) {
    throw ProblemException.invalidField(
      'meta',
      'maxSize',
      `meta must be at most ${META_MAX_BYTES} bytes of JSON, once merged`,
    );
  }
  return merged;
}
