/** The statements behind `project:hostname` (project-hostname.ts has the rules a hostname meets). */
import type { EntityManager } from 'typeorm';

import { isUniqueViolation } from '../database/errors.js';
import { lockRow } from '../database/locks.js';
import type { Transactions } from '../database/transactions.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { HostnameTaken, type ProjectHostname, ProjectNotFound, type ProjectRef } from './project-hostname.js';
import { Title } from './title.entity.js';

const TAKEN = (hostname: string) =>
  new HostnameTaken(`"${hostname}" is already another project's hostname: a hostname belongs to one project only`);

/**
 * Sets (or, with null, clears) the project's hostname, in one transaction with the project's row
 * locked. A hostname belongs to one project platform-wide: the check here names the rule, and the
 * unique index under it decides between two concurrent claims (the second is refused the same
 * way). The other project is never named: it may be another workspace's.
 */
export async function setProjectHostname(
  transactions: Transactions,
  ref: ProjectRef,
  hostname: string | null,
): Promise<ProjectHostname> {
  try {
    return await transactions.run(async (manager) => {
      const title = await lockedProject(manager, ref);
      if (hostname !== null) {
        const other = await manager
          .getRepository(Title)
          .createQueryBuilder('t')
          .select('t.id')
          .where('t.hostname = :hostname', { hostname })
          .andWhere('t.id <> :id', { id: title.id })
          .getOne();
        if (other) throw TAKEN(hostname);
      }
      if (title.hostname !== hostname) {
        const now = new Date();
        // The address of every doc of the project moved: `affected_on` is part of what the
        // reader's cached pages are checked against.
        await manager.update(Title, { id: title.id }, { hostname, modified_on: now, affected_on: now });
      }
      return { id: title.id, identifier: title.identifier, workspace: title.workspace!.identifier, hostname };
    });
  } catch (error) {
    if (hostname !== null && isUniqueViolation(error)) throw TAKEN(hostname);
    throw error;
  }
}

/** The project's row, locked for the transaction (MySQL), with its workspace's identifier. */
async function lockedProject(manager: EntityManager, ref: ProjectRef): Promise<Title> {
  const id = await projectId(manager, ref);
  const title =
    id === undefined
      ? null
      : await lockRow(
          manager
            .getRepository(Title)
            .createQueryBuilder('t')
            .innerJoin('t.workspace', 'w')
            .select(['t.id', 't.identifier', 't.hostname', 't.workspace_id', 'w.id', 'w.identifier'])
            .where('t.id = :id', { id }),
        );
  if (!title) {
    throw new ProjectNotFound(
      ref.workspace === undefined
        ? `project ${ref.project} does not exist`
        : `project "${ref.project}" does not exist in workspace "${ref.workspace}"`,
    );
  }
  return title;
}

/** The id the operator means: an identifier in the workspace first, else an id (in it, when one is named). */
async function projectId(manager: EntityManager, ref: ProjectRef): Promise<number | undefined> {
  const asId = /^[1-9]\d{0,9}$/.test(ref.project) ? Number(ref.project) : undefined;
  if (ref.workspace === undefined) {
    if (asId === undefined) throw new ProjectNotFound(`"${ref.project}" is not a project id: name its workspace too`);
    return asId;
  }
  const workspace = await named(manager, Workspace, ref.workspace);
  if (workspace === undefined) throw new ProjectNotFound(`workspace "${ref.workspace}" does not exist`);
  return named(manager, Title, ref.project, workspace);
}

/**
 * The id of the row `name` names (its identifier, exactly, else its id), within the workspace
 * when one is given.
 */
async function named(
  manager: EntityManager,
  entity: typeof Title | typeof Workspace,
  name: string,
  workspaceId?: number,
): Promise<number | undefined> {
  const asId = /^[1-9]\d{0,9}$/.test(name) ? Number(name) : undefined;
  const qb = manager
    .getRepository<{ id: number; identifier: string }>(entity)
    .createQueryBuilder('r')
    .select(['r.id', 'r.identifier'])
    .where(asId === undefined ? 'r.identifier = :name' : '(r.identifier = :name OR r.id = :id)', { name, id: asId });
  if (workspaceId !== undefined) qb.andWhere('r.workspace_id = :workspace', { workspace: workspaceId });
  const rows = await qb.getMany();
  // MySQL's collation matches identifiers ignoring case: only the exact name counts.
  return (rows.find((row) => row.identifier === name) ?? rows.find((row) => row.id === asId))?.id;
}
