// Fetches (does not run) the lazy chunks the build listed in #prefetch-after-load (the dialog
// and drawer machinery, scripts/vite-prefetch.ts) once the screen has settled and the browser
// is idle, so the first dialog opens without waiting for the network and the first screen never
// shares its bandwidth with them. 'Settled' is not the load event: an app's page has loaded
// before its data and photos arrive, and on a slow network prefetching then delayed a screen's
// largest paint (docs/performance.md). It is a second with no new download finished.
const QUIET_MS = 1000;

function afterNetworkQuiet(then: () => void) {
  let seen = performance.getEntriesByType('resource').length;
  const check = () => {
    const now = performance.getEntriesByType('resource').length;
    if (now === seen) then();
    else {
      seen = now;
      window.setTimeout(check, QUIET_MS);
    }
  };
  window.setTimeout(check, QUIET_MS);
}

export function prefetchAfterLoad(): void {
  if (typeof document === 'undefined') return;
  const run = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => {
      let files: unknown;
      try {
        files = JSON.parse(document.getElementById('prefetch-after-load')?.textContent ?? '[]');
      } catch {
        return;
      }
      if (!Array.isArray(files)) return;
      for (const file of files) {
        if (typeof file !== 'string') continue;
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = file;
        if (file.endsWith('.js')) link.crossOrigin = '';
        document.head.append(link);
      }
    });
  };
  const settled = () => afterNetworkQuiet(run);
  if (document.readyState === 'complete') settled();
  else window.addEventListener('load', settled, { once: true });
}
