/* global document, window */
// Runs before the app so the first paint is already in the remembered theme. It is a file, not
// an inline script, because the server's Content-Security-Policy allows scripts from 'self' only.
(function () {
  var match = document.cookie.match(/(?:^|;\s*)theme=(light|dark)/);
  var dark = match
    ? match[1] === 'dark'
    : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#0b1120' : '#ffffff');
})();
