import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import { ApiCredential } from '../auth/api-credential.entity.js';
import type { Principal } from '../auth/principal.js';
import { TokenService } from '../auth/token.service.js';
import { isName } from '../common/dto/name.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { fetchListPage } from '../common/list-query/list-page.js';
import { ProblemException } from '../common/problem/problem.js';
import { slugify } from '../common/slug.js';
import { AppConfig } from '../config/app-config.js';
import { isUniqueViolation } from '../database/errors.js';
import { createWithFreeIdentifier, freeIdentifier } from '../database/free-identifier.js';
import { forUpdate as lockForUpdate } from '../database/locks.js';
import { Transactions } from '../database/transactions.js';
import { IdempotencyKey } from '../idempotency/idempotency-key.entity.js';
import { WorkspaceMediaService } from '../media-library/workspace-media.service.js';
import { Membership } from '../users/membership.entity.js';
import { User } from '../users/user.entity.js';
import { META_MAX_BYTES, metaBytes, type UpdateWorkspaceDto } from './dto/update-workspace.dto.js';
import { type JsonObject, Workspace, type WorkspaceStatus } from './workspace.entity.js';
import { ACCOUNT_LIST_FIELDS } from './workspace.list-fields.js';
import { presentWorkspace, type WorkspaceCounts } from './workspace.presenter.js';
import type { WorkspaceResource } from './workspace.resource.js';

const IDENTIFIER_TAKEN = () =>
  ProblemException.invalidField('identifier', 'recordFound', 'A workspace with this identifier already exists');

/** What an operator's status change reports. */
export interface WorkspaceStatusChange {
  id: number;
  status: WorkspaceStatus;
}

/**
 * Workspaces (accounts). Operators create, suspend and resume them (CLI); through the API a
 * credential sees, changes and deletes only its own.
 */
