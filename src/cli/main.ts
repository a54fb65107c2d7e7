/**
 * Operator CLI: `npm run cli -- <command> [--flag value]`. Prints one JSON document on stdout;
 * errors go to stderr with exit code 1 (2 for usage).
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig, loadDotEnv } from '../config/app-config.js';
import { CliModule } from './cli.module.js';
import { COMMANDS, parseFlags, UsageError } from './commands.js';

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    const error = name ? `unknown command "${name}"` : 'no command given';
    console.error(JSON.stringify({ error, usage: Object.values(COMMANDS).map((c) => `npm run cli -- ${c.usage}`) }));
    return 2;
  }
  let app;
  try {
    const flags = parseFlags(rest, command.positional);
    loadDotEnv();
    app = await NestFactory.createApplicationContext(CliModule.forRoot(loadConfig()), { logger: ['error'] });
    const result = await command.run(app, flags);
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

process.exitCode = await main(process.argv.slice(2));
