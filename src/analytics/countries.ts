import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type CountryResponse, open, type Reader } from 'maxmind';

import { AppConfig } from '../config/app-config.js';

const COUNTRY = /^[A-Z]{2}$/;

/**
 * The reader's country (ISO 3166-1 alpha-2): a trusted proxy's header when
 * ANALYTICS_COUNTRY_HEADER names one, else the operator's MaxMind database (ANALYTICS_GEOIP_DB),
 * else null. Looked up while the request is served, so the IP goes no further.
 */
@Injectable()
export class Countries implements OnModuleInit {
  private readonly logger = new Logger('Analytics');
  private reader: Reader<CountryResponse> | null = null;
  private readonly header: string | undefined;

  constructor(private readonly config: AppConfig) {
    this.header = config.ANALYTICS_COUNTRY_HEADER?.toLowerCase();
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.ANALYTICS_GEOIP_DB) return;
    // A configured database that cannot be read fails the start: counting every reader as
    // "unknown country" in silence would be worse.
    this.reader = await open<CountryResponse>(this.config.ANALYTICS_GEOIP_DB);
    this.logger.log(`country lookups from ${this.config.ANALYTICS_GEOIP_DB}`);
  }

  of(request: FastifyRequest): string | null {
    if (this.header) {
      const value = request.headers[this.header];
      const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
      if (code && COUNTRY.test(code)) return code;
    }
    if (this.reader) {
      try {
        const code = this.reader.get(request.ip)?.country?.iso_code;
        if (code && COUNTRY.test(code)) return code;
      } catch {
        return null;
      }
    }
    return null;
  }
}
