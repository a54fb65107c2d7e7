#!/usr/bin/env bash
# ClickHouse's own CPU per event for inserts of a given size (issue 44, docs/benchmarks.md):
# EVENTS bench-like pageviews (one line each, in the store's TabSeparated column order) inserted
# over HTTP in inserts of BATCH, into an empty copy of an existing analytics_event table (no
# views), and the server's user + system CPU over the inserts and until its merges are done.
#
#   bench/clickhouse-insert-cost.sh http://127.0.0.1:8123 <database with analytics_event> [BATCH] [EVENTS]
#
# The server is found by its command name (one clickhouse-server on the machine, or set
# CLICKHOUSE_PID). Nothing else should run on the server meanwhile.
set -euo pipefail
root=$1 source_db=$2 batch=${3:-2000} events=${4:-200000}
pid=${CLICKHOUSE_PID:-$(pgrep -x clickhouse-serv)}
db=insert_cost_$$
work=$(mktemp -d)
trap 'curl -sS "$root/" --data-binary "DROP DATABASE IF EXISTS $db" >/dev/null; rm -rf "$work"' EXIT
q() { curl -sS --fail-with-body "$root/" --data-binary "$1"; }
q "CREATE DATABASE $db"
q "CREATE TABLE $db.analytics_event AS $source_db.analytics_event"
node -e '
const n = Number(process.argv[1]); const start = Date.now() - 3600_000; let seq = Date.now() * 1000; const out = [];
for (let i = 0; i < n; i++) {
  const at = start + i * 10, d = new Date(at).toISOString().slice(0, 19).replace("T", " ");
  const visitor = ((i * 2654435761) >>> 0).toString(16).padStart(16, "0");
  out.push(`1\t1\t1\t1\t\\N\t${d}\t${at}\t${seq++}\tpageview\t${visitor}\t\\N\tdesktop\tChrome\tLinux\tgoogle.com\ts${i % 7}\t\\N\t\\N\t\\N\t\\N\t\\N\t\\N\n`);
}
process.stdout.write(out.join(""));' "$events" | split -l "$batch" -d -a 5 - "$work/c"
columns=workspace_id,project_id,edition_id,page_id,token_id,occurred_on,at_ms,seq,type,visitor,country,device,browser,os,referrer_domain,utm_source,utm_medium,utm_campaign,engaged_ms,scroll_depth,target,name
cpu() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
before=$(cpu)
for chunk in "$work"/c*; do
  curl -sS --fail-with-body "$root/?query=$(printf 'INSERT INTO %s.analytics_event (%s) FORMAT TabSeparated' "$db" "$columns" | sed 's/ /%20/g')" \
    --data-binary @"$chunk" >/dev/null
done
inserted=$(cpu)
for _ in $(seq 1 120); do [ "$(q "SELECT count() FROM system.merges WHERE database = '$db'")" = 0 ] && break; sleep 0.5; done
merged=$(cpu)
ticks=$(getconf CLK_TCK)
echo "batch $batch, $events events: $(q "SELECT count() FROM system.parts WHERE database = '$db' AND active") parts left;" \
  "server CPU per event $(awk -v c="$((inserted - before))" -v t="$ticks" -v n="$events" 'BEGIN { printf "%.1f", c / t / n * 1e6 }') µs inserting," \
  "$(awk -v c="$((merged - before))" -v t="$ticks" -v n="$events" 'BEGIN { printf "%.1f", c / t / n * 1e6 }') µs with its merges"
