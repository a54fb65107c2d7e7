/**
 * The one stylesheet of a rendered doc, the archive's `assets/style.css` and the reader's
 * `/read/_/style.css` alike. A column sized for reading (about 70 characters), type that grows a
 * little with the screen, images and videos never wider than the screen, long words broken
 * rather than scrolled sideways, light and dark. No web fonts and no URL: nothing is fetched.
 */
export const STYLE_CSS = `:root {
  color-scheme: light dark;
  --text: #1d1d1f; --muted: #5f6368; --bg: #fdfcfa; --rule: #e3e1dc; --accent: #0b57d0; --card: #f3f1ec;
  --serif: Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif;
  --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root { --text: #e8e6e3; --muted: #a8a29e; --bg: #141414; --rule: #2f2f2f; --accent: #8ab4f8; --card: #1f1f1f; }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0 auto; max-width: 44rem; padding: 0 1.25rem 3rem;
  background: var(--bg); color: var(--text);
  font: clamp(1.0625rem, 1rem + .35vw, 1.25rem)/1.65 var(--serif);
  overflow-wrap: anywhere; hyphens: auto;
}
a { color: var(--accent); text-underline-offset: .15em; }
a:focus-visible, button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.masthead {
  display: flex; align-items: baseline; justify-content: space-between; gap: 1rem;
  padding: 1rem 0 .75rem; border-bottom: 1px solid var(--rule); font-family: var(--sans); font-size: .875rem;
}
.masthead .doc-name { color: var(--text); font-weight: 600; letter-spacing: .01em; text-decoration: none; }
.masthead .page-number { margin: 0; color: var(--muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
main { padding: 1.5rem 0 1rem; }
h1, h2, h3, h4, h5, h6 { font-family: var(--sans); line-height: 1.2; margin: 2rem 0 .75rem; text-wrap: balance; }
h1 { font-size: clamp(1.9rem, 1.5rem + 2vw, 2.75rem); letter-spacing: -.02em; margin-top: 1rem; }
h2 { font-size: clamp(1.45rem, 1.25rem + 1vw, 1.9rem); letter-spacing: -.01em; }
h3 { font-size: 1.25rem; }
h4, h5, h6 { font-size: 1.05rem; }
p { margin: 0 0 1.1rem; }
section { margin: 2rem 0; }
section + section { border-top: 1px solid var(--rule); padding-top: 1.5rem; }
figure { margin: 1.5rem 0; }
img, video { display: block; max-width: 100%; height: auto; border-radius: .375rem; }
video { width: 100%; background: #000; }
.cover { margin: 1.5rem 0 2rem; }
.notice-bar { position: sticky; top: 0; z-index: 1; background: #fff3c4; color: #4a3b00; border-bottom: 1px solid #e0c860; padding: .5rem 1rem; text-align: center; font-weight: 600; }
.tiles { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 1.5rem; }
.tile a { display: block; color: inherit; text-decoration: none; }
.tile img, .tile-blank { display: block; width: 100%; aspect-ratio: 1200 / 630; object-fit: cover; border-radius: 4px; margin-bottom: .5rem; }
.tile-blank { background: #e8ecf1; color: #5a6472; font-size: 3rem; line-height: 1; display: flex; align-items: center; justify-content: center; }
.tile time { display: block; color: var(--muted); font-size: .9rem; }
.tile img, .tile-blank { transition: box-shadow .15s; }
.tile img { box-shadow: 0 0 0 1px var(--rule); }
.tile a:hover img, .tile a:focus-visible img, .tile a:hover .tile-blank, .tile a:focus-visible .tile-blank { box-shadow: 0 0 0 1px var(--rule), 0 4px 16px rgb(0 0 0 / .18); }
.tile a:hover strong, .tile a:focus-visible strong { color: var(--accent); }
.cover img { width: 100%; box-shadow: 0 1px 3px rgb(0 0 0 / .12), 0 8px 24px rgb(0 0 0 / .08); }
a.button, p.button, .consent button {
  display: inline-block; padding: .7rem 1.25rem; border-radius: .5rem; border: 0;
  background: var(--accent); color: var(--bg); font: 600 1rem/1.2 var(--sans); text-decoration: none; cursor: pointer;
}
p.button { background: var(--card); color: var(--muted); cursor: default; }
.contents { margin: 2rem 0; padding: 1.25rem 1.5rem; background: var(--card); border-radius: .75rem; font-family: var(--sans); }
.contents h2 { margin: 0 0 .75rem; font-size: 1.1rem; }
.contents ol { margin: 0; padding-left: 1.5rem; }
.contents li { margin: .35rem 0; }
.contents a[aria-current="page"] { color: var(--text); font-weight: 600; text-decoration: none; }
footer { border-top: 1px solid var(--rule); margin-top: 2rem; padding-top: 1rem; font-family: var(--sans); font-size: .95rem; }
.pager { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
.pager a { display: block; padding: .75rem 1rem; border: 1px solid var(--rule); border-radius: .5rem; text-decoration: none; color: var(--text); }
.pager a:hover { border-color: var(--accent); }
.pager a span { display: block; color: var(--muted); font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; }
.pager a[rel~="next"] { grid-column: 2; text-align: right; }
.to-contents { margin: 1rem 0 0; text-align: center; }
.share { margin-top: 1.5rem; display: flex; flex-wrap: wrap; align-items: baseline; gap: .5rem 1rem; }
.share p { margin: 0; color: var(--muted); }
.share ul { display: flex; flex-wrap: wrap; gap: .5rem 1rem; list-style: none; margin: 0; padding: 0; }
.message { padding-top: 3rem; }
.consent {
  position: fixed; inset: auto 0 0 0; z-index: 1; max-width: 44rem; margin: 0 auto; padding: 1rem 1.25rem;
  background: var(--card); border-top: 1px solid var(--rule); font: .95rem/1.5 var(--sans); box-shadow: 0 -4px 16px rgb(0 0 0 / .1);
}
.consent[hidden] { display: none; }
.consent p { margin: 0 0 .5rem; }
.consent button[data-consent="no"] { background: transparent; color: var(--text); border: 1px solid var(--rule); }
@media (max-width: 30rem) {
  body { padding: 0 1rem 2rem; }
  .pager { grid-template-columns: 1fr; }
  .pager a[rel~="next"] { grid-column: 1; }
}
@media print {
  .pager, .share, .consent, .to-contents { display: none; }
  body { max-width: none; }
}
`;
