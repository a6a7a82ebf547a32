import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pixiPrune, SUBSTITUTIONS } from './pixi-prune.ts';

const nodeModules = new URL('../../node_modules/', import.meta.url);
const source = (path: string) => readFileSync(new URL(path, nodeModules), 'utf8');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The names a module imports from `specifier` ('default' for a default import), or [] for a bare
 * `import 'specifier'`; null when it does not import it.
 */
function importedNames(code: string, specifier: string): string[] | null {
  const bare = new RegExp(`^import\\s+['"]${escape(specifier)}['"];`, 'm');
  if (bare.test(code)) return [];
  const byDefault = new RegExp(`^import\\s+\\w+\\s+from\\s*['"]${escape(specifier)}['"];`, 'm');
  if (byDefault.test(code)) return ['default'];
  const named = new RegExp(`^import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${escape(specifier)}['"];`, 'm').exec(code);
  return named
    ? named[1]!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : null;
}

/** The names a stub's source exports. */
function exportedNames(code: string): string[] {
  const declared = [...code.matchAll(/export\s+(?:async\s+)?(?:class|const|function)\s+(\w+)/g)].map(
    ([, name]) => name!,
  );
  const listed = [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list]) =>
    list!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const byDefault = /export\s+default\b/.test(code) ? ['default'] : [];
  return [...declared, ...listed, ...byDefault];
}

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = pixiPrune();
const resolveId = (specifier: string, importer: string | undefined) =>
  (plugin.resolveId as Hook).call({}, specifier, importer, {});
const load = (id: string) => (plugin.load as Hook).call({}, id);

describe('pixi-prune', () => {
  it.each(SUBSTITUTIONS)('$importer still imports exactly what is substituted from $specifier', (s) => {
    const names = importedNames(source(s.importer), s.specifier);
    expect(names?.sort()).toEqual([...s.names].sort());
  });

  it.each(SUBSTITUTIONS)('what replaces $specifier in $importer provides every name it imports', (s) => {
    if ('path' in s.replacement) {
      expect(existsSync(s.replacement.path)).toBe(true);
      expect(exportedNames(readFileSync(s.replacement.path, 'utf8'))).toEqual(expect.arrayContaining(s.names));
    } else {
      expect(exportedNames(s.replacement.source).sort()).toEqual([...s.names].sort());
    }
  });

  it('replaces a specifier only for the module named, and serves the stub', () => {
    const renderer = SUBSTITUTIONS[0]!;
    const importer = `/site/node_modules/${renderer.importer}`;
    expect(resolveId(renderer.specifier, importer)).toBe('path' in renderer.replacement && renderer.replacement.path);
    expect(resolveId(renderer.specifier, '/site/node_modules/pixi.js/lib/other/Module.mjs')).toBeNull();
    expect(resolveId(renderer.specifier, undefined)).toBeNull();

    const graphics = SUBSTITUTIONS.find((s) => s.importer.endsWith('applyProps.mjs'))!;
    const stub = resolveId('pixi.js', `C:\\site\\node_modules\\${graphics.importer.replaceAll('/', '\\')}`);
    expect(stub).toEqual(expect.any(String));
    expect(load(stub as string)).toBe('source' in graphics.replacement && graphics.replacement.source);
    expect(resolveId('pixi.js', '/site/src/features/network-demo/render/pixi-extend.ts')).toBeNull();
    expect(load('/site/src/main.tsx')).toBeNull();
  });
});
