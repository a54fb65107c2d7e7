import type { INestApplicationContext } from '@nestjs/common';

import { CredentialsService } from '../auth/credentials.service.js';
import type { AppConfig } from '../config/app-config.js';
import { WorkspacesService } from '../workspaces/workspaces.service.js';

/**
 * On an empty embedded database, create one workspace and one credential and print them once,
 * so a newcomer can call the API straight away. The secret is never shown again.
 */
export async function bootstrapFirstStart(app: INestApplicationContext, config: AppConfig): Promise<void> {
  const workspaces = app.get(WorkspacesService);
  if ((await workspaces.count()) > 0) return;
  const workspace = await workspaces.create('Default workspace');
  const credential = await app.get(CredentialsService).create(workspace.id);
  // One JSON line, like every other line the server writes; the secret is in it this once.
  const line = {
    level: 30,
    time: new Date().toISOString(),
    msg: 'First start: created a workspace and an API credential. The secret is shown only now.',
    workspace: { id: workspace.id, name: workspace.name },
    client_id: credential.client_id,
    client_secret: credential.client_secret,
    token: `curl -s -X POST ${config.baseUrl}/oauth -d grant_type=client_credentials -d client_id=${credential.client_id} -d client_secret=${credential.client_secret}`,
  };
  console.log(JSON.stringify(line));
}
