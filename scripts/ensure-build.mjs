// Rebuilds dist/ when a source file or a build setting is newer than the last build, so
// `npm start` and `npm run cli` run the current code without paying for a build every time (a
// build is most of a minute on a loaded machine; a start of a built tree, a few seconds). Output
// goes to stderr only: stdout belongs to the command's JSON.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const stamps = ['dist/src/main.js', 'dist/src/cli/main.js'];
const settings = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'nest-cli.json'];
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const path = join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);
const changed = () => {
  if (!stamps.every((stamp) => existsSync(stamp))) return true;
  const built = Math.min(...stamps.map((stamp) => statSync(stamp).mtimeMs));
  const sources = Math.max(newest('src'), ...settings.filter(existsSync).map((file) => statSync(file).mtimeMs));
  return sources > built;
};

if (changed()) {
  process.stderr.write('building (the sources changed since the last build)...\n');
  execSync('npx nest build', { stdio: ['ignore', process.stderr, process.stderr] });
}
