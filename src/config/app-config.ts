import { existsSync } from 'node:fs';

import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync, type ValidationError } from 'class-validator';

import { AnalyticsConfig } from './sections/analytics.js';
import { BodiesConfig } from './sections/bodies.js';
import { DatabaseConfig } from './sections/database.js';
import { ExportsConfig } from './sections/exports.js';
import { MediaConfig } from './sections/media.js';
import { ObservabilityConfig } from './sections/observability.js';
import { PersonalizationConfig } from './sections/personalization.js';
import { RateLimitsConfig } from './sections/rate-limits.js';
import { ReaderConfig } from './sections/reader.js';
import { ServerConfig } from './sections/server.js';
import { StorageConfig } from './sections/storage.js';
import { TokensConfig } from './sections/tokens.js';
import { WebhooksConfig } from './sections/webhooks.js';

/** Variables whose values are never printed, not even masked. */
const SECRET_KEYS = new Set(['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID', 'MEDIA_URL_SECRET']);

/** `scheme://user:password@host` with the password replaced, for messages and logs. */
export function maskCredentials(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^/\s]*@/gi, '$1:***@');
}

/**
 * The environment's sections, each a class of its own concern's variables with their defaults and
 * validation (sections/): validated in this order, and merged into one AppConfig.
 */
const SECTIONS = [
  ServerConfig,
  DatabaseConfig,
  StorageConfig,
  TokensConfig,
  ReaderConfig,
  ObservabilityConfig,
  RateLimitsConfig,
  BodiesConfig,
  MediaConfig,
  PersonalizationConfig,
  ExportsConfig,
  WebhooksConfig,
  AnalyticsConfig,
] as const;

/**
 * The process environment, validated at boot: every section's variables (sections/), plus what
 * is derived from them. A bad value stops the process with a message that names the variable.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the sections' fields are set by loadConfig
export interface AppConfig
  extends
    ServerConfig,
    DatabaseConfig,
    StorageConfig,
    TokensConfig,
    ReaderConfig,
    ObservabilityConfig,
    RateLimitsConfig,
    BodiesConfig,
    MediaConfig,
    PersonalizationConfig,
    ExportsConfig,
    WebhooksConfig,
    AnalyticsConfig {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the class is Nest's injection token
export class AppConfig {
  /**
   * Not a variable: false in the operator CLI's application context (cli/main.ts), where no
   * background work starts: no worker, sweep, timer, Redis subscription or metrics server.
   * Every provider that starts such work on init checks it.
   */
  get workers(): boolean {
    return this.#workers;
  }

  #workers = true;

  /** This config with `workers` false (the CLI's). */
  withoutWorkers(): this {
    this.#workers = false;
    return this;
  }

  get isMysql(): boolean {
    return this.DATABASE_URL !== undefined;
  }

  /** DATABASE_REPLICA_URLS as a list; empty without replicas. */
  get replicaUrls(): string[] {
    return this.DATABASE_URL && this.DATABASE_REPLICA_URLS
      ? this.DATABASE_REPLICA_URLS.split(',').map((url) => url.trim())
      : [];
  }

  /** CORS_ORIGINS as Fastify's CORS plugin takes it: false (off), `*` (any, the default) or a list. */
  get corsOrigins(): false | '*' | string[] {
    if (this.CORS_ORIGINS === undefined || this.CORS_ORIGINS === '*') return '*';
    if (this.CORS_ORIGINS === 'off') return false;
    return this.CORS_ORIGINS.split(',').map((origin) => origin.trim());
  }

  /** TRUST_PROXY as Fastify's `trustProxy` takes it: off, a hop test, or the proxies' addresses. */
  get trustProxy(): boolean | string[] | ((address: string, hop: number) => boolean) {
    if (this.TRUST_PROXY === undefined) return false;
    if (/^\d+$/.test(this.TRUST_PROXY)) {
      const hops = Number(this.TRUST_PROXY);
      return (_address, hop) => hop < hops;
    }
    return this.TRUST_PROXY.split(',').map((entry) => entry.trim());
  }

  /** PUBLIC_URL without a trailing slash, ready to prefix paths. */
  get baseUrl(): string {
    return (this.PUBLIC_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }

  /** WEBHOOK_RETRY_SCHEDULE_MS as numbers. */
  get webhookRetrySchedule(): number[] {
    return this.WEBHOOK_RETRY_SCHEDULE_MS.split(',').map(Number);
  }

  /** PUBLISH_URL without a trailing slash; this service's reader when it is unset. */
  get publishUrl(): string {
    return this.PUBLISH_URL === undefined ? `${this.baseUrl}/read` : this.PUBLISH_URL.replace(/\/+$/, '');
  }
}

export class ConfigError extends Error {}

/** Reads `./.env` when there is one; variables already in the environment win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/**
 * Every variable the sections declare: each has a validation decorator, so class-validator's
 * metadata lists it, those without a default (optional ones) included. A list kept by hand here
 * once forgot new optional variables, which were then silently ignored.
 */
const KNOWN_KEYS = new Set(
  SECTIONS.flatMap((section) =>
    getMetadataStorage()
      .getTargetValidationMetadatas(section, '', true, false)
      .map((metadata) => metadata.propertyName),
  ),
);

/** A bad value as a message may show it: secrets never, URLs without their password. */
function shown(key: string, value: string | undefined): string {
  if (value === undefined) return '""';
  return SECRET_KEYS.has(key) ? '"***"' : JSON.stringify(maskCredentials(value));
}

/** Builds the config from an environment, throwing a ConfigError that names each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Record<string, string> = {};
  for (const key of KNOWN_KEYS) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const config = new AppConfig();
  const errors: ValidationError[] = [];
  for (const section of SECTIONS) {
    const values = plainToInstance(section as new () => object, raw);
    errors.push(...validateSync(values, { whitelist: true }));
    Object.assign(config, values);
  }
  if (errors.length > 0) {
    const lines = errors.map(
      (e) => `${e.property}=${shown(e.property, raw[e.property])}: ${Object.values(e.constraints ?? {}).join('; ')}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  return config;
}
