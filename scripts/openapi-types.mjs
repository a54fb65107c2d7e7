// TypeScript types for openapi.json, generated with openapi-typescript into test/client/openapi.d.ts
// (`npm run openapi:types`). `--check` writes nothing and exits 1 when the committed file is stale.
//
// The generator runs from tools/openapi-typescript, with its own lockfile: it declares TypeScript 5
// as a peer and the project is on TypeScript 6. It is installed there on first use.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeOrCheck } from './generated-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tool = join(root, 'tools', 'openapi-typescript');
const target = join(root, 'test', 'client', 'openapi.d.ts');

const entry = join(tool, 'node_modules', 'openapi-typescript', 'dist', 'index.mjs');
if (!existsSync(entry)) {
  process.stderr.write('installing tools/openapi-typescript...\n');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--silent'], { cwd: tool, stdio: ['ignore', process.stderr, process.stderr] });
}
const { default: openapiTS, astToString } = await import(pathToFileURL(entry).href);
const { default: ts } = await import(pathToFileURL(join(tool, 'node_modules', 'typescript', 'lib', 'typescript.js')).href);

// Bytes (uploads, downloads) are Blobs (a File is one), as fetch and FormData take them.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const transform = (schemaObject) => (schemaObject.format === 'binary' ? BLOB : undefined);

const schema = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8'));
const header = '// Generated from openapi.json by `npm run openapi:types` (openapi-typescript). Do not edit.\n\n';
const types = header + astToString(await openapiTS(schema, { alphabetize: false, transform }));

writeOrCheck(target, types, 'npm run openapi:types');
