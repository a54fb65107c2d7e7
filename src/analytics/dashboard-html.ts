import type { DashboardTable, DashboardView } from './dashboard.js';
import { DASHBOARD_PERIODS } from './dashboard.js';

/** The dashboard's page (docs/analytics.md): server-rendered, no inline style or script (strict CSP). */

const PERIOD_LABELS: Record<string, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  '7d': '7 days',
  '30d': '30 days',
  month: 'This month',
  '12mo': '12 months',
  all: 'All time',
};
const COMPARE_LABELS: Record<string, string> = {
  previous_period: 'Previous period',
  previous_year: 'Previous year',
  none: 'No comparison',
};
export const TIMEZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Australia/Sydney',
];
/** Rows each table shows on the page; its CSV has all of them. */
const ROWS_SHOWN = 10;

export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const integer = new Intl.NumberFormat('en-US');
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
/** A chart's axis dates (formatters made once: making one costs more than many formats). */
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export function formatCount(value: unknown): string {
  const n = Number(value ?? 0);
  if (n >= 10_000) return compact.format(n);
  return integer.format(n);
}

export function formatSeconds(value: unknown): string {
  const total = Math.round(Number(value ?? 0));
  if (total < 60) return `${total}s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}m ${String(total % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

function formatCell(kind: DashboardTable['columns'][number]['kind'], value: unknown): string {
  if (value === null || value === undefined) return kind === 'date' ? '—' : kind === 'text' ? '(none)' : '0';
  switch (kind) {
    case 'count':
      return integer.format(Number(value));
    case 'seconds':
      return formatSeconds(value);
    case 'percent':
      return `${decimal.format(Number(value))}%`;
    case 'date':
      return new Date(String(value)).toISOString().slice(0, 16).replace('T', ' ');
    default:
      return String(value);
  }
}

const TOTALS: { key: string; label: string; format: (value: unknown) => string; lowerIsBetter?: boolean }[] = [
  { key: 'visitors', label: 'Visitors', format: formatCount },
  { key: 'visits', label: 'Visits', format: formatCount },
  { key: 'pageviews', label: 'Pageviews', format: formatCount },
  { key: 'visit_duration', label: 'Visit duration', format: formatSeconds },
  {
    key: 'bounce_rate',
    label: 'Bounce rate',
    format: (v) => `${decimal.format(Number(v ?? 0))}%`,
    lowerIsBetter: true,
  },
  { key: 'completion_rate', label: 'Read to the end', format: (v) => `${decimal.format(Number(v ?? 0))}%` },
];

function change(value: unknown, lowerIsBetter = false): string {
  if (value === undefined) return '';
  if (value === null) return '<span class="change neutral">new</span>';
  const n = Number(value);
  if (n === 0) return '<span class="change neutral">no change</span>';
  const good = lowerIsBetter ? n < 0 : n > 0;
  const arrow = n > 0 ? '▲' : '▼';
  const words = `${n > 0 ? 'up' : 'down'} ${decimal.format(Math.abs(n))} percent`;
  return `<span class="change ${good ? 'good' : 'bad'}"><span aria-hidden="true">${arrow} ${decimal.format(Math.abs(n))}%</span><span class="sr-only">${words}</span></span>`;
}

/** The page's own address with some controls changed. */
function href(base: string, view: DashboardView, change: Partial<Record<'period' | 'timezone' | 'compare', string>>) {
  const params = new URLSearchParams({
    period: view.period,
    timezone: view.timezone,
    compare: view.compare ?? 'none',
    ...change,
  });
  return `${base}?${params.toString()}`;
}

/** The chart's top: four gridline steps of 1, 2 or 5 times a power of ten (whole numbers). */
function niceMax(value: number): number {
  const raw = Math.max(1, value / 4);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= raw) return Math.max(4, Math.ceil(step * magnitude) * 4);
  return 40 * magnitude;
}

function timeLabel(label: string, granularity: string): string {
  if (granularity === 'hour') return `${label.slice(11, 16)}`;
  const date = new Date(`${label.slice(0, 10)}T00:00:00Z`);
  return (granularity === 'month' ? monthLabel : dayLabel).format(date);
}

/** The visitors and pageviews series as an SVG chart (pageviews as an area, visitors as a line). */
function chart(view: DashboardView): string {
  const rows = view.series;
  const width = 800;
  const height = 260;
  const left = 44;
  const right = 12;
  const top = 14;
  const bottom = 30;
  const max = niceMax(
    Math.max(1, ...rows.map((row) => Number(row.pageviews)), ...rows.map((row) => Number(row.visitors))),
  );
  const step = rows.length > 1 ? (width - left - right) / (rows.length - 1) : 0;
  const x = (i: number) => (rows.length > 1 ? left + i * step : (left + width - right) / 2);
  const y = (v: number) => top + (height - top - bottom) * (1 - v / max);
  const points = (key: string) =>
    rows.map((row, i) => `${x(i).toFixed(1)},${y(Number(row[key])).toFixed(1)}`).join(' ');
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => {
      const v = max * f;
      return `<line class="grid" x1="${left}" x2="${width - right}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}"/><text class="axis" x="${left - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end">${formatCount(v)}</text>`;
    })
    .join('');
  const labelEvery = Math.max(1, Math.ceil(rows.length / 7));
  const xs = rows
    .map((row, i) =>
      i === rows.length - 1 || (i % labelEvery === 0 && rows.length - 1 - i >= labelEvery / 2)
        ? `<text class="axis" x="${x(i).toFixed(1)}" y="${height - 8}" text-anchor="${i === 0 ? 'start' : i === rows.length - 1 ? 'end' : 'middle'}">${esc(timeLabel(String(row.time), view.granularity))}</text>`
        : '',
    )
    .join('');
  const area = rows.length
    ? `<polygon class="area" points="${x(0).toFixed(1)},${y(0)} ${points('pageviews')} ${x(rows.length - 1).toFixed(1)},${y(0)}"/>`
    : '';
  const dots =
    rows.length <= 40
      ? rows
          .map(
            (row, i) =>
              `<circle class="dot" cx="${x(i).toFixed(1)}" cy="${y(Number(row.visitors)).toFixed(1)}" r="3"/>`,
          )
          .join('')
      : '';
  return `<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title">
<title id="chart-title">Visitors and pageviews by ${esc(view.granularity)}, ${esc(view.dateFrom)} to ${esc(view.dateTo)}</title>
${grid}${area}<polyline class="line-pageviews" points="${points('pageviews')}"/><polyline class="line-visitors" points="${points('visitors')}"/>${dots}${xs}
</svg>`;
}

function tableHtml(
  caption: string,
  columns: DashboardTable['columns'],
  rows: Record<string, unknown>[],
  limit = ROWS_SHOWN,
): string {
  const head = columns
    .map((column) => `<th scope="col"${column.kind === 'text' ? '' : ' class="num"'}>${esc(column.label)}</th>`)
    .join('');
  const body = rows.length
    ? rows
        .slice(0, limit)
        .map(
          (row) =>
            `<tr>${columns
              .map((column, index) =>
                index === 0 && column.kind === 'text'
                  ? `<th scope="row">${esc(formatCell(column.kind, row[column.key]))}</th>`
                  : `<td${column.kind === 'text' ? '' : ' class="num"'}>${esc(formatCell(column.kind, row[column.key]))}</td>`,
              )
              .join('')}</tr>`,
        )
        .join('')
    : `<tr><td colspan="${columns.length}" class="empty">Nothing in this period yet</td></tr>`;
  // Scrolls sideways on a narrow screen rather than squeezing words letter by letter.
  return `<div class="table-wrap" role="region" tabindex="0" aria-label="${esc(caption)}"><table><caption class="sr-only">${esc(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

function csvLink(base: string, view: DashboardView, key: string, title: string): string {
  const link = href(`${base}csv/${key}.csv`, view, {});
  return `<a class="csv" href="${esc(link)}" download>Download ${esc(title.toLowerCase())} as CSV</a>`;
}

function card(base: string, view: DashboardView, table: DashboardTable, wide = false): string {
  const more =
    table.rows.length > ROWS_SHOWN
      ? `<p class="more">Top ${ROWS_SHOWN} of ${integer.format(table.rows.length)}</p>`
      : '';
  return `<section class="card${wide ? ' wide' : ''}" aria-labelledby="t-${esc(table.key)}">
<div class="card-head"><h2 id="t-${esc(table.key)}">${esc(table.title)}</h2>${csvLink(base, view, table.key, table.title)}</div>
${tableHtml(table.title, table.columns, table.rows)}${more}
</section>`;
}

function funnelHtml(base: string, view: DashboardView): string {
  if (view.funnel.length === 0) return '';
  const steps = view.funnel.slice(0, 30);
  const bars = steps
    .map(
      (step) => `<li><span class="step-label">${step.page_position}. ${esc(step.page)}</span>
<svg class="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true"><rect class="bar-bg" width="100" height="10"/><rect class="bar-fg" width="${Math.min(100, Math.max(0, step.share)).toFixed(1)}" height="10"/></svg>
<span class="step-value">${integer.format(step.visits)} <span class="muted">(${decimal.format(step.share)}%)</span></span></li>`,
    )
    .join('');
  const columns: DashboardTable['columns'] = [
    { key: 'page', label: 'Page', kind: 'text' },
    { key: 'page_position', label: 'Position', kind: 'count' },
    { key: 'visits', label: 'Visits that reached it', kind: 'count' },
    { key: 'share', label: 'Share of first page', kind: 'percent' },
    { key: 'drop_off', label: 'Drop-off', kind: 'count' },
    { key: 'drop_off_rate', label: 'Drop-off rate', kind: 'percent' },
  ];
  return `<section class="card wide" aria-labelledby="t-funnel">
<div class="card-head"><h2 id="t-funnel">How far readers get</h2>${csvLink(base, view, 'funnel', 'Funnel')}</div>
<ol class="funnel" aria-hidden="true">${bars}</ol>
<details><summary>Funnel as a table</summary>${tableHtml('Funnel by page position', columns, view.funnel as unknown as Record<string, unknown>[], 500)}</details>
</section>`;
}

export function dashboardHtml(view: DashboardView, base: string, assets: string): string {
  const periods = DASHBOARD_PERIODS.map(
    (period) =>
      `<a href="${esc(href(base, view, { period }))}"${period === view.period ? ' aria-current="page"' : ''}>${esc(PERIOD_LABELS[period])}</a>`,
  ).join('');
  const compares = ['previous_period', 'previous_year', 'none']
    .map(
      (compare) =>
        `<a href="${esc(href(base, view, { compare }))}"${(view.compare ?? 'none') === compare ? ' aria-current="page"' : ''}>${esc(COMPARE_LABELS[compare])}</a>`,
    )
    .join('');
  const zones = [...new Set([view.timezone, ...TIMEZONES])]
    .map((zone) => `<option${zone === view.timezone ? ' selected' : ''}>${esc(zone)}</option>`)
    .join('');
  const totals = TOTALS.map(
    (total) =>
      `<div class="stat"><dt>${esc(total.label)}</dt><dd><span class="value">${esc(total.format(view.totals[total.key]))}</span>${
        view.compare ? change(view.totals[`${total.key}_change`], total.lowerIsBetter) : ''
      }</dd></div>`,
  ).join('');
  const seriesColumns: DashboardTable['columns'] = [
    {
      key: 'time',
      label:
        view.granularity === 'hour'
          ? 'Hour'
          : view.granularity === 'day'
            ? 'Day'
            : view.granularity === 'week'
              ? 'Week of'
              : 'Month',
      kind: 'text',
    },
    { key: 'visitors', label: 'Visitors', kind: 'count' },
    { key: 'pageviews', label: 'Pageviews', kind: 'count' },
  ];
  const [first, ...rest] = view.tables;
  const kind = view.subject.field === 'doc' ? 'Doc' : view.subject.field === 'project' ? 'Project' : 'Personalized doc';
  const comparedWith = view.compare ? ` · compared with the ${COMPARE_LABELS[view.compare].toLowerCase()}` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${esc(view.subject.name)} · Analytics</title>
<link rel="stylesheet" href="${esc(assets)}dashboard.css">
<script src="${esc(assets)}dashboard.js" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to the figures</a>
<header class="top">
<div class="title"><p class="kind">${esc(kind)} analytics</p><h1>${esc(view.subject.name)}</h1>
<p class="range">${esc(view.dateFrom)} to ${esc(view.dateTo)} · ${esc(view.timezone)}${esc(comparedWith)}</p></div>
<p class="now" aria-live="polite"><span class="pulse" aria-hidden="true"></span><span id="reading-now" data-now-url="${esc(base)}now.json">${integer.format(view.now)}</span> reading now <a class="refresh" href="${esc(href(base, view, {}))}">Refresh</a></p>
</header>
<nav class="controls" aria-label="Report controls">
<div class="group"><span class="group-label" id="l-period">Period</span><div class="pills" role="group" aria-labelledby="l-period">${periods}</div></div>
<div class="group"><span class="group-label" id="l-compare">Compare with</span><div class="pills" role="group" aria-labelledby="l-compare">${compares}</div></div>
<form class="group" method="get" action="${esc(base)}"><input type="hidden" name="period" value="${esc(view.period)}"><input type="hidden" name="compare" value="${esc(view.compare ?? 'none')}">
<label class="group-label" for="tz">Time zone</label><select id="tz" name="timezone">${zones}</select><button type="submit">Apply</button></form>
</nav>
<main id="main">
<section aria-labelledby="t-totals"><h2 id="t-totals" class="sr-only">Totals</h2><dl class="stats">${totals}</dl></section>
<section class="card wide" aria-labelledby="t-series">
<div class="card-head"><h2 id="t-series">Visitors and pageviews</h2>${csvLink(base, view, 'series', 'Series')}</div>
<p class="legend"><span class="key visitors" aria-hidden="true"></span>Visitors <span class="key pageviews" aria-hidden="true"></span>Pageviews</p>
${chart(view)}
<details><summary>Chart as a table</summary>${tableHtml(
    'Visitors and pageviews over time',
    seriesColumns,
    view.series.map((row) => ({ ...row, time: timeLabel(String(row.time), view.granularity) })),
    1000,
  )}</details>
</section>
${first ? card(base, view, first, true) : ''}
${funnelHtml(base, view)}
<div class="grid">${rest.map((table) => card(base, view, table)).join('\n')}</div>
</main>
<footer><p>Counted until ${esc(view.dataUntil.slice(0, 16).replace('T', ' '))} UTC. No cookies; visitors are counted with a daily-changing hash, never stored IP addresses.</p></footer>
</body>
</html>`;
}

export function notFoundHtml(assets: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Dashboard not found</title><link rel="stylesheet" href="${esc(assets)}dashboard.css"></head>
<body><main id="main" class="missing"><h1>This dashboard link does not work</h1>
<p>It may have been mistyped, it may have expired, or its owner may have withdrawn it. Ask whoever shared it for a new link.</p></main></body></html>`;
}
