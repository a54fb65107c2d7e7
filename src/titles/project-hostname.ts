/**
 * A project's custom domain, set by operators (docs/operators.md, "Custom domains"): the API keeps
 * `hostname` read-only, as the platform does, since a domain needs DNS and a certificate that only
 * the operator arranges. The CLI's `project:hostname` runs this.
 */
import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';

import type { AppConfig } from '../config/app-config.js';

/** A hostname refused by one of the rules; the message names the rule. */
export class HostnameRefused extends Error {}

/** A hostname another project has: the message names the rule, never the other project. */
export class HostnameTaken extends Error {}

/** A project that the operator named and that is not there. */
export class ProjectNotFound extends Error {}

/** A DNS name at most (RFC 1035), and the column's bound. */
const HOSTNAME_MAX = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The hostname as it is stored and as browsers send it in `Host`: trimmed, lower case, IDNA
 * (punycode) encoded, without a final dot. Refused, with the rule named, when it is not a plain
 * public domain name, or when it is one of `ownHosts` (this service's own addresses: a project
 * there would take the API's or the reader's requests).
 */
export function normalizeHostname(input: string, ownHosts: readonly string[]): string {
  const raw = input.trim();
  if (raw === '') throw new HostnameRefused('the hostname is empty');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw))
    throw new HostnameRefused(`"${raw}" has a scheme: give the hostname only, like docs.example.com`);
  if (/[/?#\\]/.test(raw))
    throw new HostnameRefused(`"${raw}" has a path: give the hostname only, like docs.example.com`);
  if (raw.startsWith('[') || isIP(raw) !== 0) throw new HostnameRefused(`"${raw}" is an IP address, not a domain name`);
  if (raw.includes(':'))
    throw new HostnameRefused(`"${raw}" has a port: a custom domain is served on the standard ports`);
  const ascii = domainToASCII(raw.replace(/\.$/, '').toLowerCase());
  // The URL standard's host parser reads "127.1" and "0x7f.1" as addresses too.
  if (ascii !== '' && isIP(ascii) !== 0) throw new HostnameRefused(`"${raw}" is an IP address, not a domain name`);
  const labels = ascii.split('.');
  if (ascii === '' || ascii.length > HOSTNAME_MAX || !labels.every((label) => LABEL.test(label)))
    throw new HostnameRefused(
      `"${raw}" is not a valid domain name (letters, digits and hyphens in dot-separated labels of at most 63, or an internationalized name)`,
    );
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1)!))
    throw new HostnameRefused(
      `"${raw}" is not a public domain name: it needs a top-level domain, like docs.example.com`,
    );
  if (ownHosts.includes(ascii))
    throw new HostnameRefused(`"${ascii}" is this service's own host (PUBLIC_URL or PUBLISH_URL), not a project's`);
  return ascii;
}

/** This service's own hosts: the API's (PUBLIC_URL) and, when set, the viewer's (PUBLISH_URL). */
export function ownHosts(config: AppConfig): string[] {
  const hosts = [config.baseUrl, config.publishUrl].map((url) => new URL(url).hostname.toLowerCase());
  return [...new Set([...hosts, 'localhost'])];
}

/** How the operator names a project: its id alone, or its workspace and itself, each by id or identifier. */
export interface ProjectRef {
  workspace?: string;
  project: string;
}

export interface ProjectHostname {
  id: number;
  identifier: string;
  workspace: string;
  hostname: string | null;
}
