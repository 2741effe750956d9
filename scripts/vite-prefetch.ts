// Vite plugin: lists in index.html (a JSON data block, `#prefetch-after-load`) the lazy chunks
// most visits need soon (the dialog and drawer machinery). Once the page has loaded and the
// browser is idle, src/client/lib/prefetch-after-load.ts turns them into
// `<link rel="prefetch">`: fetched and cached, not run, so they cost the first screen neither
// bandwidth while it loads nor main-thread time. See docs/performance.md.
import type { Plugin } from 'vite';

export function prefetchLazyChunks(modules: string[]): Plugin {
  return {
    name: 'prefetch-lazy-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const initial = new Set(entry ? [entry.fileName, ...entry.imports] : []);
        const files = new Set<string>();
        for (const chunk of chunks) {
          const source = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
          if (!modules.some((module) => source.endsWith(module))) continue;
          for (const file of [chunk.fileName, ...chunk.imports, ...(chunk.viteMetadata?.importedCss ?? [])]) if (!initial.has(file)) files.add(file);
        }
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'prefetch-after-load' },
            children: JSON.stringify([...files].map((file) => `/${file}`)),
            injectTo: 'body' as const,
          },
        ];
      },
    },
  };
}
