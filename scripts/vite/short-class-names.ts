// Class names for CSS modules in the build: the class's own name and a short hash of its
// stylesheet's path. Every chunk that imports a stylesheet carries its class names as strings, so
// on the first screen's JS budget their length counts (the default adds the rule's line number
// too); a file's hash repeats across its classes, which keeps them compressing well (a hash per
// class compressed worse than the default). The development server keeps the default.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

const HASH_LENGTH = 4;

/**
 * A `css.modules.generateScopedName` naming `local` in `file`, which refuses a clash between files;
 * `files` gathers each hash's stylesheet (root-relative).
 */
export function shortClassNames(root: string, files = new Map<string, string>()) {
  return (local: string, file: string): string => {
    const path = relative(root, file.split('?')[0]!).replaceAll('\\', '/');
    const hash = createHash('sha256').update(path).digest('base64url').slice(0, HASH_LENGTH).replaceAll('-', '_');
    const owner = files.get(hash);
    if (owner !== undefined && owner !== path)
      throw new Error(`The stylesheets ${owner} and ${path} hash to the same suffix ${hash}`);
    files.set(hash, path);
    return `${local}_${hash}`;
  };
}

/** The parts of a PostCSS node and plugin that `composedRulesSource` reads and writes. */
interface CssNode {
  type: string;
  selector?: string;
  source?: { input: { file?: string } };
  parent?: unknown;
}
interface CssRoot {
  source?: { input: { file?: string } };
  walk(visit: (node: CssNode) => void): void;
}
interface InputConstructor {
  new (css: string, options: { from: string }): { file?: string };
}

/**
 * A PostCSS plugin that gives rules copied in by `composes: … from` the stylesheet they came from.
 * postcss-modules inserts them as text, parsed without a file, so Vite warned twice per build that a
 * plugin "did not pass the `from` option" and resolved their url()s against no file. The file is
 * read back from the class names' hash, in `files` (the map `shortClassNames` fills); a rule whose
 * names name no file (the development server's default names) keeps the stylesheet that composed it.
 */
export function composedRulesSource(root: string, files: ReadonlyMap<string, string>) {
  return {
    postcssPlugin: 'composed-rules-source',
    OnceExit(css: CssRoot, { postcss }: { postcss: { Input: InputConstructor } }) {
      const own = css.source?.input.file;
      if (!own) return;
      const inputs = new Map<string, { file?: string }>();
      const inputFor = (file: string) => {
        if (!inputs.has(file)) inputs.set(file, new postcss.Input('', { from: file }));
        return inputs.get(file)!;
      };
      css.walk((node) => {
        if (node.source?.input.file) return;
        const rule = node.type === 'rule' ? node : (node.parent as CssNode | undefined);
        const hash = rule?.selector?.match(/\.[\w-]+_([\w]{4})\b/)?.[1];
        const path = hash === undefined ? undefined : files.get(hash);
        node.source = { ...node.source, input: inputFor(path === undefined ? own : `${root}/${path}`) };
      });
    },
  };
}
