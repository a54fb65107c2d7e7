import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, Matches, Max, Min } from 'class-validator';

import { NumberOr, parseBoolean } from '../validators.js';

/** Webhooks (docs/webhooks.md): where they may go, their retries, their delivery worker. */
export class WebhooksConfig {
  /** Webhooks (docs/webhooks.md): endpoints may be plain `http://` (tests, private deployments). */
  @Transform(({ value }) => (value === undefined || value === '' ? false : parseBoolean(value)))
  @IsBoolean({ message: 'WEBHOOK_ALLOW_HTTP must be true, false, 1 or 0' })
  WEBHOOK_ALLOW_HTTP = false;

  /** Webhooks may reach loopback and private addresses (link-local and metadata never). */
  @Transform(({ value }) => (value === undefined || value === '' ? false : parseBoolean(value)))
  @IsBoolean({ message: 'WEBHOOK_ALLOW_PRIVATE must be true, false, 1 or 0' })
  WEBHOOK_ALLOW_PRIVATE = false;

  /** The waits before each retry of a failed delivery, in ms, comma-separated (docs/webhooks.md). */
  @Matches(/^\d+(,\d+)*$/, { message: 'WEBHOOK_RETRY_SCHEDULE_MS must be comma-separated milliseconds' })
  WEBHOOK_RETRY_SCHEDULE_MS = '5000,300000,1800000,7200000,18000000,36000000,36000000';

  /** An endpoint failing for this long (ms, default 3 days) is disabled. */
  @NumberOr(259_200_000)
  @IsInt()
  @Min(0)
  WEBHOOK_DISABLE_AFTER_MS = 259_200_000;

  /** One attempt's time limit, connection to the last byte read. */
  @NumberOr(10_000)
  @IsInt()
  @Min(100)
  @Max(60_000)
  WEBHOOK_TIMEOUT_MS = 10_000;

  /** How often the delivery worker looks for due deliveries. */
  @NumberOr(1000)
  @IsInt()
  @Min(20)
  @Max(600_000)
  WEBHOOK_POLL_MS = 1000;

  /** Endpoints delivered to at once by this instance (each endpoint one at a time, in order); 0 turns delivery off. */
  @NumberOr(16)
  @IsInt()
  @Min(0)
  @Max(1000)
  WEBHOOK_CONCURRENCY = 16;

  /** How long an endpoint stays this instance's without a heartbeat. */
  @NumberOr(60_000)
  @IsInt()
  @Min(500)
  @Max(3_600_000)
  WEBHOOK_LEASE_MS = 60_000;
}
