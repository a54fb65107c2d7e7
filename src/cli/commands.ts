import { parseArgs } from 'node:util';

import type { INestApplicationContext } from '@nestjs/common';
import { isEmail } from 'class-validator';

import { isName } from '../common/dto/name.js';
import type { AppConfig } from '../config/app-config.js';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from '../users/dto/user-validators.js';
import { isRoleName, ROLE_NAMES, type RoleName } from '../users/roles.js';
import type { ProfileChanges } from '../users/users.service.js';

export class UsageError extends Error {}

export type Flags = Record<string, string>;

/**
 * What a command runs against: the app's providers, in a Nest application context without
 * background work (main.ts), on the migrated database.
 */
interface CliContext {
  app: INestApplicationContext;
}

/** The app's users service. */
async function usersService({ app }: CliContext) {
  return app.get((await import('../users/users.service.js')).UsersService);
}

interface FlagSpec {
  /** `--name`; its value is described by `value` (ID, NAME, ...). */
  name: string;
  value: string;
  description: string;
  optional?: boolean;
  /** Given bare (`--dry-run`), with no value. */
  boolean?: boolean;
}

/** What a command does once the app runs, with its flags already checked. */
type CommandWork = (context: CliContext) => Promise<unknown>;

/**
 * One operator command. The help text is built from this declaration. `prepare` checks and reads
 * the flags before the app starts (a usage error loads no module and opens no database) and
 * returns the work, which takes the app's services from the context.
 */
export interface CommandSpec {
  summary: string;
  flags: FlagSpec[];
  /** Flags that may also be given bare, in this order (`workspace:suspend 3`). */
  positional?: string[];
  prepare(flags: Flags, config: AppConfig): CommandWork | Promise<CommandWork>;
}

