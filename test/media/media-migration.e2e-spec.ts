import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { TestApp } from '../support/test-app.js';

/** Workspaces made before the Media Library existed get their root folder from its migration. */
describe('Media Library migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('gives every existing workspace one root folder, readable through the API', async () => {
    const a = await t.tenant('Before A');
    const b = await t.tenant('Before B');
    // Back to the schema before the Media Library (undoing any later migration first), with the
    // two workspaces in it, then forward.
    const migrations = t.dataSource.migrations;
    const media = migrations.findIndex((migration) => migration.name?.startsWith('MediaLibrary'));
    expect(media).toBeGreaterThan(-1);
    for (let undo = migrations.length - media; undo > 0; undo--)
      await t.dataSource.undoLastMigration({ transaction: 'each' });
    const runner = t.dataSource.createQueryRunner();
    try {
      expect(await runner.hasTable('folder')).toBe(false);
    } finally {
      await runner.release();
    }
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM workspace');
    expect(Number(n)).toBe(2);
    await t.dataSource.runMigrations({ transaction: 'each' });

    const roots = await t.dataSource.query('SELECT workspace_id, parent_id, name FROM folder ORDER BY workspace_id');
    expect(roots.map((r: any) => [Number(r.workspace_id), r.parent_id, r.name])).toEqual([
      [a.workspaceId, null, 'Root'],
      [b.workspaceId, null, 'Root'],
    ]);
    const list = await t.http().get('/topiary').set(a.auth).expect(200);
    expect(list.body._embedded.folder).toHaveLength(1);
    expect(list.body._embedded.folder[0].created_on).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
