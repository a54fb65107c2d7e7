import { bootFailureLine } from './boot-log.js';
import { ConfigError, loadConfig, loadDotEnv } from './config/app-config.js';

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
    await bootstrapFirstStart(app, config);
    await app.listen(config.PORT, config.HOST);
  } catch (error) {
    process.stderr.write(bootFailureLine(error, config.PORT, config.HOST));
    process.exit(1);
  }
  closeOnSignals(app);
  // JSON, like every other line the server writes.
  console.log(
    JSON.stringify({
      level: 30,
      time: new Date().toISOString(),
      msg: `Publishing API listening on ${config.baseUrl}; docs at ${config.baseUrl}/docs`,
      host: config.HOST,
      port: config.PORT,
      database: config.isMysql ? 'MySQL' : 'SQLite',
    }),
  );
}

await main();
