// A small ESLint rule: relative imports may not cross the layer boundaries that eslint.config.js
// lists (app -> pages -> features -> shared layers; never sideways between features).
// Each zone forbids files under `target` from importing anything under `from` (except `except`).
// A local rule rather than eslint-plugin-import-x: that plugin needs platform binaries this registry does not
// serve, which breaks `npm ci`.
import { dirname, resolve, sep } from 'node:path';

const root = process.cwd();
const toList = (value) => (Array.isArray(value) ? value : [value]);
const within = (file, dir) => file === dir || file.startsWith(dir + sep);

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that cross the project’s layer boundaries' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const zones = (context.options[0]?.zones ?? []).map((zone) => {
      const from = toList(zone.from).map((dir) => resolve(root, dir));
      return {
        targets: toList(zone.target).map((dir) => resolve(root, dir)),
        from,
        except: (zone.except ?? []).flatMap((dir) => from.map((base) => resolve(base, dir))),
        message: zone.message,
      };
    });
    const file = context.filename;
    const active = zones.filter((zone) => zone.targets.some((dir) => within(file, dir)));
    if (active.length === 0) return {};

    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const imported = resolve(dirname(file), source.value);
      for (const zone of active) {
        if (zone.from.some((dir) => within(imported, dir)) && !zone.except.some((dir) => within(imported, dir))) {
          context.report({ node: source, message: `Unexpected import of "${source.value}": ${zone.message}` });
          return;
        }
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
