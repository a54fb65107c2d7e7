// A generated file that is committed: written, or with `--check` compared with what is committed
// (exit 1 when stale). Shared by scripts/openapi-types.mjs and scripts/swagger-metadata.mjs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function writeOrCheck(target, content, command) {
  if (process.argv.includes('--check')) {
    const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (committed !== content) {
      process.stderr.write(`${target} is stale: run \`${command}\`\n`);
      process.exit(1);
    }
  } else {
    writeFileSync(target, content);
    process.stderr.write(`wrote ${target}\n`);
  }
}