/** Operator commands, by name. Each returns the JSON the CLI prints. */
export const COMMANDS: Record<string, CommandSpec> = {
  'workspace:create': {
    summary: 'Create a workspace (and its root folder); prints {id, name, identifier}',
    flags: [
      { name: 'name', value: 'NAME', description: 'the workspace name, 1 to 255 characters' },
      {
        name: 'identifier',
        value: 'SLUG',
        description: "a free slug of the name unless given (never one the reader's addresses take: _, preview)",
        optional: true,
      },
    ],
    prepare: (flags) => {
      const name = required(flags, 'name');
      return async (context) => (await workspaces(context)).create(name, flags.identifier);
    },
  },
  'workspace:list': {
    summary: 'List every workspace; prints [{id, name, created_on}]',
    flags: [],
    prepare: () => async (context) => (await workspaces(context)).summaries(),
  },
  'workspace:suspend': {
    summary:
      "Suspend a workspace: its credentials get no token and its tokens stop working (the API's at once with REDIS_URL, else within TOKEN_CACHE_TTL_MS)",
    flags: [{ name: 'id', value: 'ID', description: 'the workspace (also accepted bare: workspace:suspend ID)' }],
    positional: ['id'],
    prepare: (flags) => {
      const id = positiveInt(flags, 'id');
      return async (context) => (await workspaces(context)).setStatus(id, 'suspended');
    },
  },
  'workspace:resume': {
    summary: 'Resume a suspended workspace: its credentials and unexpired tokens work again',
    flags: [{ name: 'id', value: 'ID', description: 'the workspace (also accepted bare: workspace:resume ID)' }],
    positional: ['id'],
    prepare: (flags) => {
      const id = positiveInt(flags, 'id');
      return async (context) => (await workspaces(context)).setStatus(id, 'active');
    },
  },
  'workspace:delete': {
    summary:
      'Delete a workspace for good, as its own credential may through the API: every module purges its rows and stored files, its tokens stop working',
    flags: [{ name: 'id', value: 'ID', description: 'the workspace (also accepted bare: workspace:delete ID)' }],
    positional: ['id'],
    prepare: (flags) => {
      const id = positiveInt(flags, 'id');
      return async (context) => (await workspaces(context)).removeByOperator(id);
    },
  },
  'credential:create': {
    summary: 'Issue an API credential for a workspace; prints the client_secret, once',
    flags: [{ name: 'workspace', value: 'ID', description: 'the workspace the credential is scoped to' }],
    prepare: (flags) => {
      const workspace = positiveInt(flags, 'workspace');
      return async (context) => (await credentials(context)).create(workspace);
    },
  },
  'credential:list': {
    summary: "List a workspace's credentials (client ids and dates, never secrets)",
    flags: [{ name: 'workspace', value: 'ID', description: 'the workspace' }],
    prepare: (flags) => {
      const workspace = positiveInt(flags, 'workspace');
      return async (context) => (await credentials(context)).list(workspace);
    },
  },
  'credential:revoke': {
    summary:
      'Revoke a credential and delete its tokens (the API stops accepting them at once with REDIS_URL, else within TOKEN_CACHE_TTL_MS)',
    flags: [{ name: 'client-id', value: 'ID', description: 'the client_id to revoke' }],
    prepare: (flags) => {
      const clientId = required(flags, 'client-id');
      return async (context) => (await credentials(context)).revoke(clientId);
    },
  },
  'membership:add': {
    summary: 'Add an existing user to another workspace',
    flags: [
      { name: 'user', value: 'ID', description: 'the user' },
      { name: 'workspace', value: 'ID', description: 'the workspace to add them to' },
      {
        name: 'roles',
        value: 'LIST',
        description: `comma-separated roles from ${ROLE_NAMES.join(', ')} (default viewer)`,
        optional: true,
      },
    ],
    prepare: (flags) => {
      const [user, workspace, names] = [positiveInt(flags, 'user'), positiveInt(flags, 'workspace'), roles(flags)];
      return async (context) => (await usersService(context)).addMembership(user, workspace, names);
    },
  },
  'user:update': {
    summary: "Change a user's profile, also when the user is shared between workspaces (the API refuses that)",
    flags: [
      { name: 'user', value: 'ID', description: 'the user' },
      { name: 'first-name', value: 'NAME', description: 'the new first name', optional: true },
      { name: 'last-name', value: 'NAME', description: 'the new last name', optional: true },
      { name: 'email', value: 'EMAIL', description: 'the new email (unique across the platform)', optional: true },
      { name: 'phone', value: 'PHONE', description: 'the new phone', optional: true },
    ],
    prepare: (flags) => {
      const [user, changes] = [positiveInt(flags, 'user'), profileChanges(flags)];
      return async (context) => (await usersService(context)).updateProfile(user, changes);
    },
  },
  'project:hostname': {
    summary:
      "Set (or with --clear remove) a project's custom domain; every instance serves it within READER_REVALIDATE_MS (5 s)",
    flags: [
      {
        name: 'workspace',
        value: 'WORKSPACE',
        description: "the project's workspace, by id or identifier (needed when --project is an identifier)",
        optional: true,
      },
      { name: 'project', value: 'PROJECT', description: 'the project, by id (or identifier, with --workspace)' },
      {
        name: 'hostname',
        value: 'HOST',
        description:
          "the domain, like docs.example.com: lower-cased and IDNA-encoded; no IP, port, path, nor this service's own host; one project per hostname",
        optional: true,
      },
      { name: 'clear', value: '', description: 'remove the hostname instead', boolean: true, optional: true },
    ],
    // `project:hostname acme alpha docs.example.com` is `--workspace acme --project alpha --hostname ...`.
    positional: ['workspace', 'project', 'hostname'],
    prepare: async (flags, config) => {
      const { HostnameRefused, normalizeHostname, ownHosts } = await import('../titles/project-hostname.js');
      const project = required(flags, 'project');
      const clear = flags.clear === 'true';
      if (clear && flags.hostname !== undefined) throw new UsageError('give --hostname HOST or --clear, not both');
      if (!clear && flags.hostname === undefined) throw new UsageError('give --hostname HOST, or --clear to remove it');
      let hostname: string | null = null;
      try {
        if (!clear) hostname = normalizeHostname(flags.hostname, ownHosts(config));
      } catch (error) {
        throw error instanceof HostnameRefused ? new UsageError(`--hostname: ${error.message}`) : error;
      }
      return async ({ app }) => {
        const transactions = app.get((await import('../database/transactions.js')).Transactions);
        const { setProjectHostname } = await import('../titles/project-hostname.queries.js');
        return setProjectHostname(transactions, { workspace: flags.workspace, project }, hostname);
      };
    },
  },
};

/** The app's workspace service, with every module's WorkspaceParticipant registered. */
async function workspaces({ app }: CliContext) {
  return app.get((await import('../workspaces/workspaces.service.js')).WorkspacesService);
}

function profileChanges(flags: Flags): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const [flag, field] of [
    ['first-name', 'first_name'],
    ['last-name', 'last_name'],
  ] as const) {
    const value = flags[flag];
    if (value === undefined) continue;
    if (!isName(value) || value.length > NAME_MAX)
      throw new UsageError(`--${flag} must be 1 to ${NAME_MAX} characters, visible, without control characters`);
    changes[field] = value;
  }
  if (flags.email !== undefined) {
    if (!isEmail(flags.email) || flags.email.length > EMAIL_MAX)
      throw new UsageError('--email must be a valid email address');
    changes.email = flags.email;
  }
  if (flags.phone !== undefined) {
    if (flags.phone.length > PHONE_MAX) throw new UsageError(`--phone must be at most ${PHONE_MAX} characters`);
    changes.phone = flags.phone;
  }
  const unknown = Object.keys(flags).filter(
    (flag) => !['user', 'first-name', 'last-name', 'email', 'phone'].includes(flag),
  );
  if (unknown.length > 0) throw new UsageError(`unknown option --${unknown[0]}`);
  if (Object.keys(changes).length === 0)
    throw new UsageError('give at least one of --first-name, --last-name, --email, --phone');
  return changes;
}

