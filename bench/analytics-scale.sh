#!/usr/bin/env bash
# The analytics store side by side (docs/benchmarks.md, "Analytics at scale"): the same
# server-seeded events (bench/analytics-seed.ts) on MariaDB and on ClickHouse at 1M and 10M, then
# ClickHouse alone at 100M, one `npm run bench:analytics` after another, with the load average
# before each. BENCH_CLICKHOUSE_URL: the ClickHouse server's root (http://default@127.0.0.1:8123);
# SIZES and STORES narrow the run. The 100M run keeps its database for BENCH_REUSE (its name is
# in $OUT/clickhouse-100000000.json): drop it when done.
set -euo pipefail
: "${BENCH_CLICKHOUSE_URL:?the ClickHouse server root, e.g. http://default@127.0.0.1:8123}"
OUT=${OUT:-$(mktemp -d)}
SIZES=${SIZES:-"1000000 10000000 100000000"}
STORES=${STORES:-"sql clickhouse"}
npm run build:tools --silent
for size in $SIZES; do
  for store in $STORES; do
    # One database stops before 100M here (docs/benchmarks.md): ClickHouse alone at that size.
    if [ "$store" = sql ] && [ "$size" -gt 10000000 ]; then continue; fi
    echo "== $store, $size events; $(uptime)"
    env_store=()
    [ "$store" = clickhouse ] && env_store=(BENCH_STORE=clickhouse)
    reuse=()
    [ "$size" -ge 100000000 ] && reuse=(BENCH_REUSE="$OUT/$store-$size.json")
    env "${env_store[@]}" "${reuse[@]}" BENCH_SEED=server SEED_EVENTS="$size" SECONDS="${SECONDS_PER_RUN:-6}" ROUNDS=2 \
      node dist/bench/analytics.js 2>&1 | tee "$OUT/$store-$size.txt"
    echo "== done; $(uptime)"
  done
done
echo "results in $OUT"
