/**
 * Operator CLI: `npm run cli -- <command> [--flag value]`, `npm run cli -- --help`. Prints one
 * JSON document on stdout; errors go to stderr with exit code 1 (2 for usage).
 *
 * Each command runs in a Nest application context of the app's own module (no HTTP server), so
 * every module's part in a workspace's life (WorkspaceLifecycle) takes part as it does in the
 * API. The context starts no background work (`AppConfig.workers` is false): no worker, timer,
 * Redis subscription or metrics server, so the process ends with the command.
 */
import 'reflect-metadata';

import { readFileSync } from 'node:fs';

import type { INestApplicationContext } from '@nestjs/common';

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
  let app: INestApplicationContext | undefined;
  try {
    const flags = parseFlags(name, rest);
    loadDotEnv();
    const config = loadConfig().withoutWorkers();
    // The flags are checked before the app's modules load: a usage error costs no start-up.
    const work = await command.prepare(flags, config);
    const [{ NestFactory }, { AppModule }, { RouteTable }, { JsonNestLogger }] = await Promise.all([
      import('@nestjs/core'),
      import('../app.module.js'),
      import('../common/http/route-table.js'),
      import('../boot-log.js'),
    ]);
    // Migrated on start, as the app is: the CLI may be the first to open a fresh database.
    app = await NestFactory.createApplicationContext(AppModule.forRoot({ config, routes: new RouteTable() }), {
      logger: config.LOG_LEVEL === 'silent' ? false : new JsonNestLogger(),
      abortOnError: false,
    });
    const result = await work({ app });
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ error: message }));
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await app?.close();
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
