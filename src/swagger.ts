import type { INestApplication } from '@nestjs/common';
import { DECORATORS, DocumentBuilder, type OpenAPIObject, type OperationObject, SwaggerModule } from '@nestjs/swagger';

import { BEARER_AUTH } from './common/auth/authenticated.decorator.js';
import { PROBLEM_MODELS, problemExamples, problemResponse } from './common/problem/api-responses.js';
import pluginMetadata from './metadata.js';

/** The two clusters serve identical paths; each has its own base address. */
export const CLUSTER_SERVERS = [
  { url: 'https://eu.api.example.com', description: 'EU cluster' },
  { url: 'https://us.api.example.com', description: 'US cluster' },
];

/**
 * Swagger UI's "Try it out" calls the first server: this one, wherever it runs (a relative URL
 * resolves against the address the document was loaded from).
 */
const THIS_SERVER = { url: '/', description: 'This server' };

/**
 * The tags in the order an integrator meets them: a token, a project, its docs and their pages,
 * editing them, the media they show, exporting them; then the workspace and its people. A tag a
 * module declares that is not listed here goes after these, by name.
 */
const TAGS: readonly (readonly [string, string])[] = [
  ['Authentication', 'OAuth2 client credentials: exchange a client id and secret for a bearer token'],
  ['Projects', "Projects (titles) of the caller's workspace"],
  ['Docs', "Docs (editions) of the workspace's projects: create, publish, copy, and the category catalogue"],
  ['Pages', 'Pages of a doc: dense positions and a validated content tree'],
  ['Editing', "Editing Content: change a page's content tree with Immer-style patches, all or nothing"],
  ['Media Library', 'Folders, uploads and images (the topiary)'],
  [
    'Jobs',
    'Export jobs: a doc as a tar.gz web package, built in the background; poll the job, then download its archive',
  ],
  ['Workspaces', "The caller's workspace (account): its settings, counts, and its permanent deletion"],
  ['Users', "Users with a membership in the caller's workspace"],
  ['Memberships', "The memberships of the caller's workspace, and the roles they hold"],
  [
    'Personalization',
    'Categories and their options, properties, and tokens with their values: one personalized copy of a doc per token',
  ],
  ['Analytics', "Readers' events in; reports, funnel, realtime and shared dashboards out"],
  [
    'Webhooks',
    "Endpoints that hear the workspace's events (docs published, exports, token views), signed by the Standard Webhooks scheme",
  ],
  ['Operations', 'Liveness and readiness probes'],
];

/** What the document's front page says: how to start, and every area of the platform. */
const DESCRIPTION = [
  "The publishing platform's REST API. Get a token with `POST /oauth` (client credentials; in Swagger UI, **Authorize** " +
    'with the OAuth2 scheme does it for you), then send `Authorization: Bearer <token>`. Errors are ' +
    "`application/problem+json` (RFC 9457). Every authenticated request counts against its credential's rate limit " +
    '(`X-RateLimit-*` headers; 429 with `Retry-After` over it).',
  '',
  'The areas:',
  '- **Projects** (titles): the publications of a workspace.',
  '- **Docs** (editions) and their **Pages**: the issues of a project, drafted, published and copied; each page a validated content tree.',
  "- **Editing Content**: Immer-style patches on a page's content tree.",
  '- **Media Library** (topiary): folders, uploads and image variants.',
  '- **Exporting Gzipped Docs** (jobs): a doc as a tar.gz web package for self-hosting.',
  '- **Workspaces** (accounts), **Users** and **Memberships**: who works in a workspace, with which roles.',
  "- **Personalization**: categories, options, properties, values and tokens; a token is one reader's personalized link.",
  "- **Analytics**: readers' events from the published docs, reports per doc, page and token, the funnel, realtime and shared dashboards.",
  "- **Webhooks**: signed deliveries of the workspace's events to the customer's systems.",
  "- **The reader**: published docs as HTML under `/read/{workspace}/{project}/{doc}/` (public, not part of this document's JSON operations).",
].join('\n');

