import { describe, expect, it } from '@jest/globals';

import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('has defaults that run the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      CLUSTER: 'eu',
      TOKEN_TTL_SECONDS: 3600,
    });
    expect(config.isMysql).toBe(false);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).baseUrl).toBe('http://localhost:8080');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'mysql://app:secret@db:3306/publishing',
      DATA_DIR: '/var/lib/api',
      PUBLIC_URL: 'https://api.example.com/',
      CLUSTER: 'us',
      TOKEN_TTL_SECONDS: '600',
      PUBLISH_URL: 'https://read.example.com',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      CLUSTER: 'us',
      TOKEN_TTL_SECONDS: 600,
      DATA_DIR: '/var/lib/api',
    });
    expect(config.isMysql).toBe(true);
    expect(config.baseUrl).toBe('https://api.example.com');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['HOST', 'example.com'],
    ['HOST', '999.1.1.1'],
    ['DATABASE_URL', 'postgres://localhost/db'],
    ['DATABASE_URL', 'mysql://host-without-database'],
    ['PUBLIC_URL', 'not a url'],
    ['CLUSTER', 'asia'],
    ['TOKEN_TTL_SECONDS', '-5'],
    ['TOKEN_TTL_SECONDS', '1.5'],
    ['PUBLISH_URL', 'ftp://files'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment:\\n  ${name}=`));
  });
});

describe('loadConfig: storage and upload limits', () => {
  it('defaults to local storage, 50 MiB and 20 files', () => {
    expect(loadConfig({})).toMatchObject({
      STORAGE_DRIVER: 'local',
      UPLOAD_MAX_FILE_BYTES: 52428800,
      UPLOAD_MAX_FILES: 20,
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('reads the s3 settings', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'media',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      UPLOAD_MAX_FILE_BYTES: '1000',
      UPLOAD_MAX_FILES: '3',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'media',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: true,
      UPLOAD_MAX_FILE_BYTES: 1000,
      UPLOAD_MAX_FILES: 3,
    });
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
    [{ UPLOAD_MAX_FILE_BYTES: '0' }, 'UPLOAD_MAX_FILE_BYTES'],
    [{ UPLOAD_MAX_FILE_BYTES: '50MB' }, 'UPLOAD_MAX_FILE_BYTES'],
    [{ UPLOAD_MAX_FILES: '0' }, 'UPLOAD_MAX_FILES'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\n  ${name}=`));
  });
});

describe('loadConfig: where docs are published', () => {
  it('publishes through this service when PUBLISH_URL is unset (docs/reader.md), elsewhere when it is set', () => {
    expect(loadConfig({}).publishUrl).toBe('http://localhost:3000/read');
    expect(loadConfig({ PUBLIC_URL: 'https://api.example.com/' }).publishUrl).toBe('https://api.example.com/read');
    expect(
      loadConfig({ PUBLIC_URL: 'https://api.example.com', PUBLISH_URL: 'https://viewer.example.com/' }).publishUrl,
    ).toBe('https://viewer.example.com');
  });
});

describe('loadConfig: rate limits, Redis and CORS', () => {
  it('defaults to 600 a minute per credential, 30 per client IP on /oauth, memory counters and CORS for any origin', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      RATE_LIMIT_PER_MINUTE: 600,
      RATE_LIMIT_OAUTH_PER_MINUTE: 30,
      RATE_LIMIT_REFUSED_TOKENS_PER_MINUTE: 120,
      RATE_LIMIT_REDIS_PREFIX: 'publishing-api:rate-limit:',
    });
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.corsOrigins).toBe('*');
  });

  it('reads the limits, Redis and the CORS origins', () => {
    const config = loadConfig({
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_OAUTH_PER_MINUTE: '100000000',
      REDIS_URL: 'redis://:secret@cache:6379/2',
      RATE_LIMIT_REDIS_PREFIX: 'eu:',
      CORS_ORIGINS: 'https://app.example.com, http://localhost:5173',
    });
    expect(config).toMatchObject({
      RATE_LIMIT_PER_MINUTE: 100000000,
      RATE_LIMIT_OAUTH_PER_MINUTE: 100000000,
      REDIS_URL: 'redis://:secret@cache:6379/2',
    });
    expect(config.corsOrigins).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
    expect(loadConfig({ CORS_ORIGINS: 'off' }).corsOrigins).toBe(false);
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.com:6380' }).REDIS_URL).toBe(
      'rediss://cache.example.com:6380',
    );
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
  });

  it.each([
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ RATE_LIMIT_PER_MINUTE: 'lots' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ RATE_LIMIT_OAUTH_PER_MINUTE: '2.5' }, 'RATE_LIMIT_OAUTH_PER_MINUTE'],
    [{ RATE_LIMIT_REFUSED_TOKENS_PER_MINUTE: '0' }, 'RATE_LIMIT_REFUSED_TOKENS_PER_MINUTE'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ CORS_ORIGINS: 'app.example.com' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://app.example.com/path' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://a.example.com,*' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://a.example.com,off' }, 'CORS_ORIGINS'],
    [{ TRUST_PROXY: 'true; DROP' }, 'TRUST_PROXY'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\n  ${name}=`));
  });
});

describe('loadConfig: body memory shares and the minimum upload rate', () => {
  it('defaults to 8 MiB per credential and 16 MiB per IP of the 64 MiB budget, and 10 KiB/s over 60 s', () => {
    expect(loadConfig({})).toMatchObject({
      BODY_MEMORY_BUDGET_BYTES: 64 * 1024 * 1024,
      BODY_MEMORY_PER_CREDENTIAL_BYTES: 8 * 1024 * 1024,
      BODY_MEMORY_PER_IP_BYTES: 16 * 1024 * 1024,
      UPLOAD_MIN_BYTES_PER_SECOND: 10 * 1024,
      UPLOAD_MIN_RATE_WINDOW_MS: 60_000,
    });
    expect(
      loadConfig({ UPLOAD_MIN_BYTES_PER_SECOND: '0', BODY_MEMORY_PER_IP_BYTES: String(64 * 1024 * 1024) }),
    ).toMatchObject({
      UPLOAD_MIN_BYTES_PER_SECOND: 0,
      BODY_MEMORY_PER_IP_BYTES: 64 * 1024 * 1024,
    });
  });

  it.each([
    [{ BODY_MEMORY_PER_CREDENTIAL_BYTES: String(1024 * 1024) }, 'BODY_MEMORY_PER_CREDENTIAL_BYTES'],
    [{ BODY_MEMORY_PER_CREDENTIAL_BYTES: String(65 * 1024 * 1024) }, 'BODY_MEMORY_PER_CREDENTIAL_BYTES'],
    [{ BODY_MEMORY_BUDGET_BYTES: String(8 * 1024 * 1024) }, 'BODY_MEMORY_PER_IP_BYTES'],
    [{ BODY_MEMORY_PER_IP_BYTES: 'half' }, 'BODY_MEMORY_PER_IP_BYTES'],
    [{ UPLOAD_MIN_BYTES_PER_SECOND: '-1' }, 'UPLOAD_MIN_BYTES_PER_SECOND'],
    [{ UPLOAD_MIN_RATE_WINDOW_MS: '500' }, 'UPLOAD_MIN_RATE_WINDOW_MS'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\n  ${name}=`));
  });
});

