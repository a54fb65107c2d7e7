-- The analytics tables on the cluster of docker/compose.clickhouse.yml (docs/analytics.md, "A cluster").
-- Local, replicated tables in `analytics_local` on every node; `Distributed` tables with the service's
-- names in `analytics` (the database CLICKHOUSE_URL names), sharded by workspace. Run once, on any node.
CREATE DATABASE IF NOT EXISTS analytics_local ON CLUSTER analytics;
CREATE DATABASE IF NOT EXISTS analytics ON CLUSTER analytics;

CREATE TABLE IF NOT EXISTS analytics_local.analytics_event ON CLUSTER analytics (
  workspace_id UInt32, project_id UInt32, edition_id UInt32, page_id Nullable(UInt32), token_id Nullable(UInt32),
  occurred_on DateTime('UTC'), at_ms UInt64, seq UInt64, type String, visitor String,
  country Nullable(String), device Nullable(String), browser Nullable(String), os Nullable(String), referrer_domain Nullable(String), utm_source Nullable(String), utm_medium Nullable(String), utm_campaign Nullable(String),
  engaged_ms Nullable(UInt32), scroll_depth Nullable(UInt8), target Nullable(String), name Nullable(String)
) ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/analytics_event', '{replica}')
  PARTITION BY toYYYYMM(occurred_on) ORDER BY (workspace_id, edition_id, occurred_on);

