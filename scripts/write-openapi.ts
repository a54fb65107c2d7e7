/**
 * Writes openapi.json from the code, without a database: `npm run openapi`.
 * The e2e suite fails when the committed file differs from what the app generates.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { generateOpenApiJson } from '../src/openapi.js';

const target = join(import.meta.dirname, '..', '..', 'openapi.json');
writeFileSync(target, await generateOpenApiJson());
console.log(`wrote ${target}`);
