// A build of CSS modules where one composes a rule from another: postcss-modules inserts the composed
// rules as bare text, so without composedRulesSource Vite warned that a PostCSS plugin "did not pass
// the `from` option" (twice per build of the site).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createLogger } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { composedRulesSource, shortClassNames } from './short-class-names';

const root = mkdtempSync(join(tmpdir(), 'composes-'));
writeFileSync(join(root, 'index.html'), '<script type="module" src="./main.js"></script>');
writeFileSync(
  join(root, 'main.js'),
  "import styles from './card.module.css';\ndocument.body.className = styles.card;\n",
);
writeFileSync(join(root, 'surface.module.css'), '.surface { background: #123456; }\n');
writeFileSync(join(root, 'card.module.css'), ".card { composes: surface from './surface.module.css'; color: red; }\n");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The warnings a build of the fixture logs, with or without the plugin. */
async function buildWarnings(withPlugin: boolean): Promise<string[]> {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = (message) => void warnings.push(message);
  const files = new Map<string, string>();
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    customLogger: logger,
    css: {
      modules: { generateScopedName: shortClassNames(root, files) },
      postcss: { plugins: withPlugin ? [composedRulesSource(root, files)] : [] },
    },
    build: { outDir: join(root, withPlugin ? 'dist' : 'dist-bare'), write: false },
  });
  return warnings;
}

describe('composedRulesSource', () => {
  it('gives composed rules their stylesheet, so the build does not warn', async () => {
    expect((await buildWarnings(false)).join('\n')).toContain('did not pass the `from` option');
    expect(await buildWarnings(true)).toEqual([]);
  });
});
