import { multipartBody } from './multipart.js';
import type { Tenant, TestApp } from './test-app.js';

/**
 * The set-up the specs share, built through the API (real HTTP, real database): a tenant's
 * project, its docs and their pages, uploads and personalization tokens. A refused step throws
 * with the response, so a failed set-up names its cause rather than failing an assertion later.
 */

let serial = 0;

export async function upload(
  t: TestApp,
  tenant: Tenant,
  filename: string,
  data: Buffer,
  contentType: string,
): Promise<number> {
  const { body, contentType: type } = multipartBody([{ name: 'file', filename, data, contentType }]);
  const res = await t.http().post('/topiary/file').set(tenant.auth).set('Content-Type', type).send(body);
  if (res.status !== 201) throw new Error(`upload ${filename}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body._embedded.file[0].id as number;
}

/** A project of the tenant's; `fields`, more of the project's own (its identifier, its settings). */
export async function createProject(
  t: TestApp,
  tenant: Tenant,
  name = `Project ${serial++}`,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; identifier: string }> {
  const res = await t
    .http()
    .post('/v2/magazine/title')
    .set(tenant.auth)
    .send({ name, account: { id: tenant.workspaceId }, ...fields });
  if (res.status !== 201) throw new Error(`project: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, identifier: res.body.identifier };
}

export interface PageSpec {
  name: string;
  identifier?: string;
  is_visible?: boolean;
  content: { type: 'page'; visible_if?: unknown; children: unknown[] };
}

/** A doc with the given pages, in order; `fields`, more of the doc's own (a screenshot). */
export async function createDocWithPages(
  t: TestApp,
  tenant: Tenant,
  projectId: number,
  name: string,
  pages: PageSpec[],
  fields: Record<string, unknown> = {},
): Promise<{ id: number; identifier: string }> {
  const doc = await t
    .http()
    .post('/v2/magazine/edition')
    .set(tenant.auth)
    .send({ name, title: { id: projectId }, ...fields });
  if (doc.status !== 201) throw new Error(`doc: ${doc.status} ${JSON.stringify(doc.body)}`);
  for (const page of pages) {
    const res = await t
      .http()
      .post('/v2/magazine/page')
      .set(tenant.auth)
      .send({ ...page, edition: { id: doc.body.id } });
    if (res.status !== 201) throw new Error(`page: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { id: doc.body.id, identifier: doc.body.identifier };
}

/** One page of the doc (named for the order it was made in unless `page` says), its id. */
export async function createPage(
  t: TestApp,
  tenant: Tenant,
  docId: number,
  page: Partial<PageSpec> = {},
): Promise<number> {
  const res = await t
    .http()
    .post('/v2/magazine/page')
    .set(tenant.auth)
    .send({ name: `Page ${serial++}`, ...page, edition: { id: docId } });
  if (res.status !== 201) throw new Error(`page: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body.id as number;
}

/** A doc of a project, made through the Docs API, with one page; published when asked. */
export async function createDoc(
  t: TestApp,
  tenant: Tenant,
  titleId: number,
  status: 'draft' | 'published' = 'draft',
): Promise<number> {
  const doc = await createDocWithPages(t, tenant, titleId, `Doc ${serial++}`, []);
  await createPage(t, tenant, doc.id);
  if (status === 'published') {
    const published = await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(tenant.auth);
    if (published.status !== 200)
      throw new Error(`setup publish: ${published.status} ${JSON.stringify(published.body)}`);
  }
  return doc.id;
}

/** A doc without pages in a new project of the tenant's, its id. */
export async function createEmptyDoc(t: TestApp, tenant: Tenant): Promise<number> {
  const project = await createProject(t, tenant);
  return (await createDocWithPages(t, tenant, project.id, `Doc ${serial++}`, [])).id;
}

/** The set-up most specs start from: a project of the tenant's, a doc in it and one empty page. */
export async function projectDocPage(
  t: TestApp,
  tenant: Tenant,
): Promise<{ project: number; doc: number; page: number }> {
  const project = (await createProject(t, tenant)).id;
  const doc = (await createDocWithPages(t, tenant, project, `Doc ${serial++}`, [])).id;
  return { project, doc, page: await createPage(t, tenant, doc) };
}

/** A personalization token of a doc whose personalization is on, its id and key. */
export async function createToken(
  t: TestApp,
  tenant: Tenant,
  docId: number,
  body: Record<string, unknown> = {},
): Promise<{ id: number; key: string }> {
  const res = await t
    .http()
    .post('/personalization/token')
    .set(tenant.auth)
    .send({ name: `Token ${serial++}`, edition: docId, ...body });
  if (res.status !== 201) throw new Error(`token: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return { id: res.body.id as number, key: res.body.key as string };
}
