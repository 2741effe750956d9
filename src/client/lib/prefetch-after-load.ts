// Fetches (does not run) the lazy chunks the build listed in #prefetch-after-load (the dialog
// and drawer machinery, scripts/vite-prefetch.ts) once the page has loaded and the browser is
// idle, so the first dialog opens without waiting for the network and the first screen never
// shares its bandwidth with them.
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
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
