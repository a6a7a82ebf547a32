// Build step: renders every route to static HTML so readers and crawlers get content before JavaScript.
// Usage: node scripts/prerender.mjs <client outDir> <ssr outDir>
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [clientDir = 'dist', ssrDir = 'dist-ssr'] = process.argv.slice(2);
const PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/rewards', file: 'rewards/index.html' },
  { path: '/dashboard', file: 'dashboard/index.html' },
  { path: '/whitepaper', file: 'whitepaper/index.html' },
  // Any unknown path: static hosts answer it with 404.html.
  { path: '/404', file: '404.html', marker: '404' },
];

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const template = await readFile(join(clientDir, 'index.html'), 'utf8');
const { render } = await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href);

for (const page of PAGES) {
  const { html, title, description } = await render(page.path);
  if (!title || !description) throw new Error(`${page.path}: the page set no title or description`);
  const out = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(description)}$2`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.marker ?? page.path}">${html}</div>`);
  if (out === template) throw new Error('index.html has no <div id="root"></div> to fill');
  const target = join(clientDir, page.file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, out);
  console.log(`prerendered ${page.path.padEnd(12)} -> ${target} (${(html.length / 1024).toFixed(1)} KB)`);
}

await rm(ssrDir, { recursive: true, force: true });
