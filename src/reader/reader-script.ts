/**
 * `GET /read/_/reader.js`, the reader's one script (CONTRACT 14 and 16). Pages hand it data only
 * through `<body>` attributes: `data-doc` (the doc's uid), `data-page` (the page identifier) and
 * `data-analytics` (`on`; `off` for previews; `consent` when the doc asks before measuring). The
 * personalization key is read from the address (`?t=`), never written into the page.
 *
 * With `consent`, the notice `#consent` is shown until the reader answers with one of its
 * `[data-consent]` buttons (`yes` or `no`); the answer is the only thing ever stored
 * (`localStorage`), and nothing is sent before a `yes`.
 *
 * For now it sends the `pageview` event alone, as text/plain through `navigator.sendBeacon` (no
 * preflight). The analytics module replaces this file's content with the full client; keep the
 * export's name and the attributes above.
 */
export const READER_SCRIPT = `(function () {
  'use strict';
  var body = document.body;
  var mode = body.getAttribute('data-analytics');
  if (mode !== 'on' && mode !== 'consent') return;
  var CHOICE = 'reader-consent';

  function stored() {
    try { return window.localStorage.getItem(CHOICE); } catch (e) { return null; }
  }

  function send() {
    if (!navigator.sendBeacon) return;
    var token = null;
    try { token = new URLSearchParams(location.search).get('t'); } catch (e) { token = null; }
    var event = {
      type: 'pageview',
      doc: body.getAttribute('data-doc'),
      page: body.getAttribute('data-page'),
      url: location.href,
      referrer: document.referrer,
      token: token,
      screen_width: screen.width
    };
    navigator.sendBeacon('/analytics/event', new Blob([JSON.stringify(event)], { type: 'text/plain' }));
  }

  if (mode === 'on') { send(); return; }
  var choice = stored();
  if (choice === 'yes') { send(); return; }
  if (choice === 'no') return;
  var notice = document.getElementById('consent');
  if (!notice) return;
  notice.hidden = false;
  notice.addEventListener('click', function (event) {
    var answer = event.target && event.target.getAttribute && event.target.getAttribute('data-consent');
    if (answer !== 'yes' && answer !== 'no') return;
    try { window.localStorage.setItem(CHOICE, answer); } catch (e) { /* private mode: ask again next time */ }
    notice.hidden = true;
    if (answer === 'yes') send();
  });
})();
`;
