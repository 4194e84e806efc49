import { readFileSync, readdirSync } from 'node:fs';
const dir = '/tmp/prof';
const file = readdirSync(dir).filter(f => f.endsWith('.cpuprofile')).sort().at(-1);
const p = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
const self = new Map(); const byId = new Map(p.nodes.map(n => [n.id, n]));
const dt = new Map(); p.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
let total = 0;
for (const n of p.nodes) { const t = dt.get(n.id) ?? 0; total += t; const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').slice(-2).join('/')}:${cf.lineNumber}`; self.set(key, (self.get(key) ?? 0) + t); }
const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, 35);
for (const [k, t] of rows) console.log((t / total * 100).toFixed(1).padStart(5), '%', k);
// inclusive by url
const inc = new Map();
for (const n of p.nodes) { const u = n.callFrame.url.split('/').slice(-3).join('/'); inc.set(u, (inc.get(u) ?? 0) + (dt.get(n.id) ?? 0)); }
console.log('--- self by file');
for (const [k, t] of [...inc].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log((t / total * 100).toFixed(1).padStart(5), '%', k);