@Injectable()
export class WorkspacesService {
  private readonly base: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly media: WorkspaceMediaService,
    private readonly tokens: TokenService,
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
    const qb = manager
      .getRepository(Workspace)
      .createQueryBuilder('workspace')
      .where('workspace.id = :workspaceId', { workspaceId: principal.workspaceId });
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
        await manager.update(Workspace, { id }, columns as QueryDeepPartialEntity<Workspace>);
        return this.present(manager, workspace);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw IDENTIFIER_TAKEN();
      throw error;
    }
  }

  /**
   * Permanent (docs/workspaces-and-users.md, Workspaces): every row of the workspace goes in one transaction, its users with no
   * other membership too; its stored bytes go once that committed, and its tokens stop working
   * in this process at once, on other instances as the revocation reaches them (Redis), else within the token cache's bound.
   */
  async remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    const storedFiles = await this.transactions.run(async (manager) => {
      const workspace = await this.findInScope(manager, principal, id, true);
      await conditions.check(() => this.present(manager, workspace));
      return this.deleteRows(manager, id);
    });
    await this.tokens.forgetWorkspace(id);
    await this.media.deleteStoredFiles(storedFiles);
  }

  /** Operator command: a new workspace with its root folder, in one transaction. */
  async create(name: string): Promise<{ id: number; name: string }> {
    const trimmed = name.trim();
    if (!isName(trimmed) || trimmed.length > 255)
      throw new Error(
        'a workspace name is 1 to 255 characters, visible, without control or bidirectional override characters',
      );
    const base = slugify(trimmed, 'workspace');
    return createWithFreeIdentifier(this.transactions, async (manager) => {
      const now = new Date();
      const identifier = await freeIdentifier(manager, Workspace, base);
      const result = await manager.insert(Workspace, {
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
      const id = Number(result.identifiers[0].id);
      // The root folder comes with the workspace: a workspace never exists without one.
      await this.media.createRootFolder(manager, id, now);
      return { id, name: trimmed };
    });
  }

  /** Operator command: a suspended workspace's credentials get no token, and its tokens stop working. */
  async setStatus(id: number, status: WorkspaceStatus): Promise<WorkspaceStatusChange> {
    await this.transactions.run(async (manager) => {
      if (!(await manager.existsBy(Workspace, { id }))) throw new Error(`workspace ${id} does not exist`);
      await manager.update(Workspace, { id }, { status, modified_on: new Date() });
    });
    await this.tokens.forgetWorkspace(id);
    return { id, status };
  }

  /** Every workspace, oldest first, for operators (`workspace:list`). */
  async summaries(): Promise<{ id: number; name: string; created_on: string }[]> {
    const rows = await this.dataSource.getRepository(Workspace).find({ order: { id: 'ASC' } });
    return rows.map((row) => ({ id: row.id, name: row.name, created_on: row.created_on.toISOString() }));
  }

  async count(): Promise<number> {
    return this.dataSource.getRepository(Workspace).count();
  }

  private async deleteRows(manager: EntityManager, id: number) {
    // Idempotency keys hang off credentials without a foreign key: they go first, by hand.
    const credentials = await manager.find(ApiCredential, { select: { id: true }, where: { workspace_id: id } });
    const credentialIds = credentials.map((credential) => credential.id);
    for (const chunk of chunks(credentialIds)) await manager.delete(IdempotencyKey, { credential_id: In(chunk) });

    // Users whose only membership is this one are deleted; a shared user keeps the others. The
    // members' rows are read locked, so none of their memberships can come or go before this
    // commits (the count's triggers update the same rows): a shared user removed from its other
    // workspace at the same moment is seen with the count that removal left, and goes too.
    const members = await lockForUpdate(
      manager
        .getRepository(User)
        .createQueryBuilder('user')
        .select(['user.id', 'user.num_accounts'])
        .innerJoin('user.memberships', 'membership', 'membership.workspace_id = :id', { id }),
    ).getMany();
    const soleMembers = members.filter((user) => user.num_accounts === 1).map((user) => user.id);
    for (const chunk of chunks(soleMembers)) await manager.delete(User, { id: In(chunk) });
    // The shared users' memberships here, by statement: their counts (num_accounts) are kept by
    // triggers, which MySQL does not run for a foreign key's cascade.
    await manager.delete(Membership, { workspace_id: id });

    const storedFiles = await this.media.purgeRows(manager, id);
    // The rest follows the workspace by foreign key cascades: credentials and their tokens,
    // projects and everything a project holds.
    await manager.delete(Workspace, { id });
    return storedFiles;
  }

  /** Only the caller's own workspace exists for it; any other id is a 404. */
  private async findInScope(
    manager: EntityManager,
    principal: Principal,
    id: number,
    forUpdate = false,
  ): Promise<Workspace> {
    if (id !== principal.workspaceId) throw ProblemException.notFound();
    const qb = manager.getRepository(Workspace).createQueryBuilder('workspace').where('workspace.id = :id', { id });
    if (forUpdate) lockForUpdate(qb);
    const workspace = await qb.getOne();
    if (!workspace) throw ProblemException.notFound();
    return workspace;
  }

  private async present(manager: EntityManager, workspace: Workspace): Promise<WorkspaceResource> {
    const [counts, media] = await Promise.all([
      this.counts(manager, workspace.id),
      this.media.summary(manager, workspace.id),
    ]);
    return presentWorkspace(
      workspace,
      { ...counts, files: media.filesCount, storageBytes: media.storageBytes, rootFolderId: media.rootFolderId },
      this.base,
    );
  }

  /** The workspace's projects, docs and members, counted in one statement. */
  private async counts(
    manager: EntityManager,
    id: number,
  ): Promise<Pick<WorkspaceCounts, 'titles' | 'editions' | 'users'>> {
    const [row] = (await manager.query(COUNTS, [id, id, id])) as Record<string, unknown>[];
    return { titles: Number(row.titles_count), editions: Number(row.editions_count), users: Number(row.users_count) };
  }
}

const COUNTS =
  'SELECT (SELECT COUNT(*) FROM title t WHERE t.workspace_id = ?) AS titles_count, ' +
  '(SELECT COUNT(*) FROM edition e WHERE e.workspace_id = ?) AS editions_count, ' +
  '(SELECT COUNT(*) FROM membership m WHERE m.workspace_id = ?) AS users_count';

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

function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}
