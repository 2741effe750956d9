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
    // Asking for a file costs the page about a millisecond; a screen's twenty or thirty files are
    // asked for a few per task.
    var waiting = files.start.concat(files.preload);
    function preloadSome() {
      waiting.splice(0, 6).forEach(function (file) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = file;
        document.head.appendChild(link);
      });
      if (waiting.length > 0) setTimeout(preloadSome, 0);
    }
    preloadSome();
    // The first load's chunks run one per task (React, then the libraries, then the app), so the
    // page can answer a tap between them; each import finds its dependencies already run.
    var next = 0;
    function runNext() {
      import(files.start[next]).then(function () {
        next += 1;
        if (next < files.start.length) setTimeout(runNext, 0);
      }, function () {
        // If the app cannot start, the page's links and text still work without it.
        document.getElementById('root').removeAttribute('inert');
      });
    }
    runNext();
  }
  // After the frame that paints the screen; a hidden tab paints nothing, so a timer backs it up.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
