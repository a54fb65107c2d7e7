import type { Tenant, TestApp } from './test-app.js';

let serial = 0;

/** A doc of a project, made through the Docs API, with one page; published when asked. */
export async function createDoc(
  t: TestApp,
  tenant: Tenant,
  titleId: number,
  status: 'draft' | 'published' = 'draft',
): Promise<number> {
  const doc = await t
    .http()
    .post('/v2/magazine/edition')
    .set(tenant.auth)
    .send({ name: `Doc ${serial++}`, title: { id: titleId } });
  if (doc.status !== 201) throw new Error(`setup doc: ${doc.status} ${JSON.stringify(doc.body)}`);
  const page = await t
    .http()
    .post('/v2/magazine/page')
    .set(tenant.auth)
    .send({ name: `Page ${serial++}`, edition: { id: doc.body.id } });
  if (page.status !== 201) throw new Error(`setup page: ${page.status} ${JSON.stringify(page.body)}`);
  if (status === 'published') {
    const published = await t.http().post(`/v2/magazine/edition/${doc.body.id}/publish`).set(tenant.auth);
    if (published.status !== 200)
      throw new Error(`setup publish: ${published.status} ${JSON.stringify(published.body)}`);
  }
  return doc.body.id as number;
}
