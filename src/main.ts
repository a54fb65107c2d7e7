import { createApp } from './app.factory.js';
import { ConfigError, loadConfig, loadDotEnv } from './config/app-config.js';
import { bootstrapFirstStart } from './cli/first-start.js';
import { closeOnSignals } from './shutdown.js';
import { bootFailureLine } from './boot-log.js';

async function main(): Promise<void> {
  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await createApp(config);
    if (!config.isMysql) await bootstrapFirstStart(app, config);
    await app.listen(config.PORT, '0.0.0.0');
  } catch (error) {
    process.stderr.write(bootFailureLine(error, config.PORT));
    process.exit(1);
  }
  closeOnSignals(app);
  console.log(`Publishing API listening on ${config.baseUrl} (port ${config.PORT}, ${config.isMysql ? 'MySQL' : 'SQLite'}); docs at ${config.baseUrl}/docs`);
}

await main();
