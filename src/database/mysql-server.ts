import { DataSource } from 'typeorm';

/**
 * Runs one statement on the MySQL server a URL names, outside any database: creating and
 * dropping scratch databases for migration generation and for tests.
 */
export async function runOnMysqlServer(url: string | URL, sql: string): Promise<void> {
  const server = new URL(url);
  const connection = new DataSource({
    type: 'mysql',
    host: server.hostname,
    port: Number(server.port || 3306),
    username: decodeURIComponent(server.username),
    password: decodeURIComponent(server.password),
  });
  await connection.initialize();
  try {
    await connection.query(sql);
  } finally {
    await connection.destroy();
  }
}
