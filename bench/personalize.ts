/**
 * How long the reader's personalization of one page takes: a page of 10,000 placeholders (2,500
 * paragraphs of three and 2,500 buttons whose href names a url property), resolved for a token.
 *
 *   npm run bench:personalize
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

import type { ContentNode, PageContent } from '../src/editions/page-content.js';
import { personalize } from '../src/personalization/personalize.js';
import type { PersonalizationContext } from '../src/personalization/reader-personalization.js';

const children: ContentNode[] = [];
for (let n = 0; n < 2500; n++) {
  children.push({ type: 'paragraph', text: `Dear {{first_name}}, {{company|friend}} and {{gone}} ${n}` });
  children.push({ type: 'button', text: 'Go', href: '{{website}}' });
}
const content: PageContent = { type: 'page', children: [{ type: 'section', children }] };
const context: PersonalizationContext = {
  tokenId: 1,
  values: new Map([
    ['first_name', 'Anna'],
    ['website', 'https://acme.test/anna'],
  ]),
  choices: new Map(),
  properties: new Map([
    ['first_name', { type: 'text', default: 'reader' }],
    ['company', { type: 'text', default: '' }],
    ['website', { type: 'url', default: 'https://example.com/' }],
  ] as const),
};

for (let n = 0; n < 50; n++) personalize(content, context);
const RUNS = 200;
const times: number[] = [];
// CPU time beside wall time: on a shared machine the wall clock also counts the waits for a core.
const cpuStart = process.cpuUsage();
for (let n = 0; n < RUNS; n++) {
  const start = performance.now();
  personalize(content, context);
  times.push(performance.now() - start);
}
const cpu = process.cpuUsage(cpuStart);
times.sort((x, y) => x - y);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
console.log(
  `10,000 placeholders per page, ${RUNS} runs: wall median ${at(0.5)} ms, p95 ${at(0.95)} ms; ` +
    `CPU ${((cpu.user + cpu.system) / 1000 / RUNS).toFixed(2)} ms per page (load average ${loadavg()[0].toFixed(1)})`,
);
