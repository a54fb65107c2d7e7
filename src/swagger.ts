import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { BEARER_AUTH } from './auth/authenticated.decorator.js';
import { PROBLEM_MODELS } from './common/dto/api-responses.js';

/** The two clusters serve identical paths; each has its own base address. */
export const CLUSTER_SERVERS = [
  { url: 'https://eu.api.example.com', description: 'EU cluster' },
  { url: 'https://us.api.example.com', description: 'US cluster' },
];

/** The OpenAPI document, generated from the code; independent of the environment. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Publishing Platform REST API')
    .setDescription('Projects (titles), users and the media library. Errors are application/problem+json.')
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'A token from POST /oauth' }, BEARER_AUTH);
  for (const server of CLUSTER_SERVERS) builder.addServer(server.url, server.description);
  return SwaggerModule.createDocument(app, builder.build(), {
    extraModels: PROBLEM_MODELS,
    operationIdFactory: (_controller, method) => method,
  });
}

export function mountSwagger(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json', yamlDocumentUrl: 'docs-yaml' });
}
