import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createApp } from './app.factory.js';
import { loadConfig } from './config/app-config.js';
import { buildOpenApiDocument } from './swagger.js';

/** The OpenAPI document as committed: stable JSON, independent of the environment. */
export async function generateOpenApiJson(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const app = await createApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { withoutDatabase: true });
    try {
      return `${JSON.stringify(await buildOpenApiDocument(app), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
