import { isIP } from 'node:net';

import { IsIn, IsInt, IsOptional, IsUrl, Matches, Max, Min, ValidateBy } from 'class-validator';

import { NumberOr } from '../validators.js';

/** Where the service listens and how it names itself: its port and address, its public URL, its cluster, the proxies it trusts and the browser origins it answers. */
export class ServerConfig {
  @NumberOr(3000)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /**
   * The address the server listens on: every IPv4 interface by default (a container's port is
   * published from outside it), `127.0.0.1` for this machine only, `::` for IPv6 as well.
   */
  @ValidateBy(
    {
      name: 'isListenAddress',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && (isIP(value) !== 0 || value === 'localhost'),
      },
    },
    {
      message:
        'HOST must be an IP address to listen on, like 0.0.0.0 (every interface), 127.0.0.1 (this machine only) or :: (IPv6 too), or localhost',
    },
  )
  HOST = '0.0.0.0';

  /** Base of every link the API writes; defaults to http://localhost:PORT. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_URL?: string;

  @IsIn(['eu', 'us'])
  CLUSTER: 'eu' | 'us' = 'eu';

  /**
   * Which proxies' `X-Forwarded-For` to believe for the client IP (the per-IP `/oauth` limit):
   * unset believes none, so a client cannot pick its own address; a number is how many proxy
   * hops sit in front; otherwise a comma-separated list of proxy addresses or CIDR ranges.
   */
  @IsOptional()
  @Matches(/^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
    message: 'TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges',
  })
  TRUST_PROXY?: string;

  /**
   * Browser origins allowed to call the API (docs/http.md, Security headers and CORS): unset or `*` allows any origin, a
   * comma-separated list (`https://app.example.com`) narrows it, `off` turns CORS off.
   */
  @IsOptional()
  @Matches(/^(\*|off|https?:\/\/[^\s,/]+(\s*,\s*https?:\/\/[^\s,/]+)*)$/, {
    message: 'CORS_ORIGINS must be *, off, or a comma-separated list of origins such as https://app.example.com',
  })
  CORS_ORIGINS?: string;
}