/** The OAuth2 client-credentials scheme: Swagger UI's Authorize fetches a token from /oauth itself. */
const OAUTH2 = 'OAuth2';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/**
 * The OpenAPI document, generated from the code; independent of the environment. The DTOs' schemas
 * come from their `@ApiProperty` decorators and, for the rest, from the Swagger CLI plugin's
 * metadata (src/metadata.ts: types, optionality, class-validator rules, JSDoc).
 */
export async function buildOpenApiDocument(app: INestApplication): Promise<OpenAPIObject> {
  await loadPluginMetadata();
  const builder = new DocumentBuilder()
    .setTitle('Publishing Platform REST API')
    .setDescription(`${DESCRIPTION}\n\n${PATH_TWINS}`)
    .setVersion('1.0.0')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'opaque',
        description: 'An opaque token (40 hex characters) from POST /oauth',
      },
      BEARER_AUTH,
    )
    .addOAuth2(
      {
        type: 'oauth2',
        description:
          "Client credentials exchanged at POST /oauth for the same bearer token (what Swagger UI's Authorize uses)",
        flows: { clientCredentials: { tokenUrl: '/oauth', scopes: {} } },
      },
      OAUTH2,
    );
  for (const server of [THIS_SERVER, ...CLUSTER_SERVERS]) builder.addServer(server.url, server.description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    extraModels: PROBLEM_MODELS,
    operationIdFactory: (_controller, method) => method,
  });
  document.components = {
    ...document.components,
    examples: { ...document.components?.examples, ...problemExamples() },
  };
  // Not open source: the license has a name and no public text to link to.
  document.info.license = { name: 'Proprietary' };
  // The twin rule, for tools (the e2e suite's validator checks a twin against its operation).
  Object.assign(document.info, {
    'x-path-twins': { prefix: '/v2', untwinned: ['/oauth', '/health', '/ready', '/v3/'] },
  });
  nullableObjectsAcceptNull(document);
  documentEveryOperation(document);
  return document;
}

/**
 * docs/http.md: each operation is listed once, under the path the platform names, and answers
 * under its twin too; the document says so once, here, for readers and for tools.
 */
const PATH_TWINS =
  '**Paths with and without `/v2`.** Every `/v2` path also answers without the prefix, with the same operation, ' +
  'parameters and representation: `/magazine/title`, `/magazine/edition`, `/magazine/edition/category`, ' +
  "`/magazine/page`, `/account`, `/user`, `/membership`, `/job` and their `/{id}` paths. The Media Library's " +
  'paths (`/topiary`, `/topiary/file`, `/image/{image_id}` and theirs) also answer under `/v2`. Every link in a ' +
  'response keeps the prefix of the request that produced it: a project fetched at `/magazine/title/7` links ' +
  '`/magazine/title/7`, one fetched at `/v2/magazine/title/7` links `/v2/magazine/title/7`. `/oauth`, `/health`, ' +
  '`/ready` and the `/v3` paths have no twin. Tools read the rule from `info.x-path-twins`.';

/**
 * A nullable property whose type is another schema comes out of Swagger as
 * `{nullable: true, allOf: [{$ref}]}`, which OpenAPI 3.0.3 reads as "never null": `nullable` adds
 * null to the `type` of its own schema only, and the `allOf` member still refuses it (a strict
 * validator, and a client generated in a strict language, reject the root folder's
 * `_links.parent: null`). Such a property gets the referenced object's schema inline instead,
 * where `nullable` does apply.
 */
function nullableObjectsAcceptNull(document: OpenAPIObject): void {
  type Schema = { $ref?: string; nullable?: boolean; allOf?: Schema[]; properties?: Record<string, Schema> };
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const inlined = new Set<string>();
  for (const schema of Object.values(schemas)) {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const ref = property.nullable && property.allOf?.length === 1 ? property.allOf[0].$ref : undefined;
      if (!ref) continue;
      const { allOf: _allOf, ...outer } = property;
      const target = ref.replace('#/components/schemas/', '');
      schema.properties![name] = { ...schemas[target], ...outer, nullable: true };
      inlined.add(target);
    }
  }
  // A schema only ever used that way is no longer referenced: a component nothing uses is noise.
  const text = JSON.stringify(document);
  for (const name of inlined) if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
}

