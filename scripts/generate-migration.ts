/**
 * Writes a migration for each driver from the difference between the entities and a database
 * that has every committed migration applied.
 *
 *   npm run migration:generate -- <Name>
 *
 * SQLite runs on a scratch file; MySQL on a scratch database created (and dropped) on the server
 * of DATABASE_URL, default the local MariaDB. Use a `mariadb://` URL for a MariaDB server:
 * TypeORM reads MariaDB's column defaults back differently.
 */
import 'reflect-metadata';

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DataSource } from 'typeorm';

import { loadConfig } from '../src/config/app-config.js';
import { dataSourceOptions } from '../src/database/data-source.js';
import { runOnMysqlServer } from '../src/database/mysql-server.js';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('usage: npm run migration:generate -- <PascalCaseName>');
  process.exit(2);
}
const timestamp = Date.now();
const sourceDir = join(process.cwd(), 'src', 'database', 'migrations');

for (const driver of ['sqlite', 'mysql'] as const) {
  // MySQL: a scratch database on the server, so no earlier state can skew the diff.
  const scratch = new URL(process.env.DATABASE_URL ?? 'mariadb://root@127.0.0.1:3306/test');
  scratch.pathname = `/migration_scratch_${timestamp}`;
  if (driver === 'mysql') await runOnMysqlServer(scratch, `CREATE DATABASE \`${scratch.pathname.slice(1)}\``);
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'migration-')),
    DATABASE_URL: driver === 'mysql' ? scratch.toString() : undefined,
  });
  const dataSource = new DataSource(dataSourceOptions(config));
  let sql;
  try {
    await dataSource.initialize();
    sql = await dataSource.driver.createSchemaBuilder().log();
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    if (driver === 'mysql') await runOnMysqlServer(scratch, `DROP DATABASE IF EXISTS \`${scratch.pathname.slice(1)}\``);
  }
  if (sql.upQueries.length === 0) {
    console.log(`${driver}: entities and migrations agree, nothing to write`);
    continue;
  }
  const className = `${name}${driver === 'mysql' ? 'Mysql' : 'Sqlite'}${timestamp}`;
  const quote = (query: string) => '`' + query.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`';
  // New MySQL tables are utf8mb4 whatever the server's default (MariaDB's is often latin1).
  const tableCharset = (query: string) =>
    driver === 'mysql'
      ? query.replace(/\) ENGINE=InnoDB$/, ') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci')
      : query;
  const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(tableCharset(q.query))});`).join('\n');
  const down = sql.downQueries
    .reverse()
    .map((q) => `    await queryRunner.query(${quote(q.query)});`)
    .join('\n');
  const file = join(sourceDir, driver, `${timestamp}-${name}.ts`);
  writeFileSync(
    file,
    `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${up}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${down}
  }
}
`,
  );
  console.log(`${driver}: wrote ${file}; add ${className} to src/database/migrations/index.ts`);
}
