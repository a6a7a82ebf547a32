// A small ESLint rule: no import cycle among the project's own modules. Each file's relative imports
// (static, type-only and dynamic: a cycle through any of them is a knot to untie by moving the shared
// fact into a module both sides import) are followed until they come back to the file linted; the
// import that starts the loop is reported with the whole loop. A local rule for the same reason as
// eslint-import-boundaries.js: eslint-plugin-import-x needs platform binaries this registry lacks.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];
const CODE = /\.(ts|tsx|js|mjs|jsx)$/;

/** The file a relative specifier names, or null when it is not a module of code (a stylesheet, an image). */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  if (CODE.test(base) && existsSync(base)) return base;
  for (const candidate of [...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)])
    if (existsSync(candidate)) return candidate;
  return null;
}

// Comments are blanked first, so an import written in a comment is not followed.
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/.*$/gm;
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)(['"])(\.{1,2}\/[^'"]*)\1/gm;

/** The relative specifiers a module's text imports or re-exports. */
export function relativeSpecifiers(text) {
  const code = text.replace(COMMENTS, (_, keep = '') => keep);
  return [...code.matchAll(SPECIFIERS)].map((match) => match[2]);
}

// Per file, its resolved imports, kept while the file is unchanged (an editor's server lints for hours).
const graph = new Map();
function importsOf(file) {
  const modified = statSync(file).mtimeMs;
  const known = graph.get(file);
  if (known?.modified === modified) return known.imports;
  const imports = relativeSpecifiers(readFileSync(file, 'utf8'))
    .map((specifier) => resolveImport(file, specifier))
    .filter(Boolean);
  graph.set(file, { modified, imports });
  return imports;
}

/** The shortest path of imports from `start` back to `target`, or null (breadth first, each file once). */
function pathBack(start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const path = [file];
        for (let at = cameFrom.get(file); at; at = cameFrom.get(at)) path.unshift(at);
        return path;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles among the project’s own modules' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const imported = resolveImport(file, source.value);
      if (!imported) return;
      const loop = imported === file ? [] : pathBack(imported, file);
      if (!loop) return;
      const names = [file, ...loop, file].map((f) => relative(root, f));
      context.report({
        node: source,
        message: `Import cycle: ${names.join(' → ')}. Move what both sides need into a module both import.`,
      });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'no-import-cycles': noImportCycles } };
