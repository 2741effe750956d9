// Starts the app on a page the server rendered (src/server/http/shell.ts): once the screen has
// painted, the app's code and the screen's files are fetched, and the app takes the screen over.
// Until then the network carries the page's stylesheets and photos, not 150 kB of code that the
// first paint does not need. (A classic script: the Content Security Policy allows no inline one.)
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var files = JSON.parse(document.getElementById('app-files').textContent);
    for (var i = 1; i < files.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
    // If the app cannot start, the page's links and text still work without it.
    import(files[0]).catch(function () {
      document.getElementById('root').removeAttribute('inert');
    });
  }
  // After the frame that paints the screen; a hidden tab paints nothing, so a timer backs it up.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
