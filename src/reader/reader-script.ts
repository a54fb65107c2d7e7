/**
 * `GET /read/_/reader.js` (docs/reader.md and docs/analytics.md): the reader's one first-party script. No
 * dependencies, no cookies; the only thing it stores is the reader's consent choice.
 *
 * What a page gives it, on `<body>`: `data-doc` (the doc's uid), `data-page` (the page
 * identifier), `data-analytics`: `on`, `off` (previews: nothing is sent) or `consent` (the doc's
 * `has_cookie_check`: the notice `#consent` is shown until the reader answers with one of its
 * `[data-consent]` buttons, `yes` or `no`; nothing is sent before a `yes`, and the answer, kept in
 * `localStorage` as `analytics-consent`, is the only thing ever stored).
 *
 * It sends, to `/analytics/event` on this server, as `text/plain` with `sendBeacon` (no
 * preflight): a pageview on load, or when a page loaded hidden is first shown (a page never seen
 * sends nothing); an engagement (visible time, deepest scroll) each time the
 * page is hidden; a click on a link (its href) or a button (its text). The personalization key,
 * the page URL's `t` parameter, goes as `token`.
 *
 * It also carries that key from page to page: the server never writes the key into a page, so
 * the links to the doc's other pages (previous, next, contents, the doc's name) get `?t=` here,
 * whatever analytics does; without the script a reader's next page is the plain doc. A click's
 * target is sent without that key: the key goes as `token` only, never inside an address.
 */
export const READER_SCRIPT = `(function () {
  'use strict';
  var body = document.body;
  if (!body) return;
  var token = null;
  try { token = new URL(location.href).searchParams.get('t'); } catch (e) { token = null; }
  if (token) carry();
  function carry() {
    var home = document.querySelector('.masthead .doc-name');
    if (!home) return;
    var root = home.href.split(/[?#]/)[0], links = document.querySelectorAll('a[href]');
    for (var i = 0; i < links.length; i++) {
      var url = new URL(links[i].href);
      if (url.href.indexOf(root) === 0 && !url.searchParams.has('t')) { url.searchParams.set('t', token); links[i].href = url.href; }
    }
  }
  var doc = body.getAttribute('data-doc');
  var page = body.getAttribute('data-page');
  var mode = body.getAttribute('data-analytics') || 'off';
  if (!doc || !page || mode === 'off') return;
  var KEY = 'analytics-consent';
  var endpoint = (document.currentScript && document.currentScript.src ? new URL('/analytics/event', document.currentScript.src).href : '/analytics/event');
  var visibleMs = 0, visibleSince = document.visibilityState === 'visible' ? Date.now() : null, depth = 0;

  function send(events) {
    var text = JSON.stringify(events.length === 1 ? events[0] : { events: events });
    if (navigator.sendBeacon && navigator.sendBeacon(endpoint, text)) return;
    try { fetch(endpoint, { method: 'POST', body: text, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain' } }); } catch (e) { /* nothing to do */ }
  }
  function unkeyed(href) {
    try { var url = new URL(href); url.searchParams.delete('t'); return url.href; } catch (e) { return href; }
  }
  function base(type) {
    return { type: type, doc: doc, page: page, url: location.href, referrer: document.referrer || null, token: token, screen_width: Math.min(20000, Math.round(window.screen && screen.width || window.innerWidth || 0)) };
  }
  function scrolled() {
    var root = document.documentElement;
    var height = Math.max(root.scrollHeight, body.scrollHeight) - window.innerHeight;
    var pct = height <= 0 ? 100 : Math.round(((window.scrollY || root.scrollTop) / height) * 100);
    depth = Math.max(depth, Math.min(100, Math.max(0, pct)));
  }
  function engagement() {
    if (visibleSince !== null) { visibleMs += Date.now() - visibleSince; visibleSince = null; }
    scrolled();
    var event = base('engagement');
    event.engaged_ms = Math.min(86400000, visibleMs);
    event.scroll_depth = depth;
    send([event]);
  }
  function view() { if (!view.v && visibleSince !== null) { view.v = 1; send([base('pageview')]); } }
  function start() {
    view();
    scrolled();
    window.addEventListener('scroll', scrolled, { passive: true });
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') { if (visibleSince !== null) engagement(); }
      else { visibleSince = Date.now(); view(); }
    });
    window.addEventListener('pagehide', function () { if (visibleSince !== null) engagement(); });
    document.addEventListener('click', function (e) {
      var el = e.target && e.target.closest ? e.target.closest('a[href], button') : null;
      if (!el) return;
      var event = base('click');
      event.target = (el.tagName === 'A' ? unkeyed(el.href) : (el.textContent || '')).trim().slice(0, 500);
      send([event]);
    }, true);
  }
  if (mode !== 'consent') { start(); return; }
  var stored = null;
  try { stored = localStorage.getItem(KEY); } catch (e) { stored = null; }
  if (stored === 'yes') { start(); return; }
  if (stored === 'no') return;
  var notice = document.getElementById('consent');
  if (!notice) return;
  notice.hidden = false;
  notice.addEventListener('click', function (event) {
    var answer = event.target && event.target.getAttribute ? event.target.getAttribute('data-consent') : null;
    if (answer !== 'yes' && answer !== 'no') return;
    try { localStorage.setItem(KEY, answer); } catch (e) { /* the choice lasts this page only */ }
    notice.hidden = true;
    if (answer === 'yes') start();
  });
})();
`;
