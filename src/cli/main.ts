/**
 * Operator CLI: `npm run cli -- <command> [--flag value]`, `npm run cli -- --help`. Prints one
 * JSON document on stdout; errors go to stderr with exit code 1 (2 for usage).
 *
 * It boots no Nest application: a TypeORM data source (migrated, as the app would) and the
 * services the command imports itself. Start-up stays well under a second of CPU, so operators'
 * scripts and the tests that run many commands do not depend on the machine's speed.
 */
import 'reflect-metadata';

import { readFileSync } from 'node:fs';

import type { DataSource } from 'typeorm';

import type { RevocationChannel } from '../auth/revocations.js';
import { loadConfig, loadDotEnv } from '../config/app-config.js';
import { closest, commandHelp, COMMANDS, parseFlags, toolHelp, usage, UsageError } from './commands.js';

const HELP = new Set(['--help', '-h', 'help']);

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  // `help <command>` is `<command> --help`; `help` alone is `--help`.
  if (name === 'help' && rest.length > 0) return main([rest[0], '--help']);
  if (name !== undefined && HELP.has(name)) {
    process.stdout.write(`${toolHelp()}\n`);
    return 0;
  }
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    const meant = name ? closest(name, Object.keys(COMMANDS)) : undefined;
    const error = name ? `unknown command "${name}"${meant ? `; did you mean "${meant}"?` : ''}` : 'no command given';
    console.error(JSON.stringify({ error, usage: Object.keys(COMMANDS).map(usage), help: 'npm run cli -- --help' }));
    return 2;
  }
  if (rest.some((arg) => HELP.has(arg))) {
    process.stdout.write(`${commandHelp(name)}\n`);
    return 0;
  }
  let opened: { dataSource: DataSource; close(): Promise<void> } | undefined;
  let revocations: RevocationChannel | undefined;
  try {
    const flags = parseFlags(name, rest);
    loadDotEnv();
    const config = loadConfig();
    const [{ openDataSource }, { Transactions }] = await Promise.all([
      import('../database/data-source.js'),
      import('../database/transactions.js'),
    ]);
    // Only with Redis: the client library is not worth loading for nothing.
    if (config.REDIS_URL)
      revocations = new (await import('../auth/revocations.js')).RevocationChannel(config.REDIS_URL);
    opened = await openDataSource(config);
    const { dataSource } = opened;
    const result = await command.run(
      { dataSource, transactions: new Transactions(dataSource), config, revocations },
      flags,
    );
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ error: message }));
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await revocations?.close();
    await opened?.close();
  }
}

/** The package's version, read beside the build (dist/src/cli/main.js -> package.json). */
function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    name: string;
    version: string;
  };
  return `${manifest.name} ${manifest.version}`;
}

process.exitCode = await main(process.argv.slice(2));
