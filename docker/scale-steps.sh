#!/usr/bin/env bash
# For a machine without a Docker engine: checks docker/compose.scale.yml as far as it can run
# here. (1) HAProxy's own check of docker/scale/haproxy.cfg (the API hosts do not resolve here:
# warnings, not errors); (2) every API container's environment passes the app's configuration
# check, and every service a container waits for exists; (3) the same topology for real, without
# Docker: test/platform/scale-out.e2e-spec.ts (mariadbd primary and replica, Debian's HAProxy, Redis,
# three built API processes, one SIGKILLed mid-run).
#   docker/scale-steps.sh [mysql-url]   default mysql://root@127.0.0.1:3306/test
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== haproxy -c docker/scale/haproxy.cfg"
haproxy -c -f docker/scale/haproxy.cfg

echo "== the API containers' environment, checked by the app"
npm run build --silent
node --input-type=module -e "
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { loadConfig } from './dist/src/config/app-config.js';
const compose = load(readFileSync('docker/compose.scale.yml', 'utf8'));
// Compose reads YAML merge keys (<<: *api); this parser leaves them as a key.
for (const [name, service] of Object.entries(compose.services)) compose.services[name] = { ...(service['<<'] ?? {}), ...service };
const apis = Object.keys(compose.services).filter((name) => /^api\d$/.test(name));
if (apis.length !== 3) throw new Error('expected three API services, found ' + apis.join(', '));
for (const [name, service] of Object.entries(compose.services)) {
  for (const dependency of Object.keys(service.depends_on ?? {})) {
    if (!compose.services[dependency]) throw new Error(name + ' waits for ' + dependency + ', which is not a service');
  }
  for (const volume of service.volumes ?? []) {
    const source = volume.split(':')[0];
    if (source.startsWith('./')) readFileSync(new URL(source, 'file://' + process.cwd() + '/docker/'));
  }
}
for (const name of apis) {
  const env = Object.fromEntries(Object.entries(compose.services[name].environment).map(([key, value]) => [key, String(value)]));
  const config = loadConfig(env);
  console.log(name + ': ' + config.replicaUrls.length + ' replica(s), Redis ' + (config.REDIS_URL ? 'on' : 'off') + ', storage ' + config.STORAGE_DRIVER);
}
"

echo "== the topology without Docker: test/platform/scale-out.e2e-spec.ts"
DATABASE_URL="${1:-mysql://root@127.0.0.1:3306/test}" NODE_OPTIONS=--experimental-vm-modules \
  npx jest --config jest-e2e.config.js --runInBand test/platform/scale-out.e2e-spec.ts
