import { existsSync } from 'node:fs';
import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, validateSync } from 'class-validator';

/**
 * The process environment, validated at boot. A bad value stops the process with a message
 * that names the variable.
 */
export class AppConfig {
  @Transform(({ value }) => (value === undefined || value === '' ? 3000 : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** `mysql://user:pass@host:port/db` selects MySQL; unset selects embedded SQLite in DATA_DIR. */
  @IsOptional()
  @Matches(/^(mysql|mariadb):\/\/[^/]+\/[^/?]+/, {
    message: 'DATABASE_URL must look like mysql://user:password@host:3306/database',
  })
  DATABASE_URL?: string;

  @IsString()
  DATA_DIR = './data';

  /** Base of every link the API writes; defaults to http://localhost:PORT. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_URL?: string;

  @IsIn(['eu', 'us'])
  CLUSTER: 'eu' | 'us' = 'eu';

  @Transform(({ value }) => (value === undefined || value === '' ? 3600 : Number(value)))
  @IsInt()
  @Min(60)
  @Max(86400)
  TOKEN_TTL_SECONDS = 3600;

  /** Where a project without a hostname is published: `PUBLISH_URL/{identifier}`. */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLISH_URL = 'https://viewer.example.com';

  @IsIn(['debug', 'info', 'warn', 'error', 'silent'])
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' | 'silent' = 'info';

  get isMysql(): boolean {
    return this.DATABASE_URL !== undefined;
  }

  /** PUBLIC_URL without a trailing slash, ready to prefix paths. */
  get baseUrl(): string {
    return (this.PUBLIC_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }

  /** PUBLISH_URL without a trailing slash. */
  get publishUrl(): string {
    return this.PUBLISH_URL.replace(/\/+$/, '');
  }
}

export class ConfigError extends Error {}

/** Reads `./.env` when there is one; variables already in the environment win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

const KNOWN_KEYS = new Set(Object.keys(new AppConfig()).concat('DATABASE_URL', 'PUBLIC_URL'));

/** Builds the config from an environment, throwing a ConfigError that names each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Record<string, string> = {};
  for (const key of KNOWN_KEYS) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const config = plainToInstance(AppConfig, raw);
  const errors = validateSync(config, { whitelist: true });
  if (errors.length > 0) {
    const lines = errors.map(
      (e) => `${e.property}=${JSON.stringify(raw[e.property] ?? '')}: ${Object.values(e.constraints ?? {}).join('; ')}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  return config;
}
