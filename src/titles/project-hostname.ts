/**
 * A project's custom domain, set by operators (docs/operators.md, "Custom domains"): the API keeps
 * `hostname` read-only, as the platform does, since a domain needs DNS and a certificate that only
 * the operator arranges. The CLI's `project:hostname` runs this.
 */
import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';

import type { EntityManager } from 'typeorm';

import type { AppConfig } from '../config/app-config.js';
import { isUniqueViolation } from '../database/errors.js';
import { lockRow } from '../database/locks.js';
import type { Transactions } from '../database/transactions.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { Title } from './title.entity.js';

/** A hostname refused by one of the rules; the message names the rule. */
export class HostnameRefused extends Error {}

/** A hostname another project has: the message names the rule, never the other project. */
export class HostnameTaken extends Error {}

/** A project that the operator named and that is not there. */
export class ProjectNotFound extends Error {}

/** A DNS name at most (RFC 1035), and the column's bound. */
const HOSTNAME_MAX = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The hostname as it is stored and as browsers send it in `Host`: trimmed, lower case, IDNA
 * (punycode) encoded, without a final dot. Refused, with the rule named, when it is not a plain
 * public domain name, or when it is one of `ownHosts` (this service's own addresses: a project
 * there would take the API's or the reader's requests).
 */
export function normalizeHostname(input: string, ownHosts: readonly string[]): string {
  const raw = input.trim();
  if (raw === '') throw new HostnameRefused('the hostname is empty');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw))
    throw new HostnameRefused(`"${raw}" has a scheme: give the hostname only, like docs.example.com`);
  if (/[/?#\\]/.test(raw))
    throw new HostnameRefused(`"${raw}" has a path: give the hostname only, like docs.example.com`);
  if (raw.startsWith('[') || isIP(raw) !== 0) throw new HostnameRefused(`"${raw}" is an IP address, not a domain name`);
  if (raw.includes(':'))
    throw new HostnameRefused(`"${raw}" has a port: a custom domain is served on the standard ports`);
  const ascii = domainToASCII(raw.replace(/\.$/, '').toLowerCase());
  // The URL standard's host parser reads "127.1" and "0x7f.1" as addresses too.
  if (ascii !== '' && isIP(ascii) !== 0) throw new HostnameRefused(`"${raw}" is an IP address, not a domain name`);
  const labels = ascii.split('.');
  if (ascii === '' || ascii.length > HOSTNAME_MAX || !labels.every((label) => LABEL.test(label)))
    throw new HostnameRefused(
      `"${raw}" is not a valid domain name (letters, digits and hyphens in dot-separated labels of at most 63, or an internationalized name)`,
    );
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1)!))
    throw new HostnameRefused(
      `"${raw}" is not a public domain name: it needs a top-level domain, like docs.example.com`,
    );
  if (ownHosts.includes(ascii))
    throw new HostnameRefused(`"${ascii}" is this service's own host (PUBLIC_URL or PUBLISH_URL), not a project's`);
  return ascii;
}

/** This service's own hosts: the API's (PUBLIC_URL) and, when set, the viewer's (PUBLISH_URL). */
export function ownHosts(config: AppConfig): string[] {
  const hosts = [config.baseUrl, config.publishUrl].map((url) => new URL(url).hostname.toLowerCase());
  return [...new Set([...hosts, 'localhost'])];
}

/** How the operator names a project: its id alone, or its workspace and itself, each by id or identifier. */
export interface ProjectRef {
  workspace?: string;
  project: string;
}

export interface ProjectHostname {
  id: number;
  identifier: string;
  workspace: string;
  hostname: string | null;
}

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
