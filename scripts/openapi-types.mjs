// TypeScript types for openapi.json, generated with openapi-typescript into test/client/openapi.d.ts
// (`npm run openapi:types`). `--check` writes nothing and exits 1 when the committed file is stale.
//
// openapi-typescript 7 declares TypeScript ^5 as a peer while the project is on TypeScript 6. The
// root package.json's `overrides` give it the project's TypeScript: its output is byte-for-byte the
// same as with TypeScript 5.9 (checked when the override was introduced), and the root `npm ci`
// installs everything, so no script or test installs packages.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

import { writeOrCheck } from './generated-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'test', 'client', 'openapi.d.ts');

// Bytes (uploads, downloads) are Blobs (a File is one), as fetch and FormData take them.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const transform = (schemaObject) => (schemaObject.format === 'binary' ? BLOB : undefined);

const schema = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8'));
const header = '// Generated from openapi.json by `npm run openapi:types` (openapi-typescript). Do not edit.\n\n';
const types = header + astToString(await openapiTS(schema, { alphabetize: false, transform }));

writeOrCheck(target, types, 'npm run openapi:types');
