// Architecture boundaries as lint rules (docs/architecture.md, "Boundaries"). Both rules
// resolve relative import paths against the importing file, so `../flights/flights.service`
// and `../../features/flights/flights.service` are the same import; package imports are not
// their concern.
//
// - boundaries/feature-imports: a file inside <root>/<feature>/ may import another feature of
//   the same root only through that feature's index.ts (entry: 'index'), or not at all
//   (entry: 'none'). Type-only imports count too: they couple the features all the same.
//   Files under `outsiders` (the rest of the server) use a feature through its index.ts too;
//   `deepAllowed` names the few that may reach a given kind of file (the app router composing
//   the features' routers).
// - boundaries/layer-imports: files under `from` may not import anything under `disallow`
//   (a lower layer never reaches up; see eslint.config.js for the layers).
import path from 'node:path';

const INDEX_NAMES = new Set(['', 'index', 'index.ts', 'index.tsx', 'index.js']);

const toPosix = (file) => file.split(path.sep).join('/');

/** Calls `check(node, targetPath)` for every relative import, re-export and dynamic import of a file. */
function visitImports(context, check) {
  const filename = context.filename ?? context.getFilename();
  const cwd = context.cwd ?? context.getCwd();
  const from = toPosix(path.relative(cwd, filename));
  const visit = (node, source) => {
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
    check(node, from, toPosix(path.relative(cwd, path.resolve(path.dirname(filename), source.value))), source.value);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
  };
}

/** 'src/server/features/bookings/holds.ts' under 'src/server/features' → { feature: 'bookings', rest: 'holds.ts' }. */
function featureOf(file, root) {
  if (!file.startsWith(`${root}/`)) return null;
  const [feature, ...rest] = file.slice(root.length + 1).split('/');
  return feature ? { feature, rest: rest.join('/') } : null;
}

const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature uses another feature only through its index.ts (or not at all)' },
    schema: [
      {
        type: 'object',
        properties: {
          roots: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                root: { type: 'string' },
                entry: { enum: ['index', 'none'] },
                outsiders: { type: 'array', items: { type: 'string' } },
                deepAllowed: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { from: { type: 'string' }, file: { type: 'string' } },
                    required: ['from', 'file'],
                    additionalProperties: false,
                  },
                },
              },
              required: ['root', 'entry'],
              additionalProperties: false,
            },
          },
        },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport: "'{{source}}' reaches into the {{target}} feature: import what {{target}} exports from '{{root}}/{{target}}/index.ts' instead.",
      crossImport:
        "'{{source}}' imports the {{target}} feature from the {{feature}} feature: features do not import each other; move what both need to a shared place.",
      outsiderImport:
        "'{{source}}' reaches into the {{target}} feature from outside the features: import what {{target}} exports from '{{root}}/{{target}}/index.ts', or have it given to you.",
    },
  },
  create(context) {
    const { roots } = context.options[0];
    return visitImports(context, (node, from, target, source) => {
      for (const { root, entry, outsiders = [], deepAllowed = [] } of roots) {
        const importer = featureOf(from, root);
        const imported = featureOf(target, root);
        if (!imported) continue;
        if (!importer) {
          // From outside the features: through the index, unless this kind of file may be reached.
          if (!outsiders.some((outside) => from.startsWith(`${outside}/`)) || INDEX_NAMES.has(imported.rest)) continue;
          const fileName = imported.rest
            .split('/')
            .pop()
            .replace(/\.tsx?$/, '');
          if (deepAllowed.some((allowed) => from.startsWith(`${allowed.from}/`) && new RegExp(allowed.file).test(fileName))) continue;
          context.report({ node, messageId: 'outsiderImport', data: { source, target: imported.feature, root } });
          continue;
        }
        if (importer.feature === imported.feature) continue;
        if (entry === 'index' && INDEX_NAMES.has(imported.rest)) continue;
        context.report({
          node,
          messageId: entry === 'index' ? 'deepImport' : 'crossImport',
          data: { source, target: imported.feature, feature: importer.feature, root },
        });
      }
    });
  },
};

const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A lower layer never imports a higher one' },
    schema: [
      {
        type: 'object',
        properties: {
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, disallow: { type: 'array', items: { type: 'string' } } },
              required: ['from', 'disallow'],
              additionalProperties: false,
            },
          },
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: { upward: "'{{source}}' imports {{target}} from {{from}}: {{from}} sits below it and may not depend on it." },
  },
  create(context) {
    const { layers } = context.options[0];
    return visitImports(context, (node, file, target, source) => {
      for (const { from, disallow } of layers) {
        if (!file.startsWith(`${from}/`)) continue;
        const hit = disallow.find((layer) => target === layer || target.startsWith(`${layer}/`));
        if (hit) context.report({ node, messageId: 'upward', data: { source, target: hit, from } });
      }
    });
  },
};

export default { meta: { name: 'boundaries' }, rules: { 'feature-imports': featureImports, 'layer-imports': layerImports } };
