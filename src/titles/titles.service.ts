import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import type { HalCollection } from '../common/hal/hal.js';
import type { LinkPrefix } from '../common/hal/link-prefix.js';
import { Preconditions } from '../common/http/etag.js';
import { type Prewritten, WrittenRepresentations } from '../common/http/shared-representation.js';
import { ProblemException } from '../common/problem/problem.js';
import { slugify as slugOf } from '../common/slug.js';
import { WorkspaceResources } from '../common/workspace-resources.js';
import { AppConfig } from '../config/app-config.js';
import { ContentChanges } from '../database/content-changes.js';
import { isUniqueViolation } from '../database/errors.js';
import { createWithFreeIdentifier, freeIdentifier } from '../database/free-identifier.js';
import { rowVersion } from '../database/row-version.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { DeleteAfterCommit } from '../storage/delete-after-commit.js';
import { StoredKeyOwners } from '../storage/stored-key-owners.js';
import { WorkspaceLifecycle } from '../workspaces/workspace-lifecycle.js';
import type { CreateTitleDto } from './dto/create-title.dto.js';
import type { UpdateTitleDto } from './dto/update-title.dto.js';
import { Title } from './title.entity.js';
import { TITLE_LIST_FIELDS } from './title.list-fields.js';
import { NO_EDITIONS, presentTitle, titleRepresentationKey, TitleUrls } from './title.presenter.js';
import {
  countsOfRow,
  deleteTitle,
  insertTitle,
  titleById,
  TITLES,
  titlesOfPage,
  type TitleVersion,
  titleVersion,
  updateTitleRow,
  workspaceIdentifier,
} from './title.queries.js';
import type { TitleResource } from './title.resource.js';

const IDENTIFIER_TAKEN = () =>
  ProblemException.invalidField(
    'identifier',
    'recordFound',
    'A project with this identifier already exists in the workspace',
  );

@Injectable()
export class TitlesService {
  private readonly urls: TitleUrls;
  /** GET by id's bytes, per version (common/http/shared-representation.ts). */
  private readonly written = new WrittenRepresentations();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly keyOwners: StoredKeyOwners,
    private readonly deletes: DeleteAfterCommit,
    private readonly lifecycle: WorkspaceLifecycle,
    config: AppConfig,
    private readonly changes: ContentChanges,
    private readonly resources: WorkspaceResources,
  ) {
    this.urls = { base: config.baseUrl, publish: config.publishUrl };
  }

  async list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'title', TitleResource>> {
    return this.resources.listLoaded(
      { scope: TITLES, key: 'title', fields: TITLE_LIST_FIELDS },
      principal,
      query,
      requestUrl,
      titlesOfPage(this.dataSource, principal.workspaceId),
      (row) => row.title.id,
      (_manager, rows) => rows.map(({ title, counts, workspace }) => presentTitle(title, counts, this.urls, workspace)),
    );
  }

  /** One statement: the project and its `_computed` counts. */
  async get(principal: Principal, id: number): Promise<TitleResource> {
    const found = await titleById(this.dataSource, id, principal.workspaceId);
    if (!found) throw ProblemException.notFound();
    return presentTitle(found.title(), found.counts, this.urls, found.workspace);
  }

  /**
   * GET by id: the project's version (its row's version, its counts, its workspace's identifier),
   * and the bytes written at that version under the request's prefix when they are held
   * (common/http/shared-representation.ts); else the whole row read and presented now.
   */
  async read(principal: Principal, id: number, prefix: LinkPrefix): Promise<Prewritten<TitleResource>> {
    const answer = await this.written.read(
      prefix,
      (version: TitleVersion) =>
        titleRepresentationKey(this.urls, version.workspace, id, version.rowVersion, version.createdMs, version.counts),
      () => titleVersion(this.dataSource, id, principal.workspaceId),
      () => titleById(this.dataSource, id, principal.workspaceId),
      (found) => presentTitle(found.title(), found.counts, this.urls, found.workspace),
    );
    if (!answer) throw ProblemException.notFound();
    return answer;
  }

  /** `recorder`: an Idempotency-Key's claim and response, written in the create's transaction. */
  async create(
    principal: Principal,
    dto: CreateTitleDto,
    recorder?: CreateRecorder<TitleResource>,
  ): Promise<TitleResource> {
    if (dto.account.id !== principal.workspaceId) {
      throw ProblemException.invalidField('account.id', 'notFound', 'No workspace with this id is in your scope');
    }
    const now = new Date();
    const title = this.dataSource.manager.create(Title, {
      workspace_id: principal.workspaceId,
      name: dto.name,
      hostname: null,
      ua_code: dto.ua_code ?? null,
      vendorA_code: { munchkin_id: '', is_enabled: false },
      vendorB_code: { hub_id: '', hublet: '', is_enabled: false, ...dto.vendorB_code },
      vendorC_code: { piCid: '', piAid: '', ...dto.vendorC_code },
      vendorD_code: mergeVendorD({ site_id: '', custom_tracker_subdomain: '' }, dto.vendorD_code),
      vendorE_config: {
        has_enabled: false,
        has_events_enabled: false,
        has_views_enabled: false,
        measurement_id: '',
        ...dto.vendorE_config,
      },
      security_profile: dto.security_profile ?? null,
      website: dto.website ?? null,
      license: 1,
      has_secure_socket_layer: dto.has_secure_socket_layer ?? false,
      affected_on: now,
      options: [],
      certificate: null,
      certificate_chain: null,
      certificate_key: null,
      automated_certificate: false,
      created_on: now,
      modified_on: now,
      logo: null,
      icon: null,
      splash: null,
      rules: {},
      background_color: 'rgba(0,0,0,0)',
    });
    return createWithFreeIdentifier(
      this.transactions,
      async (manager) => {
        await recorder?.claim(manager);
        title.identifier =
          dto.identifier ??
          (await freeIdentifier(manager, Title, slugify(dto.name), TITLES.identifierScope(principal)));
        title.id = await insertTitle(manager, title);
        title.row_version = await rowVersion(manager, 'title', title.id);
        // A new project has no editions yet.
        const workspace = await workspaceIdentifier(manager, principal.workspaceId);
        const resource = presentTitle(title, NO_EDITIONS, this.urls, workspace);
        await recorder?.complete(manager, resource);
        return resource;
      },
      { chosen: dto.identifier, taken: IDENTIFIER_TAKEN },
    );
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateTitleDto,
    conditions = Preconditions.NONE,
  ): Promise<TitleResource> {
    // Without a condition to compare and without a nested object to merge, nothing needs the row
    // before the write: one UPDATE of the columns sent, then the row as it now is.
    const columns = !conditions.present && scalarChanges(dto);
    try {
      if (columns) {
        const now = new Date();
        const matched = await this.transactions.update(Title, TITLES.where(principal, { id }) as Partial<Title>, {
          ...columns,
          modified_on: now,
          affected_on: now,
        });
        if (matched === 0) throw ProblemException.notFound();
        // The project's identifier or hostname may have moved its docs' addresses.
        this.changes.allChanged();
        return await this.get(principal, id);
      }
      return await this.transactions
        .run(async (manager) => {
          const title = await TITLES.lock(manager, principal, id);
          const workspace = await workspaceIdentifier(manager, principal.workspaceId);
          await conditions.check(() => this.present(title, workspace));
          applyUpdate(title, dto);
          const now = new Date();
          title.modified_on = now;
          title.affected_on = now;
          const { id: _id, workspace: _workspace, ...columns } = title;
          // A unique identifier clash fails here and rolls the whole change back.
          await updateTitleRow(manager, title.id, columns);
          title.row_version = await rowVersion(manager, 'title', title.id);
          return this.present(title, workspace);
        })
        .finally(() => this.changes.allChanged());
    } catch (error) {
      if (isUniqueViolation(error)) throw IDENTIFIER_TAKEN();
      throw error;
    }
  }

  /**
   * Permanent: the project's docs, their pages and what hangs below them (export jobs) go with it
   * by foreign key cascade; the stored bytes those rows named, and what other stores keep of them
   * (analytics in ClickHouse), go once that committed.
   */
  async remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    const { deleted, keys } = await this.transactions.run(async (manager) => {
      if (conditions.present) {
        const title = await TITLES.lock(manager, principal, id);
        const workspace = await workspaceIdentifier(manager, principal.workspaceId);
        await conditions.check(() => this.present(title, workspace));
      }
      const keys = await this.keyOwners.keysBelow(manager, { entity: Title, id, workspaceId: principal.workspaceId });
      return { deleted: await deleteTitle(manager, principal.workspaceId, id), keys };
    });
    if (!deleted) throw ProblemException.notFound();
    this.changes.allChanged();
    await this.deletes.delete(keys);
    await this.lifecycle.afterContentDelete({ workspaceId: principal.workspaceId, projects: [id] });
  }

  /** The counters come with the row, locked with it in a write's transaction. */
  private present(title: Title, workspace: string): TitleResource {
    return presentTitle(title, countsOfRow(title), this.urls, workspace);
  }
}

