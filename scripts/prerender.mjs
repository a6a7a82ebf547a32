// Build step: renders every route to static HTML so readers and crawlers get content before JavaScript.
// Usage: node scripts/prerender.mjs <client outDir> <ssr outDir>
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const {
  positionals: [clientDir = 'dist', ssrDir = 'dist-ssr'],
} = parseArgs({ allowPositionals: true });

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const template = await readFile(join(clientDir, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));

// The site has one stylesheet, linked by the template (vite.config.ts: cssCodeSplit false). A chunk
// with CSS of its own would leave its page unstyled until hydration: fail the build instead.
for (const [key, entry] of Object.entries(manifest)) {
  if (!entry.isEntry && entry.css?.length)
    throw new Error(`${key} has CSS of its own; pre-rendered pages would not link it`);
}

/** Font files every page's first screen uses; `font-display: optional` uses them only if they arrive in time. */
const PRELOADED_FONTS = [/\/inter-latin-wght-normal-[\w-]+\.woff2$/];

function fontPreloads() {
  const assets = new Set(Object.values(manifest).flatMap((entry) => entry.assets ?? []));
  return PRELOADED_FONTS.map((pattern) => {
    const file = [...assets].find((asset) => pattern.test(`/${asset}`));
    if (!file) throw new Error(`No font asset matches ${pattern}`);
    return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`;
  }).join('');
}
const FONT_PRELOADS = fontPreloads();

const { render, endpointUrl, SITE_PATHS } = await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href);

// Every page of the app's route table, and the not-found page, which static hosts answer any
// unknown path with.
const PAGES = [
  ...SITE_PATHS.map((path) => ({ path, file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html` })),
  { path: '/404', file: '404.html', marker: '404' },
];

/** A page's data as visitors will load it: from the API when its base URL is absolute, else from the files being shipped. */
async function readData(endpoint) {
  const url = endpointUrl(endpoint);
  if (/^https?:/.test(url)) {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`Pre-rendering needs ${url}, which answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(join(clientDir, url), 'utf8'));
}

for (const page of PAGES) {
  const { html, title, description, dataFingerprint } = await render(page.path, readData);
  if (!title || !description) throw new Error(`${page.path}: the page set no title or description`);
  const out = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(description)}$2`)
    .replace(/(<title>)/, `${FONT_PRELOADS}$1`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${page.marker ?? page.path}" data-prerendered-data="${dataFingerprint}">${html}</div>`,
    );
  if (out === template) throw new Error('index.html has no <div id="root"></div> to fill');
  const target = join(clientDir, page.file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, out);
  console.log(`prerendered ${page.path.padEnd(12)} -> ${target} (${(html.length / 1024).toFixed(1)} KB)`);
}

await rm(ssrDir, { recursive: true, force: true });
// The rendered app leaves timers behind (data cache collection, 5 minutes): do not wait for them.
process.exit(0);
