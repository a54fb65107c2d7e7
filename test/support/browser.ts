import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

import { type Browser, chromium, type Page } from 'playwright-core';

/**
 * Headless Chromium for every browser test, so that `npm ci && npm test` needs nothing from the
 * system. The browser is, in this order:
 * 1. CHROMIUM_PATH, when set (a browser of the developer's choosing);
 * 2. a `chromium` on PATH (Debian's, when installed);
 * 3. the one the @sparticuz/chromium dev dependency carries, unpacked on first use (about 6 s).
 *
 * Each launch gets a fresh profile: Playwright makes a new user data directory per `launch()` and
 * removes it on `close()`, so nothing is cached or remembered from an earlier run.
 */
export async function launchBrowser(
  options: { userAgent?: string; hostResolverRules?: string } = {},
): Promise<Browser> {
  // A user agent for the whole browser, not a context's override: the override is not applied to
  // what a page sends while it unloads (its `pagehide` beacons go out with the real one).
  const args = options.userAgent === undefined ? [...ARGS] : [...ARGS, `--user-agent=${options.userAgent}`];
  // Names of other origins (a partner's site, a custom domain) resolved to local servers:
  // "MAP shop.example 127.0.0.1:3000, MAP partner.example 127.0.0.1:3001".
  if (options.hostResolverRules) args.push(`--host-resolver-rules=${options.hostResolverRules}`);
  return chromium.launch({ executablePath: await browserPath(), headless: true, args });
}

// No sandbox: CI runs as root, where Chromium refuses its sandbox. The rest keep a test's browser
// quiet and offline: no GPU, no update/sync/field-trial traffic, no QUIC to anything.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

let resolved: Promise<string> | undefined;

function browserPath(): Promise<string> {
  resolved ??= (async () => process.env.CHROMIUM_PATH || onPath('chromium') || (await unpackedChromium()))();
  return resolved;
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * The packaged Chromium, unpacked once per machine and version into a directory of its own.
 * @sparticuz/chromium unpacks into os.tmpdir() itself (the binary, its SwiftShader libraries beside
 * it, fonts) and takes any existing `chromium` there as done, so two test files unpacking at once
 * (the SQLite and MariaDB suites run side by side in CI) could start a half-written binary. Hence:
 * a child process unpacks into a private directory (its TMPDIR), which is then renamed into place
 * in one step; whoever loses the race uses the winner's.
 */
async function unpackedChromium(): Promise<string> {
  const version = (
    JSON.parse(readFileSync(join(process.cwd(), 'node_modules', '@sparticuz', 'chromium', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const home = join(tmpdir(), `publishing-api-chromium-${version}`);
  const binary = join(home, 'chromium');
  if (existsSync(binary)) return binary;
  const staging = mkdtempSync(`${home}.partial-`);
  try {
    const script = "import chromium from '@sparticuz/chromium'; process.stdout.write(await chromium.executablePath());";
    // Resolved from the project root, where node_modules is.
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: process.cwd(),
      env: { ...process.env, TMPDIR: staging },
    });
    if (stdout !== join(staging, 'chromium'))
      throw new Error(`@sparticuz/chromium unpacked to ${stdout}, not ${staging}`);
    try {
      renameSync(staging, home);
    } catch (error) {
      if (!existsSync(binary)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}

/**
 * Whether each image of the page loaded (lazy ones once scrolled to), by image: its natural
 * width is above 0. Evaluated in the page as strings (the project's TypeScript has no DOM types)
 * and polled with evaluate: waitForFunction evaluates its predicate as a string in the page, which
 * the reader's CSP (no 'unsafe-eval') refuses, as it should.
 */
export async function imagesLoaded(page: Page): Promise<boolean[]> {
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  for (let tries = 0; !(await page.evaluate('[...document.images].every((img) => img.complete)')); tries++) {
    if (tries > 100) throw new Error('the images did not finish loading');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.evaluate('window.scrollTo(0, 0)');
  return page.evaluate('[...document.images].map((img) => img.naturalWidth > 0)') as Promise<boolean[]>;
}
