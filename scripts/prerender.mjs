// Build step: renders every route to static HTML so readers and crawlers get content before JavaScript.
// Usage: node scripts/prerender.mjs <client outDir> <ssr outDir>
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [clientDir = 'dist', ssrDir = 'dist-ssr'] = process.argv.slice(2);
const PAGES = [
  { path: '/', file: 'index.html', source: 'src/pages/home-page.tsx' },
  { path: '/rewards', file: 'rewards/index.html', source: 'src/pages/rewards-page.tsx' },
  { path: '/dashboard', file: 'dashboard/index.html', source: 'src/pages/dashboard-page.tsx' },
  { path: '/whitepaper', file: 'whitepaper/index.html', source: 'src/pages/whitepaper-page.tsx' },
  // Any unknown path: static hosts answer it with 404.html.
  { path: '/404', file: '404.html', source: 'src/pages/not-found-page.tsx', marker: '404' },
];

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const APP_SOURCE = 'src/app/start-app.tsx';
const template = await readFile(join(clientDir, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));

/** The page chunk's own JS and CSS with everything it imports statically (lazy imports excluded). */
function chunkFiles(key, files = { js: new Set(), css: new Set() }, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return files;
  seen.add(key);
  files.js.add(entry.file);
  for (const css of entry.css ?? []) files.css.add(css);
  for (const imported of entry.imports ?? []) chunkFiles(imported, files, seen);
  return files;
}

/**
 * Stylesheets that style the pre-rendered page at once (no flash, no shift): the app shell's and
 * the page chunk's. No script is preloaded: the entry fetches code only after the first paint.
 */
function headLinks(source) {
  for (const key of [APP_SOURCE, source]) if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  const css = new Set([...chunkFiles(APP_SOURCE).css, ...chunkFiles(source).css]);
  return [...css]
    .filter((file) => !template.includes(`/${file}`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
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

const { render, endpointUrl } = await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href);

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
    .replace('</head>', `${headLinks(page.source)}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.marker ?? page.path}" data-prerendered-data="${dataFingerprint}">${html}</div>`);
  if (out === template) throw new Error('index.html has no <div id="root"></div> to fill');
  const target = join(clientDir, page.file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, out);
  console.log(`prerendered ${page.path.padEnd(12)} -> ${target} (${(html.length / 1024).toFixed(1)} KB)`);
}

await rm(ssrDir, { recursive: true, force: true });
// The rendered app leaves timers behind (data cache collection, 5 minutes): do not wait for them.
process.exit(0);
