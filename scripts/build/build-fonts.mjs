// Writes the site's font subsets (scripts/build/font-subsets.mjs says which) into src/styles/fonts.
// Usage: npm run build:fonts. Run it after upgrading @fontsource-variable/inter, and commit the files.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSubset, FONT_SUBSET_DIR, FONT_SUBSETS } from './font-subsets.mjs';

for (const subset of FONT_SUBSETS) {
  const bytes = await buildSubset(subset);
  await writeFile(join(FONT_SUBSET_DIR, subset.file), bytes);
  console.log(`wrote ${join(FONT_SUBSET_DIR, subset.file)} (${(bytes.length / 1024).toFixed(1)} KB)`);
}
