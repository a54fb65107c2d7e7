// Rebuilds dist/ when any source file is newer than the last build, so `npm run cli` always
// runs the current code without paying for a build every time. Output goes to stderr only:
// stdout belongs to the command's JSON.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const stamp = 'dist/src/cli/main.js';
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const path = join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

if (!existsSync(stamp) || newest('src') > statSync(stamp).mtimeMs) {
  process.stderr.write('building...\n');
  execSync('npx nest build', { stdio: ['ignore', process.stderr, process.stderr] });
}
