import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';

/** What the service tells operators: its log level, the metrics server, tracing. */
export class ObservabilityConfig {
  @IsIn(['debug', 'info', 'warn', 'error', 'silent'])
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' | 'silent' = 'info';

  /**
   * A port of its own for `GET /metrics` (Prometheus); unset, there is no metrics server. Keep it
   * off the public network; 0 picks a free port (tests).
   */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT?: number;

  /** The address the metrics server listens on. */
  @IsString()
  @IsNotEmpty()
  METRICS_HOST = '0.0.0.0';

  /** With it, the metrics server also asks for `Authorization: Bearer <METRICS_TOKEN>`. */
  @IsOptional()
  @IsString()
  METRICS_TOKEN?: string;

  /**
   * OpenTelemetry: with an OTLP/HTTP endpoint (`http://collector:4318`), every request is a span
   * sent there, a child of the caller's `traceparent`; unset, no tracing code is loaded.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;

  /** The `service.name` of the spans. */
  @IsString()
  @IsNotEmpty()
  OTEL_SERVICE_NAME = 'publishing-api';
}
