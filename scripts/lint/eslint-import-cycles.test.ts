import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import cycles, { relativeSpecifiers } from './eslint-import-cycles.js';

RuleTester.describe = describe;
RuleTester.it = it;

// The rule follows imports on disk: a small tree of modules, some in loops, some not.
const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
const FILES: Record<string, string> = {
  'pair-a.ts': "import { b } from './pair-b';\nexport const a = b;",
  'pair-b.ts': "import type { A } from './pair-a';\nexport const b = 1;\nexport type B = A;",
  'ring-1.tsx': "export { two } from './ring-2';",
  'ring-2.ts': "import { three } from './ring-3';\nexport const two = three;",
  'ring-3.ts': "export const three = () => import('./ring-1');",
  'line-1.ts': "import { two } from './line-2';\nimport './line.css';\nimport { x } from 'react';",
  'line-2.ts': "// import { one } from './line-1';\nexport const two = 2;",
  'line.css': '.x { color: red; }',
  'nested/deep.ts': "import { two } from '../line-2';\nexport const deep = two;",
};
mkdirSync(join(root, 'nested'));
for (const [name, text] of Object.entries(FILES)) writeFileSync(join(root, name), text);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const file = (name: string) => ({ filename: join(root, name), code: FILES[name]! });

tester.run('no-import-cycles', cycles.rules['no-import-cycles'], {
  valid: [file('line-1.ts'), file('line-2.ts'), file('nested/deep.ts')],
  invalid: [
    {
      ...file('pair-a.ts'),
      errors: [{ message: /Import cycle: .*pair-a\.ts → .*pair-b\.ts → .*pair-a\.ts\. Move what both sides need/ }],
    },
    // A type-only import closes the loop too.
    { ...file('pair-b.ts'), errors: [{ message: /pair-b\.ts → .*pair-a\.ts → .*pair-b\.ts/ }] },
    // Through a re-export, an import and a dynamic import.
    { ...file('ring-1.tsx'), errors: [{ message: /ring-1\.tsx → .*ring-2\.ts → .*ring-3\.ts → .*ring-1\.tsx/ }] },
    { ...file('ring-3.ts'), errors: [{ message: /ring-3\.ts → .*ring-1\.tsx → .*ring-2\.ts → .*ring-3\.ts/ }] },
  ],
});

describe('relativeSpecifiers', () => {
  it('reads imports, re-exports, side-effect and dynamic imports, not packages or comments', () => {
    const text = [
      "import a from './a';",
      "import type { B } from '../b';",
      "import {\n  c,\n} from './c.ts';",
      "import './d.css';",
      "export * from './e';",
      "const f = await import('./f');",
      "import react from 'react';",
      "// import g from './g';",
      "/* import h from './h'; */",
      "const url = 'https://example.com/x'; import i from './i';",
    ].join('\n');
    expect(relativeSpecifiers(text)).toEqual(['./a', '../b', './c.ts', './d.css', './e', './f', './i']);
  });
});
