// Vite plugin: Mantine's CSS per component. Instead of all of Mantine's CSS up front (40 kB
// gz), each Mantine component module imports its own stylesheet (`@mantine/core/styles/
// <Component>.layer.css`), so a chunk carries exactly the CSS of the components it uses: the
// first screen gets the first screen's, a lazy screen brings its own with its code. The import
// is added after the module's own imports, so a component's dependencies (Button's
// UnstyledButton, Select's Input) come first, as in Mantine's full stylesheet.
//
// The `.layer.css` forms put Mantine's rules in `@layer mantine`: whatever order lazy chunks
// insert them in, the app's own (unlayered) CSS, such as the touch-target sizes in
// app/global.css, always wins over Mantine's defaults. See docs/performance.md.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export function mantineCssPerComponent(root: string): Plugin {
  const stylesDir = path.join(root, 'node_modules/@mantine/core/styles');
  const available = new Set(
    readdirSync(stylesDir)
      .filter((file) => file.endsWith('.layer.css'))
      .map((file) => file.slice(0, -'.layer.css'.length)),
  );
  const componentPath = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](.+)\.mjs$/;
  return {
    name: 'mantine-css-per-component',
    enforce: 'pre',
    transform(code, id) {
      const match = componentPath.exec(id);
      if (!match) return null;
      // components/Checkbox/CheckboxCard/CheckboxCard.mjs → Checkbox.css and CheckboxCard.css.
      const sheets = [...new Set(match[1].split(/[\\/]/).filter((segment) => available.has(segment)))];
      if (sheets.length === 0) return null;
      const imports = sheets.map((sheet) => `import "@mantine/core/styles/${sheet}.layer.css";`).join('\n');
      return { code: `${code}\n${imports}\n`, map: null };
    },
  };
}
