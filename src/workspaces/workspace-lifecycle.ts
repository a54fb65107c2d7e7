import { Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The modules that keep rows or bytes per workspace, in the order a workspace delete purges them:
 * what refers to credentials first (idempotency keys hang off them without a foreign key), the
 * credentials, the people, then the content from its leaves (stored files, export jobs,
 * analytics, personalization, docs) to its roots (projects). The workspace row goes last.
 */
export const WORKSPACE_PURGE_ORDER = [
  'idempotency',
  'auth',
  'users',
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

/**
 * A module's side of a workspace's life. Each module that keeps rows or bytes per workspace
 * implements it and registers it with WorkspaceLifecycle in its `onModuleInit`; the workspaces
 * module imports none of them.
 */
export interface WorkspaceParticipant {
  readonly part: WorkspacePart;
  /** Inside the workspace's create transaction: what a workspace never exists without. */
  onCreate?(manager: EntityManager, workspaceId: number, now: Date): Promise<void>;
  /** What the workspace resource shows of this module. */
  summary?(manager: EntityManager, workspaceId: number): Promise<WorkspaceTally>;
  /**
   * Deletes the module's rows of the workspace inside the delete's transaction; returns what must
   * happen once it committed (stored bytes to remove, say).
   */
  purge(manager: EntityManager, workspaceId: number): Promise<AfterCommit | void>;
  /** Once a status change (suspend, resume) committed. */
  afterStatusChange?(workspaceId: number): Promise<void>;
}

/** The participants, collected from every module that registers one. */
@Injectable()
export class WorkspaceLifecycle {
  private readonly participants = new Map<WorkspacePart, WorkspaceParticipant>();

  register(participant: WorkspaceParticipant): void {
    if (this.participants.has(participant.part)) throw new Error(`${participant.part} takes part in workspaces twice`);
    this.participants.set(participant.part, participant);
  }

  /** In WORKSPACE_PURGE_ORDER. */
  all(): WorkspaceParticipant[] {
    return WORKSPACE_PURGE_ORDER.flatMap((part) => this.participants.get(part) ?? []);
  }

  async onCreate(manager: EntityManager, workspaceId: number, now: Date): Promise<void> {
    for (const participant of this.all()) await participant.onCreate?.(manager, workspaceId, now);
  }

  /** Every participant's counts, read side by side. */
  async summary(manager: EntityManager, workspaceId: number): Promise<WorkspaceTally> {
    const tallies = await Promise.all(this.all().map((participant) => participant.summary?.(manager, workspaceId)));
    return Object.assign({}, ...tallies) as WorkspaceTally;
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
}

/** Imported by every module that registers a participant; imports none of them. */
@Module({ providers: [WorkspaceLifecycle], exports: [WorkspaceLifecycle] })
export class WorkspaceLifecycleModule {}
