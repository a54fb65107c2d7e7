/**
 * Writes a migration for each driver from the difference between the entities and a database
 * that has every committed migration applied.
 *
 *   npm run migration:generate -- <Name>
 *
 * SQLite runs on a scratch file; MySQL uses DATABASE_URL (default: the local test database,
 * which must be disposable).
 */
import 'reflect-metadata';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config.js';
import { dataSourceOptions } from '../src/database/data-source.js';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('usage: npm run migration:generate -- <PascalCaseName>');
  process.exit(2);
}
const timestamp = Date.now();
const sourceDir = join(import.meta.dirname, '..', '..', 'src', 'database', 'migrations');

for (const driver of ['sqlite', 'mysql'] as const) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'migration-')),
    DATABASE_URL: driver === 'mysql' ? (process.env.DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test') : undefined,
  });
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  const sql = await dataSource.driver.createSchemaBuilder().log();
  await dataSource.destroy();
  if (sql.upQueries.length === 0) {
    console.log(`${driver}: entities and migrations agree, nothing to write`);
    continue;
  }
  const className = `${name}${driver === 'mysql' ? 'Mysql' : 'Sqlite'}${timestamp}`;
  const quote = (query: string) => '`' + query.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`';
  const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
  const down = sql.downQueries.reverse().map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
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