describe('loadConfig: database fault timeouts', () => {
  it('defaults to answers within 2 s when MySQL does not: 1 s to connect, to get a connection and per query', () => {
    expect(loadConfig({})).toMatchObject({
      DB_CONNECT_TIMEOUT_MS: 1000,
      DB_ACQUIRE_TIMEOUT_MS: 1000,
      DB_QUERY_TIMEOUT_MS: 1000,
      DB_POOL_SIZE: 10,
    });
    expect(loadConfig({ DB_QUERY_TIMEOUT_MS: '0', DB_POOL_SIZE: '64' })).toMatchObject({
      DB_QUERY_TIMEOUT_MS: 0,
      DB_POOL_SIZE: 64,
    });
  });

  it.each([
    [{ DB_CONNECT_TIMEOUT_MS: '50' }, 'DB_CONNECT_TIMEOUT_MS'],
    [{ DB_ACQUIRE_TIMEOUT_MS: 'soon' }, 'DB_ACQUIRE_TIMEOUT_MS'],
    [{ DB_QUERY_TIMEOUT_MS: '-1' }, 'DB_QUERY_TIMEOUT_MS'],
    [{ DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\n  ${name}=`));
  });
});

describe('loadConfig: read replicas', () => {
  const PRIMARY = 'mysql://app:secret@db:3306/publishing';

  it('reads a comma-separated list of replicas, and the window after a write', () => {
    const config = loadConfig({
      DATABASE_URL: PRIMARY,
      DATABASE_REPLICA_URLS: 'mysql://app:secret@replica-1:3306/publishing, mysql://app:secret@replica-2/publishing',
      DATABASE_PRIMARY_AFTER_WRITE_MS: '2000',
    });
    expect(config.replicaUrls).toEqual([
      'mysql://app:secret@replica-1:3306/publishing',
      'mysql://app:secret@replica-2/publishing',
    ]);
    expect(config.DATABASE_PRIMARY_AFTER_WRITE_MS).toBe(2000);
    expect(loadConfig({ DATABASE_URL: PRIMARY })).toMatchObject({
      replicaUrls: [],
      DATABASE_PRIMARY_AFTER_WRITE_MS: 5000,
    });
  });

  it.each([
    [
      'mysql://app:secret@replica-1:3306/publishing,postgres://replica-2/publishing',
      /DATABASE_REPLICA_URLS="mysql:\/\/app:\*\*\*@replica-1:3306\/publishing,postgres:.*must be comma-separated URLs/,
    ],
    ['mysql://app:secret@replica-1:99999/publishing', /DATABASE_REPLICA_URLS=.*each with a port from 1 to 65535/],
    ['mysql://replica-without-database', /DATABASE_REPLICA_URLS=/],
  ])('refuses DATABASE_REPLICA_URLS=%s, naming the variable and never the password', (value, message) => {
    expect(() => loadConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: value })).toThrow(message);
    expect(() => loadConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: value })).not.toThrow(/secret/);
  });

  it('refuses replicas without a primary, and a window outside 100 ms to 10 min', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'mysql://replica:3306/publishing' })).toThrow(
      /DATABASE_REPLICA_URLS=.*needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: PRIMARY, DATABASE_PRIMARY_AFTER_WRITE_MS: '50' })).toThrow(
      /DATABASE_PRIMARY_AFTER_WRITE_MS=/,
    );
  });
});