CREATE TABLE IF NOT EXISTS analytics_local.analytics_session ON CLUSTER analytics (
  workspace_id UInt32, project_id UInt32, edition_id UInt32, visitor String,
  started_on DateTime('UTC'), started_ms UInt64, last_seen_ms UInt64, version UInt64,
  pageviews UInt32, is_returning UInt8, reached_last UInt8, exit_page_id Nullable(UInt32),
  last_pageview_ms Nullable(UInt64), last_time_ms Nullable(UInt32), last_scroll Nullable(UInt8), pages_seen String,
  token_id Nullable(UInt32), entry_page_id Nullable(UInt32),
  country Nullable(String), device Nullable(String), browser Nullable(String), os Nullable(String), referrer_domain Nullable(String), utm_source Nullable(String), utm_medium Nullable(String), utm_campaign Nullable(String)
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/analytics_session', '{replica}', version)
  PARTITION BY toYYYYMM(started_on) ORDER BY (workspace_id, edition_id, visitor, started_ms);

CREATE TABLE IF NOT EXISTS analytics_local.analytics_rollup ON CLUSTER analytics (
  granularity String, bucket DateTime('UTC'), workspace_id UInt32, project_id UInt32, edition_id UInt32,
  dims_hash String, page_id Nullable(UInt32), token_id Nullable(UInt32), entry_page_id Nullable(UInt32),
  country Nullable(String), device Nullable(String), browser Nullable(String), os Nullable(String), referrer_domain Nullable(String), utm_source Nullable(String), utm_medium Nullable(String), utm_campaign Nullable(String),
  pageviews AggregateFunction(sum, Int64), entries AggregateFunction(sum, Int64), page_visits AggregateFunction(sum, Int64), bounces AggregateFunction(sum, Int64), exits AggregateFunction(sum, Int64), returning AggregateFunction(sum, Int64), completions AggregateFunction(sum, Int64), duration_ms AggregateFunction(sum, Int64), time_ms AggregateFunction(sum, Int64), time_n AggregateFunction(sum, Int64), scroll_sum AggregateFunction(sum, Int64), scroll_n AggregateFunction(sum, Int64), clicks AggregateFunction(sum, Int64), customs AggregateFunction(sum, Int64),
  visitors AggregateFunction(uniqCombined, String)
) ENGINE = ReplicatedAggregatingMergeTree('/clickhouse/tables/{shard}/analytics_rollup', '{replica}')
  PARTITION BY toYYYYMM(bucket) ORDER BY (workspace_id, granularity, bucket, edition_id, dims_hash);

CREATE TABLE IF NOT EXISTS analytics_local.analytics_rollup_in ON CLUSTER analytics (
  granularity String, bucket DateTime('UTC'), workspace_id UInt32, project_id UInt32, edition_id UInt32,
  dims_hash String, page_id Nullable(UInt32), token_id Nullable(UInt32), entry_page_id Nullable(UInt32),
  country Nullable(String), device Nullable(String), browser Nullable(String), os Nullable(String), referrer_domain Nullable(String), utm_source Nullable(String), utm_medium Nullable(String), utm_campaign Nullable(String),
  in_pageviews Int64, in_entries Int64, in_page_visits Int64, in_bounces Int64, in_exits Int64, in_returning Int64, in_completions Int64, in_duration_ms Int64, in_time_ms Int64, in_time_n Int64, in_scroll_sum Int64, in_scroll_n Int64, in_clicks Int64, in_customs Int64, in_visitors Array(String)
) ENGINE = Null;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_local.analytics_rollup_mv ON CLUSTER analytics
  TO analytics_local.analytics_rollup AS
  SELECT granularity, bucket, workspace_id, project_id, edition_id, dims_hash, page_id, token_id, entry_page_id,
    country, device, browser, os, referrer_domain, utm_source, utm_medium, utm_campaign,
    sumState(if(i = 1, in_pageviews, toInt64(0))) AS pageviews, sumState(if(i = 1, in_entries, toInt64(0))) AS entries, sumState(if(i = 1, in_page_visits, toInt64(0))) AS page_visits, sumState(if(i = 1, in_bounces, toInt64(0))) AS bounces, sumState(if(i = 1, in_exits, toInt64(0))) AS exits, sumState(if(i = 1, in_returning, toInt64(0))) AS returning, sumState(if(i = 1, in_completions, toInt64(0))) AS completions, sumState(if(i = 1, in_duration_ms, toInt64(0))) AS duration_ms, sumState(if(i = 1, in_time_ms, toInt64(0))) AS time_ms, sumState(if(i = 1, in_time_n, toInt64(0))) AS time_n, sumState(if(i = 1, in_scroll_sum, toInt64(0))) AS scroll_sum, sumState(if(i = 1, in_scroll_n, toInt64(0))) AS scroll_n, sumState(if(i = 1, in_clicks, toInt64(0))) AS clicks, sumState(if(i = 1, in_customs, toInt64(0))) AS customs,
    uniqCombinedState(in_visitors[i]) AS visitors
  FROM analytics_local.analytics_rollup_in ARRAY JOIN arrayEnumerate(in_visitors) AS i
  GROUP BY granularity, bucket, workspace_id, project_id, edition_id, dims_hash, page_id, token_id, entry_page_id,
    country, device, browser, os, referrer_domain, utm_source, utm_medium, utm_campaign;

-- The clicks and custom events alone, for events reports: filled by a view on each node's inserts.
CREATE TABLE IF NOT EXISTS analytics_local.analytics_named_event ON CLUSTER analytics (
  workspace_id UInt32, project_id UInt32, edition_id UInt32, page_id Nullable(UInt32), token_id Nullable(UInt32),
  occurred_on DateTime('UTC'), at_ms UInt64,
  country Nullable(String), device Nullable(String), browser Nullable(String), os Nullable(String), referrer_domain Nullable(String), utm_source Nullable(String), utm_medium Nullable(String), utm_campaign Nullable(String),
  target Nullable(String), name Nullable(String)
) ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/analytics_named_event', '{replica}')
  PARTITION BY toYYYYMM(occurred_on) ORDER BY (workspace_id, edition_id, occurred_on);

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_local.analytics_named_event_mv ON CLUSTER analytics
  TO analytics_local.analytics_named_event AS
  SELECT workspace_id, project_id, edition_id, page_id, token_id, occurred_on, at_ms,
    country, device, browser, os, referrer_domain, utm_source, utm_medium, utm_campaign, target, name
  FROM analytics_local.analytics_event WHERE type IN ('click', 'custom');

-- What the service reads and writes: one workspace's rows on one shard.
CREATE TABLE IF NOT EXISTS analytics.analytics_event ON CLUSTER analytics AS analytics_local.analytics_event
  ENGINE = Distributed(analytics, analytics_local, analytics_event, workspace_id);
CREATE TABLE IF NOT EXISTS analytics.analytics_session ON CLUSTER analytics AS analytics_local.analytics_session
  ENGINE = Distributed(analytics, analytics_local, analytics_session, workspace_id);
CREATE TABLE IF NOT EXISTS analytics.analytics_rollup ON CLUSTER analytics AS analytics_local.analytics_rollup
  ENGINE = Distributed(analytics, analytics_local, analytics_rollup, workspace_id);
CREATE TABLE IF NOT EXISTS analytics.analytics_rollup_in ON CLUSTER analytics AS analytics_local.analytics_rollup_in
  ENGINE = Distributed(analytics, analytics_local, analytics_rollup_in, workspace_id);
CREATE TABLE IF NOT EXISTS analytics.analytics_named_event ON CLUSTER analytics AS analytics_local.analytics_named_event
  ENGINE = Distributed(analytics, analytics_local, analytics_named_event, workspace_id);

-- The service's start-up DDL is for one server: mark its steps done so it creates nothing here.
CREATE TABLE IF NOT EXISTS analytics.analytics_schema ON CLUSTER analytics (step UInt32, applied DateTime)
  ENGINE = ReplicatedMergeTree('/clickhouse/tables/all/analytics_schema', '{replica}') ORDER BY step;
INSERT INTO analytics.analytics_schema SELECT number + 1, now() FROM numbers(8);