/** What src/metadata.ts gives each DTO class: its properties as the plugin read them, in source order. */
const PLUGIN_FACTORY = '_OPENAPI_METADATA_FACTORY';
type DtoClass = Function & { [PLUGIN_FACTORY]?: () => Record<string, unknown> };
type PluginModels = { models: [Promise<Record<string, DtoClass>>, Record<string, unknown>][] };

/**
 * Loads the plugin's metadata into the DTO classes. Swagger lists (and explores) the properties that
 * have an `@ApiProperty` first and the plugin's after them, so leaving out a decorator that only
 * repeats the plugin would move its property: each DTO lists its properties as the class declares
 * them instead, inherited ones first.
 */
async function loadPluginMetadata(): Promise<void> {
  await SwaggerModule.loadPluginMetadata(pluginMetadata);
  const { models } = (await pluginMetadata())['@nestjs/swagger'] as unknown as PluginModels;
  for (const [file, classes] of models) {
    const module = await file;
    for (const name of Object.keys(classes)) {
      const { prototype } = module[name];
      const listed: string[] = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, prototype) ?? [];
      const declared = declaredProperties(module[name]).map((key) => `:${key}`);
      Reflect.defineMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, [...new Set([...declared, ...listed])], prototype);
    }
  }
}

/** A class's properties in declaration order, its parents' first (mapped types carry their source's). */
function declaredProperties(type: DtoClass): string[] {
  if (typeof type !== 'function') return [];
  const own = Object.hasOwn(type, PLUGIN_FACTORY) ? Object.keys(type[PLUGIN_FACTORY]?.() ?? {}) : [];
  return [...new Set([...declaredProperties(Object.getPrototypeOf(type)), ...own])];
}

/**
 * What holds for every operation, whichever module declares it, so that routes added later get
 * it without asking: public routes say `security: []`; a secured route can answer 429 (its
 * credential's rate limit) and 503 (the token check and the work need the database); any route
 * can answer 500 (docs/http.md: anything unexpected, a bare problem); each has a description and a
 * declared tag.
 */
function documentEveryOperation(document: OpenAPIObject): void {
  const tags = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation: OperationObject | undefined = item[method];
      if (!operation) continue;
      const secured = (operation.security ?? []).some((requirement) => Object.hasOwn(requirement, BEARER_AUTH));
      // A body that does not arrive in time, or an upload that goes idle or too slow, is cut with 408.
      if (operation.requestBody) operation.responses[408] ??= problemResponse(408);
      if (secured) {
        // Either scheme: a bearer token you hold, or one Swagger UI fetches with your client credentials.
        operation.security = [{ [BEARER_AUTH]: [] }, { [OAUTH2]: [] }];
        // 404 too: the caller's workspace can be deleted while its request runs (a create then finds no workspace).
        for (const status of [404, 429, 503]) operation.responses[status] ??= problemResponse(status);
      } else {
        operation.security = [];
      }
      operation.responses[500] ??= problemResponse(500);
      operation.description ??= describe(operation, secured);
      for (const tag of operation.tags ?? []) tags.add(tag);
    }
  }
  const listed = TAGS.filter(([name]) => tags.has(name)).map(([name, description]) => ({ name, description }));
  const others = [...tags].filter((name) => !TAGS.some(([known]) => known === name)).sort();
  document.tags = [...listed, ...others.map((name) => ({ name }))];
}

function describe(operation: OperationObject, secured: boolean): string {
  const summary = operation.summary ? `${operation.summary}.` : '';
  const access = secured
    ? "Needs a bearer token (BearerAuth) and counts against its credential's rate limit."
    : 'Public: no bearer token.';
  return `${summary} ${access}`.trim();
}

export function mountSwagger(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('docs', app, document, {
    jsonDocumentUrl: 'docs-json',
    yamlDocumentUrl: 'docs-yaml',
    // A token fetched with Authorize survives a reload of the page.
    swaggerOptions: { persistAuthorization: true },
  });
}
