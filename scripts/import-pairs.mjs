// The folder pairs under src/ that import each other (node scripts/import-pairs.mjs [dir] [all]); 'all' also
// prints every folder-to-folder edge with its count. Type-only imports count: they still couple the folders.
import fs from 'node:fs';
import path from 'node:path';
const root = process.argv[2] || 'src';
const files = [];
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (p.endsWith('.ts') && !p.endsWith('.spec.ts')) files.push(p);
  }
})(root);
const edges = new Map();
const folder = (f) => {
  const r = path.relative(root, f).split(path.sep);
  return r.length > 1 ? r[0] : '(root)';
};
for (const f of files) {
  const src = fs.readFileSync(f, 'utf8');
  for (const m of src.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    const t = path.resolve(path.dirname(f), m[1]);
    const a = folder(f),
      b = folder(t.replace(/\.js$/, '.ts'));
    if (a !== b) {
      const k = a + ' -> ' + b;
      edges.set(k, (edges.get(k) || []).concat(path.relative(root, f) + ' : ' + m[1]));
    }
  }
}
const pairs = [];
for (const k of edges.keys()) {
  const [a, b] = k.split(' -> ');
  if (a < b && edges.has(b + ' -> ' + a)) pairs.push(a + ' <-> ' + b);
}
console.log('mutual pairs:', pairs.length);
for (const p of pairs) {
  const [a, b] = p.split(' <-> ');
  console.log(p);
  for (const x of edges.get(a + ' -> ' + b)) console.log('   ', x);
  for (const x of edges.get(b + ' -> ' + a)) console.log('   ', x);
}
if (process.argv[3] === 'all') for (const [k, v] of [...edges].sort()) console.log(k, v.length);
