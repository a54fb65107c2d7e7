import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

import { ProblemException } from '../common/problem/problem.js';
import type { AuthenticationDto, EditionOptionsDto } from './dto/edition-options.dto.js';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

export const SHARE_NETWORKS = ['facebook', 'linkedin', 'twitter', 'whatsapp', 'xing', 'mail'] as const;

/** How a doc's password protection is stored: the password only as an scrypt hash. */
type StoredAuthentication =
  | { method: 'password'; params: { username: string; password_hash: string } }
  | { method: 'whitelist'; params: { whitelist: string[] } };

/** A doc's options as stored: every key docs/docs-and-pages.md lists (Docs (editions)), in the platform's order. */
export interface EditionOptions {
  locale: string;
  help: string | null;
  has_cookie_check: boolean;
  cookie_check_message: { title: string | null; description: string | null };
  has_editions_hidden: boolean;
  has_personalization: boolean;
  offline_mode: boolean;
  has_nofollow: boolean;
  has_disabled_navigation: boolean;
  has_page_menu_button: boolean;
  has_custom_url: boolean;
  has_page_numbers: boolean;
  floating_hamburger: boolean;
  authentication: StoredAuthentication | null;
  has_favorites: boolean;
  has_search: boolean;
  has_header: boolean;
  has_cobranding: boolean;
  header_code: string | null;
  utm_code: string | null;
  share: string[];
  anonymize_ip: boolean;
  disable_cdn: boolean;
}

/** What a response shows of the protection: never the password, only whether there is one. */
type PresentedAuthentication =
  | { method: 'password'; params: { username: string; password: null; has_password: boolean } }
  | { method: 'whitelist'; params: { whitelist: string[] } };

export type PresentedOptions = Omit<EditionOptions, 'authentication'> & {
  authentication: PresentedAuthentication | null;
};

/** The defaults, as captured from the platform. */
export function defaultOptions(): EditionOptions {
  return {
    locale: 'en_gb',
    help: null,
    has_cookie_check: false,
    cookie_check_message: { title: null, description: null },
    has_editions_hidden: false,
    has_personalization: false,
    offline_mode: false,
    has_nofollow: true,
    has_disabled_navigation: false,
    has_page_menu_button: true,
    has_custom_url: false,
    has_page_numbers: true,
    floating_hamburger: false,
    authentication: null,
    has_favorites: false,
    has_search: false,
    has_header: false,
    has_cobranding: true,
    header_code: null,
    utm_code: null,
    share: [],
    anonymize_ip: true,
    disable_cdn: false,
  };
}

/**
 * `patch` merged into `current` key by key (a validated DTO: only known keys, each of its type).
 * `authentication` is replaced whole, except that `password: null` keeps the stored hash.
 */
export async function mergeOptions(
  current: EditionOptions,
  patch: EditionOptionsDto | undefined,
): Promise<EditionOptions> {
  const merged = { ...defaultOptions(), ...current };
  if (!patch) return merged;
  for (const [key, value] of Object.entries(patch) as [keyof EditionOptionsDto, unknown][]) {
    if (value === undefined) continue;
    if (key === 'authentication') {
      merged.authentication = await storedAuthentication(current.authentication, value as AuthenticationDto | null);
    } else if (key === 'cookie_check_message') {
      merged.cookie_check_message = { ...merged.cookie_check_message, ...stripUndefined(value as object) };
    } else {
      (merged as unknown as Record<string, unknown>)[key] = value;
    }
  }
  return merged;
}

async function storedAuthentication(
  current: StoredAuthentication | null,
  next: AuthenticationDto | null,
): Promise<StoredAuthentication | null> {
  if (next === null) return null;
  if (next.method === 'whitelist') {
    return {
      method: 'whitelist',
      params: { whitelist: [...new Set((next.params.whitelist ?? []).map((email) => email.toLowerCase()))] },
    };
  }
  const { username, password } = next.params;
  if (password === null || password === undefined) {
    if (current?.method !== 'password') {
      throw ProblemException.invalidField(
        'options.authentication.params.password',
        'isDefined',
        'A password is required to protect the doc with one',
      );
    }
    return {
      method: 'password',
      params: { username: username ?? current.params.username, password_hash: current.params.password_hash },
    };
  }
  if (username === undefined || username === null) {
    throw ProblemException.invalidField(
      'options.authentication.params.username',
      'isDefined',
      'A username is required with a password',
    );
  }
  return { method: 'password', params: { username, password_hash: await hashPassword(password) } };
}

export function presentOptions(options: EditionOptions): PresentedOptions {
  const all = { ...defaultOptions(), ...options };
  const auth = all.authentication;
  return {
    locale: all.locale,
    help: all.help,
    has_cookie_check: all.has_cookie_check,
    cookie_check_message: { title: all.cookie_check_message.title, description: all.cookie_check_message.description },
    has_editions_hidden: all.has_editions_hidden,
    has_personalization: all.has_personalization,
    offline_mode: all.offline_mode,
    has_nofollow: all.has_nofollow,
    has_disabled_navigation: all.has_disabled_navigation,
    has_page_menu_button: all.has_page_menu_button,
    has_custom_url: all.has_custom_url,
    has_page_numbers: all.has_page_numbers,
    floating_hamburger: all.floating_hamburger,
    authentication:
      auth === null
        ? null
        : auth.method === 'password'
          ? {
              method: 'password',
              params: {
                username: auth.params.username,
                password: null,
                has_password: auth.params.password_hash !== '',
              },
            }
          : { method: 'whitelist', params: { whitelist: [...auth.params.whitelist] } },
    has_favorites: all.has_favorites,
    has_search: all.has_search,
    has_header: all.has_header,
    has_cobranding: all.has_cobranding,
    header_code: all.header_code,
    utm_code: all.utm_code,
    share: [...all.share],
    anonymize_ip: all.anonymize_ip,
    disable_cdn: all.disable_cdn,
  };
}

/**
 * Doc passwords are chosen by people, so unlike API secrets (random, sha256 is enough) they get
 * a salted, deliberately slow hash: scrypt, stored as `scrypt$salt$hash` (base64url).
 */
async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

function stripUndefined(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