async function credentials({ app }: CliContext) {
  return app.get((await import('../auth/credentials.service.js')).CredentialsService);
}

const PROGRAM = 'npm run cli --';

/** `npm run cli -- --help`: every command with its summary. */
export function toolHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  return [
    `Usage: ${PROGRAM} <command> [--flag value ...]`,
    `       ${PROGRAM} help <command>    ${PROGRAM} --version`,
    '',
    'Operator commands for the Publishing API, on the database the environment (or .env) selects:',
    'DATABASE_URL for MySQL, otherwise the SQLite file in DATA_DIR. Each prints one JSON document;',
    'errors go to stderr as JSON, exit code 1 (2 for a usage error).',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, spec]) => `  ${name.padEnd(width)}  ${spec.summary}`),
    '',
    `Run \`${PROGRAM} help <command>\` (or \`<command> --help\`) for a command's flags.`,
  ].join('\n');
}

/** `npm run cli -- <command> --help`: its usage line and flags. */
export function commandHelp(name: string): string {
  const spec = COMMANDS[name];
  const written = (flag: FlagSpec) => (flag.boolean ? `--${flag.name}` : `--${flag.name} ${flag.value}`);
  const width = Math.max(0, ...spec.flags.map((flag) => written(flag).length));
  return [
    `Usage: ${usage(name)}`,
    '',
    spec.summary,
    ...(spec.flags.length > 0
      ? [
          '',
          'Flags:',
          ...spec.flags.map(
            (flag) => `  ${written(flag).padEnd(width)}  ${flag.description}${flag.optional ? ' (optional)' : ''}`,
          ),
        ]
      : []),
  ].join('\n');
}

export function usage(name: string): string {
  const flags = COMMANDS[name].flags.map((flag) => {
    const written = flag.boolean ? `--${flag.name}` : `--${flag.name} ${flag.value}`;
    return flag.optional || flag.boolean ? `[${written}]` : written;
  });
  return [PROGRAM, name, ...flags].join(' ');
}

/**
 * The command's flags read by `node:util`'s `parseArgs` (strict: an undeclared flag or a stray
 * argument is a usage error), plus its positional arguments in order (each also accepted as
 * `--name value`). A boolean flag is `"true"` when given.
 */
export function parseFlags(name: string, args: string[]): Flags {
  const spec = COMMANDS[name];
  const options = Object.fromEntries(
    spec.flags.map((flag) => [flag.name, { type: flag.boolean ? ('boolean' as const) : ('string' as const) }]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(describeParseError(name, error as Error & { code?: string }));
  }
  const flags: Flags = {};
  for (const [key, value] of Object.entries(parsed.values)) flags[key] = String(value);
  const names = (spec.positional ?? []).filter((positional) => flags[positional] === undefined);
  for (const argument of parsed.positionals) {
    const next = names.shift();
    if (next === undefined) throw new UsageError(`unexpected argument "${argument}"; usage: ${usage(name)}`);
    flags[next] = argument;
  }
  return flags;
}

/** parseArgs' messages name its own options object; ours name the flag, a likely meant one, and the usage. */
function describeParseError(name: string, error: Error & { code?: string }): string {
  const flag = /'(-{1,2}[^'\s]+)/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
      const meant = closest(
        flag.replace(/^-+/, ''),
        COMMANDS[name].flags.map((known) => known.name),
      );
      return `unknown flag ${flag}${meant ? `; did you mean --${meant}?` : ''}; usage: ${usage(name)}`;
    }
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `${flag.replace(/^(--[^ ]+).*/, '$1')} needs a value; usage: ${usage(name)}`;
    default:
      return `${error.message}; usage: ${usage(name)}`;
  }
}

/** The candidate a typo most likely meant: within two edits, and closer than any other. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

function positiveInt(flags: Flags, name: string): number {
  const value = required(flags, name);
  if (!/^[1-9]\d*$/.test(value)) throw new UsageError(`--${name} must be a positive integer`);
  return Number(value);
}

/** `--roles a,b`: names from the role catalogue; the default is the catalogue's default. */
function roles(flags: Flags): RoleName[] | undefined {
  if (flags.roles === undefined) return undefined;
  const names = flags.roles.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !isRoleName(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new UsageError(
      `--roles takes a comma-separated list of ${ROLE_NAMES.join(', ')}; unknown: ${unknown.join(', ')}`,
    );
  }
  return names as RoleName[];
}