/** A slug of the name: ASCII letters and digits joined by single dashes. */
function slugify(name: string): string {
  return slugOf(name, 'project');
}

const SCALAR_FIELDS = [
  'name',
  'identifier',
  'has_secure_socket_layer',
  'ua_code',
  'security_profile',
  'website',
] as const;

/** The columns an update sets as sent, or null when it has a nested object to merge into the row's. */
function scalarChanges(dto: UpdateTitleDto): Partial<Title> | null {
  if (dto.vendorB_code || dto.vendorC_code || dto.vendorD_code || dto.vendorE_config) return null;
  const columns: Partial<Record<(typeof SCALAR_FIELDS)[number], unknown>> = {};
  for (const field of SCALAR_FIELDS) if (dto[field] !== undefined) columns[field] = dto[field];
  return columns as Partial<Title>;
}

function applyUpdate(title: Title, dto: UpdateTitleDto): void {
  if (dto.name !== undefined) title.name = dto.name;
  if (dto.identifier !== undefined) title.identifier = dto.identifier;
  if (dto.has_secure_socket_layer !== undefined) title.has_secure_socket_layer = dto.has_secure_socket_layer;
  if (dto.ua_code !== undefined) title.ua_code = dto.ua_code;
  if (dto.security_profile !== undefined) title.security_profile = dto.security_profile;
  if (dto.website !== undefined) title.website = dto.website;
  // Nested vendor objects merge key by key.
  if (dto.vendorB_code) title.vendorB_code = { ...title.vendorB_code, ...dto.vendorB_code };
  if (dto.vendorC_code) title.vendorC_code = { ...title.vendorC_code, ...dto.vendorC_code };
  if (dto.vendorD_code) title.vendorD_code = mergeVendorD(title.vendorD_code, dto.vendorD_code);
  if (dto.vendorE_config) title.vendorE_config = { ...title.vendorE_config, ...dto.vendorE_config };
}

/** The spec's update keys piCid/piAid land on site_id/custom_tracker_subdomain; explicit response keys win. */
function mergeVendorD(current: Title['vendorD_code'], patch: UpdateTitleDto['vendorD_code']): Title['vendorD_code'] {
  if (!patch) return current;
  return {
    site_id: patch.site_id ?? patch.piCid ?? current.site_id,
    custom_tracker_subdomain: patch.custom_tracker_subdomain ?? patch.piAid ?? current.custom_tracker_subdomain,
  };
}
