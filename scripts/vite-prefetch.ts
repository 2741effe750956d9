// Vite plugin: `<link rel="prefetch">` in index.html for lazy chunks most visits need soon (the
// dialog and drawer machinery). The browser fetches them at idle priority after the page has
// loaded and keeps them in its cache; nothing runs until a dialog first opens, so they cost
// the first screen neither bytes nor main-thread time. See docs/performance.md.
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
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'prefetch', href: `/${file}`, ...(file.endsWith('.css') ? { as: 'style' } : { as: 'script', crossorigin: '' }) },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
