import type { TestApp } from './test-app.js';

/**
 * A doc row of a project, written straight to the table, for tests that count or delete docs
 * before the Docs API exists. When it does, create docs through the API instead.
 */
export async function insertEdition(t: TestApp, titleId: number, status: 'draft' | 'published' = 'draft'): Promise<void> {
  await t.dataSource.createQueryBuilder().insert().into('edition').values({ title_id: titleId, status, created_on: new Date() }).execute();
}
