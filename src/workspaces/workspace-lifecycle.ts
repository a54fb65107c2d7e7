import { applyDecorators, Injectable, Module, type OnModuleInit, Optional } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

import { readTally } from './workspace.queries.js';

/**
 * The modules that keep rows or bytes per workspace, in the order a workspace delete purges them:
 * what refers to credentials first (idempotency keys hang off them without a foreign key), the
 * credentials, the people, the webhooks (their outbox and log), then the content from its leaves (stored files, export jobs,
 * analytics, personalization, docs) to its roots (projects). The workspace row goes last.
 */
const WORKSPACE_PURGE_ORDER = [
  'idempotency',
  'auth',
  'users',
  'webhooks',
  'media',
  'exports',
  'analytics',
  'personalization',
  'editions',
  'titles',
] as const;

export type WorkspacePart = (typeof WORKSPACE_PURGE_ORDER)[number];

/** Work to run once the purging transaction committed (stored bytes, caches): never inside it. */
export type AfterCommit = () => Promise<void>;

/** The counts a module adds to the workspace resource. */
export interface WorkspaceTally {
  titles?: number;
  editions?: number;
  users?: number;
  files?: number;
  storageBytes?: number;
  rootFolderId?: number | null;
}

/** Docs, or projects (their docs with them), a delete removed from a workspace: once it committed. */
export interface ContentDeleted {
  workspaceId: number;
  docs?: number[];
  projects?: number[];
}

/**
 * A module's side of a workspace's life. Each module that keeps rows or bytes per workspace
 * provides one, a class marked `@WorkspaceParticipant(part)`; WorkspaceLifecycle finds them when
 * the application starts, and the workspaces module imports none of them.
 */
export interface WorkspaceParticipant {
  /** Inside the workspace's create transaction: what a workspace never exists without. */
  onCreate?(manager: EntityManager, workspaceId: number, now: Date): Promise<void>;
  /**
   * What the workspace resource shows of this module: a scalar subquery per count, its `?`
   * parameters all the workspace's id. The participants' subqueries are read in one statement.
   */
  readonly tally?: Partial<Record<keyof WorkspaceTally, string>>;
  /**
   * Deletes the module's rows of the workspace inside the delete's transaction; returns what must
   * happen once it committed (stored bytes to remove, say).
   */
  purge(manager: EntityManager, workspaceId: number): Promise<AfterCommit | void>;
  /** Once a status change (suspend, resume) committed. */
  afterStatusChange?(workspaceId: number): Promise<void>;
  /**
   * Once a delete of docs or projects committed: rows the database's cascade cannot reach (kept
   * in another store) go too. A failure is the participant's to log; the delete stands.
   */
  afterContentDelete?(deleted: ContentDeleted): Promise<void>;
}

const PARTICIPANT = DiscoveryService.createDecorator<WorkspacePart>();

/** Marks a provider as the module's WorkspaceParticipant for `part` (and makes it injectable). */
export const WorkspaceParticipant = (part: WorkspacePart): ClassDecorator =>
  applyDecorators(Injectable(), PARTICIPANT(part));

/** The participants, found among the application's providers (or registered by hand, in the CLI). */
@Injectable()
export class WorkspaceLifecycle implements OnModuleInit {
  private readonly participants = new Map<WorkspacePart, WorkspaceParticipant>();

  constructor(@Optional() private readonly discovery?: DiscoveryService) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery?.getProviders({ metadataKey: PARTICIPANT.KEY }) ?? [])
      if (wrapper.isDependencyTreeStatic() && wrapper.instance) this.register(wrapper.instance as WorkspaceParticipant);
  }

  /** A participant, by the part its class is marked with. */
  register(participant: WorkspaceParticipant): void {
    const part = Reflect.getMetadata(PARTICIPANT.KEY, participant.constructor) as WorkspacePart | undefined;
    if (!part) throw new Error(`${participant.constructor.name} is not marked @WorkspaceParticipant`);
    if (this.participants.has(part)) throw new Error(`${part} takes part in workspaces twice`);
    this.participants.set(part, participant);
  }

  /** In WORKSPACE_PURGE_ORDER. */
  all(): WorkspaceParticipant[] {
    return WORKSPACE_PURGE_ORDER.flatMap((part) => this.participants.get(part) ?? []);
  }

  async onCreate(manager: EntityManager, workspaceId: number, now: Date): Promise<void> {
    for (const participant of this.all()) await participant.onCreate?.(manager, workspaceId, now);
  }

  /** Every participant's counts, in one statement. */
  async summary(manager: EntityManager, workspaceId: number): Promise<WorkspaceTally> {
    const columns = this.all().flatMap((participant) => Object.entries(participant.tally ?? {}));
    if (columns.length === 0) return {};
    const sql = `SELECT ${columns.map(([name, subquery]) => `(${subquery}) AS ${name}`).join(', ')}`;
    const parameters = columns.flatMap(([, subquery]) =>
      subquery
        .split('?')
        .slice(1)
        .map(() => workspaceId),
    );
    const row = await readTally(manager, sql, parameters);
    return Object.fromEntries(
      columns.map(([name]) => [name, row?.[name] == null ? null : Number(row[name])]),
    ) as WorkspaceTally;
  }

  /** Every participant's rows, in order, in the caller's transaction; the after-commit work, in the same order. */
  async purge(manager: EntityManager, workspaceId: number): Promise<AfterCommit[]> {
    const after: AfterCommit[] = [];
    for (const participant of this.all()) {
      const work = await participant.purge(manager, workspaceId);
      if (work) after.push(work);
    }
    return after;
  }

  async afterStatusChange(workspaceId: number): Promise<void> {
    for (const participant of this.all()) await participant.afterStatusChange?.(workspaceId);
  }

  async afterContentDelete(deleted: ContentDeleted): Promise<void> {
    for (const participant of this.all()) await participant.afterContentDelete?.(deleted);
  }
}

/** Imported by every module that registers a participant; imports none of them. */
@Module({ imports: [DiscoveryModule], providers: [WorkspaceLifecycle], exports: [WorkspaceLifecycle] })
export class WorkspaceLifecycleModule {}
