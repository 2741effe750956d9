// Vite plugin: which files each route's screen needs, written to dist/client/.vite/
// route-preloads.json, so the server can name them in the page it sends for that route
// (<link rel="modulepreload">, src/server/http/shell.ts). The browser then fetches a screen's
// code and translations while it fetches the app's own, instead of after running it: one round
// trip less before a deep link shows anything on a slow network.
//
// The routes are read from src/client/app/routes.tsx as written there: each
// `const X = lazyScreen(() => import('...'), 'X', ['namespace', ...])` and each
// `<Route path="..." element={...}>` naming X (directly, or inside a small wrapper component
// of that file such as CheckoutRoute). A route added there the same way is preloaded without
// anything else to do. See docs/performance.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface RoutePreload {
  /** React Router pattern, e.g. 'bookings/:id/voucher', '/' for the index route. */
  pattern: string;
  /** JavaScript files (besides the first load's) the route's screens need. */
  scripts: string[];
  styles: string[];
  /** Translation files of the screens' namespaces, per language. */
  translations: Record<string, string[]>;
}

interface LazyScreen {
  module: string;
  namespaces: string[];
}

/** Reads routes.tsx: pattern → the lazy screens it renders. Exported for tests. */
export function routeScreens(source: string): Map<string, LazyScreen[]> {
  const screens = new Map<string, LazyScreen>();
  for (const match of source.matchAll(/const (\w+) = lazyScreen\(\(\) => import\('([^']+)'\), '\w+', \[([^\]]*)\]\)/g)) {
    const namespaces = [...match[3].matchAll(/'([\w-]+)'/g)].map((ns) => ns[1]);
    screens.set(match[1], { module: match[2], namespaces });
  }
  // Small wrapper components of routes.tsx (function X() { ... <Screen /> ... }).
  const wrappers = new Map<string, string>();
  for (const match of source.matchAll(/function (\w+)\([^)]*\) \{([\s\S]*?)\n\}/g)) wrappers.set(match[1], match[2]);
  const namedIn = (text: string, seen = new Set<string>()): LazyScreen[] => {
    const found: LazyScreen[] = [];
    for (const [, name] of text.matchAll(/<(\w+)/g)) {
      if (seen.has(name)) continue;
      seen.add(name);
      const screen = screens.get(name);
      if (screen) found.push(screen);
      else if (wrappers.has(name)) found.push(...namedIn(wrappers.get(name)!, seen));
    }
    return found;
  };
  const routes = new Map<string, LazyScreen[]>();
  for (const segment of source.split(/<Route\b/).slice(1)) {
    const element = segment.split(/<Route\b|<\/Route>/)[0];
    const pattern = /\bindex\b/.test(element.slice(0, 20)) ? '/' : /path="([^"]+)"/.exec(element)?.[1];
    if (!pattern) continue;
    const found = namedIn(element);
    if (found.length > 0) routes.set(pattern, found);
  }
  return routes;
}

export function routePreloads(root: string): Plugin {
  const routesFile = path.join(root, 'src/client/app/routes.tsx');
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routes = routeScreens(readFileSync(routesFile, 'utf8'));
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const initial = new Set(entry ? [entry.fileName, ...entry.imports] : []);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const moduleFile = (module: string) => path.resolve(path.dirname(routesFile), module);
      const chunkOf = (absolute: string) => chunks.find((chunk) => chunk.facadeModuleId && chunk.facadeModuleId.replace(/\.\w+$/, '') === absolute);
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName) || initial.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
      };
      const preloads: RoutePreload[] = [];
      for (const [pattern, screens] of routes) {
        const scripts = new Set<string>();
        for (const screen of screens) {
          const chunk = chunkOf(moduleFile(screen.module));
          if (chunk) closure(chunk.fileName, scripts);
        }
        const styles = new Set([...scripts].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
        const translations: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const match = /[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          if (match && screens.some((screen) => screen.namespaces.includes(match[2]))) (translations[match[1]] ??= []).push(chunk.fileName);
        }
        preloads.push({ pattern, scripts: [...scripts], styles: [...styles], translations });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
