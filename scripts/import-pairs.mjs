// The folder rules of src/ (CONTRIBUTING.md, "Layout and the floor"), checked by `npm run lint`:
// - no two folders import each other, directly or round a longer cycle;
// - the floor (config/, database/) imports no other folder, bar database/data-source.ts's entity registry
//   and database/ reading config/;
// - common/ imports only the floor.
// `node scripts/import-pairs.mjs [dir] [all]` prints what breaks a rule (exit 1 if anything does); 'all'
// also prints every folder-to-folder edge with its count. Type-only imports count: they still couple
// the folders. Unit specs (*.spec.ts) are not part of the graph.
import fs from 'node:fs';
import path from 'node:path';

const root = process.argv[2] || 'src';
const FLOOR = new Set(['config', 'database']);
const COMMON = 'common';

const files = [];
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (p.endsWith('.ts') && !p.endsWith('.spec.ts')) files.push(p);
  }
})(root);

const folder = (f) => {
  const r = path.relative(root, f).split(path.sep);
  return r.length > 1 ? r[0] : '(root)';
};

/** The one documented way the floor names a feature: the data source's list of entities. */
const registryEntry = (from, to) =>
  path.relative(root, from) === path.join('database', 'data-source.ts') && /\.entit(y|ies)\.ts$/.test(to);

const edges = new Map();
for (const f of files) {
  const src = fs.readFileSync(f, 'utf8');
  for (const m of src.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    const t = path.resolve(path.dirname(f), m[1]).replace(/\.js$/, '.ts');
    const a = folder(f),
      b = folder(t);
    if (a === b || registryEntry(f, t)) continue;
    const k = a + ' -> ' + b;
    edges.set(k, (edges.get(k) || []).concat(path.relative(root, f) + ' : ' + m[1]));
  }
}

const problems = [];
const show = (title, keys) => {
  problems.push(title);
  for (const k of keys) for (const x of edges.get(k)) problems.push('    ' + x);
};

// Cycles: the strongly connected components of the folder graph with more than one folder.
const out = new Map();
for (const k of edges.keys()) {
  const [a, b] = k.split(' -> ');
  out.set(a, (out.get(a) || new Set()).add(b));
  if (!out.has(b)) out.set(b, new Set());
}
let index = 0;
const idx = new Map(),
  low = new Map(),
  stack = [],
  on = new Set(),
  components = [];
function connect(v) {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  on.add(v);
  for (const w of out.get(v)) {
    if (!idx.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const c = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      c.push(w);
    } while (w !== v);
    if (c.length > 1) components.push(c.sort());
  }
}
for (const v of [...out.keys()].sort()) if (!idx.has(v)) connect(v);
// Each component is shown by one of its shortest cycles (a pair, when two folders import each other).
for (const c of components) {
  const start = c[0];
  const before = new Map([[start, null]]);
  const queue = [start];
  let last;
  while (queue.length > 0 && last === undefined) {
    const v = queue.shift();
    for (const w of [...out.get(v)].sort()) {
      if (!c.includes(w)) continue;
      if (w === start) {
        last = v;
        break;
      }
      if (!before.has(w)) {
        before.set(w, v);
        queue.push(w);
      }
    }
  }
  const cycle = [start];
  for (let v = last; v !== start; v = before.get(v)) cycle.splice(1, 0, v);
  const keys = cycle.map((v, i) => v + ' -> ' + cycle[(i + 1) % cycle.length]);
  const more = c.length > cycle.length ? ` (one cycle of ${c.join(', ')})` : '';
  show(`folders that import each other: ${[...cycle, start].join(' -> ')}${more}`, keys);
}

for (const k of [...edges.keys()].sort()) {
  const [a, b] = k.split(' -> ');
  if (FLOOR.has(a) && !(a === 'database' && b === 'config')) show(`the floor imports above it: ${k}`, [k]);
  if (a === COMMON && !FLOOR.has(b)) show(`common/ imports a feature: ${k}`, [k]);
}

if (process.argv[3] === 'all') for (const [k, v] of [...edges].sort()) console.log(k, v.length);
if (problems.length > 0) {
  console.error(`${root}: folder imports break the layout rules (CONTRIBUTING.md, "Layout and the floor"):`);
  for (const p of problems) console.error(p);
  process.exit(1);
}
console.log(`${root}: no folders import each other; the floor and common/ import nothing above them`);
