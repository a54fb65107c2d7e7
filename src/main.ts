import { ConfigError, loadConfig, loadDotEnv } from './config/app-config.js';
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
  // The app's modules (Nest, TypeORM, the drivers, the S3 client: most of a start's CPU) load
  // only once the configuration holds, so a bad variable is reported at once.
  const [{ createApp }, { bootstrapFirstStart }, { closeOnSignals }] = await Promise.all([
    import('./app.factory.js'),
    import('./cli/first-start.js'),
    import('./shutdown.js'),
  ]);
  let app;
  try {
    app = await createApp(config);
    if (!config.isMysql) await bootstrapFirstStart(app, config);
    await app.listen(config.PORT, config.HOST);
  } catch (error) {
    process.stderr.write(bootFailureLine(error, config.PORT, config.HOST));
    process.exit(1);
  }
  closeOnSignals(app);
  console.log(`Publishing API listening on ${config.baseUrl} (${config.HOST} port ${config.PORT}, ${config.isMysql ? 'MySQL' : 'SQLite'}); docs at ${config.baseUrl}/docs`);
}

await main();
