import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';

import { TestApp } from '../support/test-app.js';

/**
 * The committed migrations, run at start-up, produce exactly the schema the entities describe:
 * nothing is synchronised, so a missed migration would otherwise only show in production.
 */
describe('database schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    // MySQL: from an empty database, not the migrated template the other files start from.
    t = await TestApp.start({}, { migrate: true });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('has every migration applied and nothing left to change', async () => {
    let dataSource = t.dataSource;
    let own: DataSource | undefined;
    if (dataSource.options.type === 'mysql') {
      // TypeORM reads MariaDB's column defaults differently; compare with its MariaDB dialect.
      const [{ version }] = await dataSource.query('SELECT VERSION() AS version');
      if (/mariadb/i.test(version)) {
        own = new DataSource({ ...dataSource.options, type: 'mariadb', migrationsRun: false } as never);
        dataSource = await own.initialize();
      }
    }
    try {
      expect(await dataSource.showMigrations()).toBe(false);
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await own?.destroy();
    }
  });
});
