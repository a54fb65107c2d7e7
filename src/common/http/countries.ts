import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type CountryResponse, open, type Reader } from 'maxmind';

import { AppConfig } from '../../config/app-config.js';

const COUNTRY = /^[A-Z]{2}$/;

/**
 * The assigned ISO 3166-1 alpha-2 codes, and XK (Kosovo, as GeoIP databases write it): what a
 * country a reader is from can be, so what a rule on the reader's country may name.
 */
const COUNTRY_CODES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT ' +
    'BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ' +
    'ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT ' +
    'HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS ' +
    'LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI ' +
    'NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG ' +
    'SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
    'UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
  ).split(' '),
);

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && COUNTRY_CODES.has(value);
}

/**
 * The reader's country (ISO 3166-1 alpha-2): a trusted proxy's header when
 * ANALYTICS_COUNTRY_HEADER names one, else the operator's MaxMind database (ANALYTICS_GEOIP_DB),
 * else null. Looked up while the request is served, so the IP goes no further. Analytics and the
 * reader's context rules (content/visible-if.ts) read it alike.
 */
@Injectable()
export class Countries implements OnModuleInit {
  private readonly logger = new Logger('Countries');
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
