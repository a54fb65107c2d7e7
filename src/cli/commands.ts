import type { INestApplicationContext } from '@nestjs/common';
import { CredentialsService } from '../auth/credentials.service.js';
import { isRoleName, ROLE_NAMES, type RoleName } from '../users/roles.js';
import { isEmail } from 'class-validator';
import { isName } from '../common/dto/name.js';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from '../users/dto/user-fields.js';
import { type ProfileChanges, UsersService } from '../users/users.service.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';

export class UsageError extends Error {}

type Flags = Record<string, string>;
type Command = (app: INestApplicationContext, flags: Flags) => Promise<unknown>;

/** Operator commands. Each returns the JSON the CLI prints. */
export const COMMANDS: Record<string, { usage: string; run: Command; positional?: string[] }> = {
  'workspace:create': {
    usage: 'workspace:create --name NAME',
    run: (app, flags) => app.get(WorkspacesService).create(required(flags, 'name')),
  },
  'workspace:suspend': {
    usage: 'workspace:suspend ID',
    positional: ['id'],
    run: (app, flags) => app.get(WorkspacesService).setStatus(positiveInt(flags, 'id'), 'suspended'),
  },
  'workspace:resume': {
    usage: 'workspace:resume ID',
    positional: ['id'],
    run: (app, flags) => app.get(WorkspacesService).setStatus(positiveInt(flags, 'id'), 'active'),
  },
  'credential:create': {
    usage: 'credential:create --workspace ID',
    run: (app, flags) => app.get(CredentialsService).create(positiveInt(flags, 'workspace')),
  },
  'credential:revoke': {
    usage: 'credential:revoke --client-id ID',
    run: (app, flags) => app.get(CredentialsService).revoke(required(flags, 'client-id')),
  },
  'membership:add': {
    usage: 'membership:add --user ID --workspace ID [--roles editor,viewer]',
    run: (app, flags) =>
      app.get(UsersService).addMembership(positiveInt(flags, 'user'), positiveInt(flags, 'workspace'), roles(flags)),
  },
  'user:update': {
    usage: 'user:update --user ID [--first-name NAME] [--last-name NAME] [--email EMAIL] [--phone PHONE]',
    run: (app, flags) => app.get(UsersService).updateProfile(positiveInt(flags, 'user'), profileChanges(flags)),
  },
};

/** The profile flags of `user:update`, checked by the API's own rules; at least one is needed. */
function profileChanges(flags: Flags): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const [flag, field] of [['first-name', 'first_name'], ['last-name', 'last_name']] as const) {
    const value = flags[flag];
    if (value === undefined) continue;
    if (!isName(value) || value.length > NAME_MAX) throw new UsageError(`--${flag} must be 1 to ${NAME_MAX} characters, visible, without control characters`);
    changes[field] = value;
  }
  if (flags.email !== undefined) {
    if (!isEmail(flags.email) || flags.email.length > EMAIL_MAX) throw new UsageError('--email must be a valid email address');
    changes.email = flags.email;
  }
  if (flags.phone !== undefined) {
    if (flags.phone.length > PHONE_MAX) throw new UsageError(`--phone must be at most ${PHONE_MAX} characters`);
    changes.phone = flags.phone;
  }
  const unknown = Object.keys(flags).filter((flag) => !['user', 'first-name', 'last-name', 'email', 'phone'].includes(flag));
  if (unknown.length > 0) throw new UsageError(`unknown option --${unknown[0]}`);
  if (Object.keys(changes).length === 0) throw new UsageError('give at least one of --first-name, --last-name, --email, --phone');
  return changes;
}

/**
 * `--key value` and `--key=value` pairs, and the command's positional arguments in order (each
 * also accepted as `--name value`); anything else is a usage error.
 */
export function parseFlags(args: string[], positional: readonly string[] = []): Flags {
  const flags: Flags = {};
  const names = [...positional];
  for (let i = 0; i < args.length; i++) {
    const match = args[i].match(/^--([a-z][a-z-]*)(?:=(.*))?$/);
    if (!match && names.length > 0 && !args[i].startsWith('-')) {
      flags[names.shift() as string] = args[i];
      continue;
    }
    if (!match) throw new UsageError(`unexpected argument "${args[i]}"`);
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new UsageError(`--${match[1]} needs a value`);
    flags[match[1]] = value;
  }
  return flags;
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
    throw new UsageError(`--roles takes a comma-separated list of ${ROLE_NAMES.join(', ')}; unknown: ${unknown.join(', ')}`);
  }
  return names as RoleName[];
}
