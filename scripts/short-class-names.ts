// Class names for CSS modules in the build: the class's own name and a short hash of its
// stylesheet's path. Every chunk that imports a stylesheet carries its class names as strings, so
// on the first screen's JS budget their length counts (the default adds the rule's line number
// too); a file's hash repeats across its classes, which keeps them compressing well (a hash per
// class compressed worse than the default). The development server keeps the default.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

const HASH_LENGTH = 4;

/** A `css.modules.generateScopedName` naming `local` in `file`, which refuses a clash between files. */
export function shortClassNames(root: string) {
  const files = new Map<string, string>();
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
