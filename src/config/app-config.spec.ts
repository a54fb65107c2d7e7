import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('has defaults that run the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', CLUSTER: 'eu', TOKEN_TTL_SECONDS: 3600 });
    expect(config.isMysql).toBe(false);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).baseUrl).toBe('http://localhost:8080');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'mysql://app:secret@db:3306/publishing',
      DATA_DIR: '/var/lib/api',
      PUBLIC_URL: 'https://api.example.com/',
      CLUSTER: 'us',
      TOKEN_TTL_SECONDS: '600',
      PUBLISH_URL: 'https://read.example.com',
    });
    expect(config).toMatchObject({ PORT: 8080, CLUSTER: 'us', TOKEN_TTL_SECONDS: 600, DATA_DIR: '/var/lib/api' });
    expect(config.isMysql).toBe(true);
    expect(config.baseUrl).toBe('https://api.example.com');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
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
    expect(loadConfig({})).toMatchObject({ STORAGE_DRIVER: 'local', UPLOAD_MAX_FILE_BYTES: 52428800, UPLOAD_MAX_FILES: 20, S3_FORCE_PATH_STYLE: false });
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
    expect(config).toMatchObject({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: true, UPLOAD_MAX_FILE_BYTES: 1000, UPLOAD_MAX_FILES: 3 });
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

describe('loadConfig: database fault timeouts', () => {
  it('defaults to answers within 2 s when MySQL does not: 1 s to connect, to get a connection and per query', () => {
    expect(loadConfig({})).toMatchObject({ DB_CONNECT_TIMEOUT_MS: 1000, DB_ACQUIRE_TIMEOUT_MS: 1000, DB_QUERY_TIMEOUT_MS: 1000, DB_POOL_SIZE: 10 });
    expect(loadConfig({ DB_QUERY_TIMEOUT_MS: '0', DB_POOL_SIZE: '64' })).toMatchObject({ DB_QUERY_TIMEOUT_MS: 0, DB_POOL_SIZE: 64 });
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
