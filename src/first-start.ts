import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { CredentialsService } from './auth/credentials.service.js';
import { logLine } from './common/log-line.js';
import type { AppConfig } from './config/app-config.js';
import { withNamedLock } from './database/locks.js';
import { anyWorkspace } from './workspaces/workspace.queries.js';
import { WorkspacesService } from './workspaces/workspaces.service.js';

/** The MySQL named lock several instances starting together on one empty database queue on. */
const FIRST_START_LOCK = 'publishing-api:first-start';

/**
 * On an empty database (SQLite or MySQL), create one workspace and one credential and print them
 * once, so a newcomer can call the API straight away. The secret is never shown again. On MySQL
 * the check and the creation run under a named lock: of several instances starting together on
 * one empty database exactly one creates them and prints the line; the others find the workspace.
 */
export async function bootstrapFirstStart(app: INestApplicationContext, config: AppConfig): Promise<void> {
  const created = await withNamedLock(app.get(DataSource), FIRST_START_LOCK, 60, async (manager) => {
    if (await anyWorkspace(manager)) return undefined;
    const workspace = await app.get(WorkspacesService).create('Default workspace');
    const credential = await app.get(CredentialsService).create(workspace.id);
    return { workspace, credential };
  });
  if (!created) return;
  const { workspace, credential } = created;
  // One JSON line, like every other line the server writes; the secret is in it this once.
  process.stdout.write(
    logLine('info', 'First start: created a workspace and an API credential. The secret is shown only now.', {
      workspace: { id: workspace.id, name: workspace.name },
      client_id: credential.client_id,
      client_secret: credential.client_secret,
      token: `curl -s -X POST ${config.baseUrl}/oauth -d grant_type=client_credentials -d client_id=${credential.client_id} -d client_secret=${credential.client_secret}`,
    }),
  );
}
