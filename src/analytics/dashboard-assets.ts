/** The dashboard's stylesheet and script, served by this service (the page's CSP allows nothing else). */

export const DASHBOARD_CSS = `
:root{--ink:#1b2430;--muted:#5b6675;--line:#e3e7ee;--bg:#f5f7fb;--card:#fff;--accent:#2454d6;--accent-soft:rgba(36,84,214,.12);--visitors:#0f7b6c;--good:#0b7a3e;--bad:#b3261e;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:var(--ink);background:var(--bg)}
*{box-sizing:border-box}body{margin:0;line-height:1.45}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:6px 10px;z-index:2}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.top{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-end;gap:12px;padding:24px 32px 12px;max-width:1240px;margin:0 auto}
.kind{margin:0;color:var(--muted);font-size:.85rem;text-transform:uppercase;letter-spacing:.06em}
h1{margin:2px 0 4px;font-size:1.9rem;line-height:1.2}
.range{margin:0;color:var(--muted)}
.now{margin:0;display:flex;align-items:center;gap:8px;background:var(--card);border:1px solid var(--line);border-radius:999px;padding:6px 14px;font-weight:600}
.pulse{width:10px;height:10px;border-radius:50%;background:var(--visitors);box-shadow:0 0 0 4px rgba(15,123,108,.18)}
.refresh{font-weight:400;font-size:.85rem;color:var(--accent)}
.controls{display:flex;flex-wrap:wrap;gap:12px 28px;padding:8px 32px 16px;max-width:1240px;margin:0 auto;align-items:center}
.group{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.group-label{font-size:.8rem;color:var(--muted);text-transform:uppercase;letter-spacing:.05em}
.pills{display:flex;flex-wrap:wrap;gap:4px}
.pills a{padding:5px 11px;border-radius:999px;color:var(--ink);text-decoration:none;border:1px solid var(--line);background:var(--card);font-size:.9rem}
.pills a:hover{border-color:var(--accent)}
.pills a[aria-current]{background:var(--accent);border-color:var(--accent);color:#fff}
select,button{font:inherit;padding:5px 10px;border:1px solid var(--line);border-radius:8px;background:var(--card);color:var(--ink)}
button{background:var(--ink);color:#fff;border-color:var(--ink);cursor:pointer}
main{max-width:1240px;margin:0 auto;padding:0 32px 32px}
.stats{display:grid;grid-template-columns:repeat(6,1fr);gap:12px;margin:0 0 16px}
.stat{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:14px 16px}
.stat dt{color:var(--muted);font-size:.85rem}
.stat dd{margin:4px 0 0;display:flex;flex-wrap:wrap;align-items:baseline;gap:8px}
.value{font-size:1.7rem;font-weight:700;font-variant-numeric:tabular-nums}
.change{font-size:.85rem;font-weight:600;padding:1px 7px;border-radius:999px}
.change.good{color:var(--good);background:rgba(11,122,62,.1)}.change.bad{color:var(--bad);background:rgba(179,38,30,.1)}.change.neutral{color:var(--muted);background:#eef1f5}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:16px 18px;margin-bottom:16px;min-width:0}
.card-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:8px}
h2{font-size:1.1rem;margin:0 0 8px}
.csv{font-size:.85rem;color:var(--accent)}
.legend{margin:0 0 6px;color:var(--muted);font-size:.9rem;display:flex;align-items:center;gap:6px}
.key{display:inline-block;width:14px;height:4px;border-radius:2px}.key.visitors{background:var(--visitors)}.key.pageviews{background:var(--accent);margin-left:10px}
.chart{width:100%;height:auto;display:block}
.chart .grid{stroke:var(--line);stroke-width:1}.chart .axis{fill:var(--muted);font-size:12px}
.chart .area{fill:var(--accent-soft)}.chart .line-pageviews{fill:none;stroke:var(--accent);stroke-width:2.5;vector-effect:non-scaling-stroke}
.chart .line-visitors{fill:none;stroke:var(--visitors);stroke-width:2.5;vector-effect:non-scaling-stroke}.chart .dot{fill:var(--visitors)}
details{margin-top:8px}summary{cursor:pointer;color:var(--accent);font-size:.9rem}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:7px 8px;border-bottom:1px solid var(--line);text-align:left;font-size:.93rem}
.table-wrap{overflow-x:auto;max-width:100%}tbody th{min-width:10ch;overflow-wrap:anywhere}
thead th{color:var(--muted);font-weight:600;font-size:.8rem;text-transform:uppercase;letter-spacing:.04em}
tbody th{font-weight:500}.num{text-align:right;white-space:nowrap}.empty{color:var(--muted);text-align:center}
.more{color:var(--muted);font-size:.85rem;margin:6px 0 0}.muted{color:var(--muted)}
.grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px}.grid .card{margin:0}
.funnel{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.funnel li{display:grid;grid-template-columns:minmax(120px,220px) 1fr auto;gap:10px;align-items:center}
.step-label{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}.bar{width:100%;height:14px}.bar-bg{fill:#eef1f5}.bar-fg{fill:var(--accent)}
.step-value{font-variant-numeric:tabular-nums;white-space:nowrap}
footer{max-width:1240px;margin:0 auto;padding:0 32px 32px;color:var(--muted);font-size:.85rem}
.missing{max-width:640px;padding:64px 24px}
a:focus-visible,summary:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
@media (max-width:1000px){.stats{grid-template-columns:repeat(3,1fr)}}
@media (max-width:700px){.top,.controls{padding-left:16px;padding-right:16px}main,footer{padding-left:12px;padding-right:12px}
.stats{grid-template-columns:repeat(2,1fr);gap:8px}.value{font-size:1.35rem}.grid{grid-template-columns:1fr}h1{font-size:1.5rem}
.chart .axis{font-size:20px}th,td{padding:6px 6px;font-size:.88rem}thead th{font-size:.72rem}.funnel li{grid-template-columns:1fr auto}.funnel .bar{grid-column:1 / -1;order:3}}
`;

export const DASHBOARD_JS = `(function(){
var el=document.getElementById('reading-now');if(!el||!window.fetch)return;
var url=el.getAttribute('data-now-url');
function tick(){fetch(url,{credentials:'omit',cache:'no-store'}).then(function(r){return r.ok?r.json():null}).then(function(b){if(b&&typeof b.visitors==='number')el.textContent=b.visitors.toLocaleString('en-US')}).catch(function(){})}
setInterval(tick,15000);
})();
`;
