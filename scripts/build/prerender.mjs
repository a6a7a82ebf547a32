// Build step: renders every route to static HTML so readers and crawlers get content before JavaScript.
// Usage: node scripts/build/prerender.mjs <client outDir> <ssr outDir>
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FONT_SUBSETS, isSubsetAsset } from './font-subsets.mjs';
import { siteStylesheetPath, withPageStylesheet } from './page-stylesheets.mjs';
import { withIntegrity } from './subresource-integrity.mjs';

const {
  positionals: [clientDir = 'dist', ssrDir = 'dist-ssr'],
} = parseArgs({ allowPositionals: true });

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Every script and stylesheet the pages name carries its Subresource Integrity hash.
const template = withIntegrity(await readFile(join(clientDir, 'index.html'), 'utf8'), clientDir);
const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));

// The site has one stylesheet, linked by the template (vite.config.ts: cssCodeSplit false), from which
// each page's own is cut (page-stylesheets.mjs). A chunk with CSS of its own would leave its page
// unstyled until hydration: fail the build instead.
for (const [key, entry] of Object.entries(manifest)) {
  if (!entry.isEntry && entry.css?.length)
    throw new Error(`${key} has CSS of its own; pre-rendered pages would not link it`);
}

/**
 * The cut font faces (scripts/build/font-subsets.mjs) a page's text may be set in. `font-display: optional`
 * uses a face only if it is there for the first paint, and a face first asked for by the layout comes
 * too late for that (τ, or a command, would be set in a system font), and later than the paint needs:
 * each page preloads the faces its first screen is set in, and no other. Text further down (the
 * landing page's commands) asks for its face as it comes near the screen, in time for it on most
 * networks, without delaying a phone's first paint.
 */
const PAGE_FONTS = {
  '/': ['inter-latin-core-wght.woff2', 'inter-greek-core-wght.woff2'],
  '/rewards': ['inter-latin-core-wght.woff2', 'inter-greek-core-wght.woff2', 'jetbrains-mono-latin-core-wght.woff2'],
  '/dashboard': ['inter-latin-core-wght.woff2', 'inter-greek-core-wght.woff2'],
  '/whitepaper': ['inter-latin-core-wght.woff2', 'inter-greek-core-wght.woff2', 'jetbrains-mono-latin-core-wght.woff2'],
  '/404': ['inter-latin-core-wght.woff2'],
};

const fontAssets = [...new Set(Object.values(manifest).flatMap((entry) => entry.assets ?? []))];
/** The preload links of a page's fonts. */
function fontPreloads(path) {
  const fonts = PAGE_FONTS[path];
  if (!fonts) throw new Error(`${path} does not say which fonts its first screen uses (PAGE_FONTS)`);
  return fonts
    .map((file) => {
      const subset = FONT_SUBSETS.find((candidate) => candidate.file === file);
      if (!subset) throw new Error(`${file} is not one of the cut faces (scripts/build/font-subsets.mjs)`);
      const asset = fontAssets.find((candidate) => isSubsetAsset(subset, `/${candidate}`));
      if (!asset) throw new Error(`No built asset is ${file}`);
      return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${asset}">`;
    })
    .join('');
}

const {
  render,
  endpointUrl,
  SITE_PATHS,
  pageHeadTags,
  siteFiles,
  siteUrl,
  SOCIAL_IMAGE,
  APP_ICONS,
  APPLE_TOUCH_ICON,
  AFTER_PAINT_MARKER,
  afterPaintHeadTags,
} = await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href);

// Every absolute URL (canonical, social tags, sitemap) starts with VITE_SITE_URL.
const ORIGIN = siteUrl();
const THEME_COLOR = template.match(/<meta name="theme-color" content="([^"]+)"/)?.[1];
if (!THEME_COLOR)
  throw new Error('index.html has no <meta name="theme-color">, which the manifest takes its colours from');

/** Fails the build when an image the pages declare is missing or not the size they declare. */
async function checkPng({ path, width, height }) {
  const file = join(clientDir, path);
  const bytes = await readFile(file).catch(() => {
    throw new Error(`${path} is declared by every page but missing from the build (assets${path})`);
  });
  const PNG_SIGNATURE = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) throw new Error(`${path} is not a PNG`);
  const [actualWidth, actualHeight] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  if (actualWidth !== width || actualHeight !== height)
    throw new Error(`${path} is ${actualWidth}x${actualHeight}, declared as ${width}x${height}`);
}
for (const image of [SOCIAL_IMAGE, APPLE_TOUCH_ICON, ...APP_ICONS]) await checkPng(image);

// Every page of the app's route table, and the not-found page, which static hosts answer any
// unknown path with.
const PAGES = [
  ...SITE_PATHS.map((path) => ({ path, file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html` })),
  { path: '/404', file: '404.html', marker: '404', notFound: true },
];
let homeDescription = '';

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
  if (page.path === '/') homeDescription = description;
  const head = pageHeadTags({ path: page.notFound ? null : page.path, title, description }, ORIGIN);
  let out = template;
  /** One edit of the template; a pattern that no longer matches (say, after reformatting index.html) fails the build. */
  const edit = (pattern, replacement, what) => {
    if (!pattern.test(out)) throw new Error(`index.html has no ${what} to fill`);
    out = out.replace(pattern, () => replacement);
  };
  edit(/<title>[^<]*<\/title>/, `${fontPreloads(page.path)}<title>${escapeHtml(title)}</title>`, '<title>');
  edit(
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    [`<meta name="description" content="${escapeHtml(description)}">`, ...head].join('\n    '),
    '<meta name="description">',
  );
  edit(
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${page.marker ?? page.path}" data-prerendered-data="${dataFingerprint}">${html}</div>`,
    '<div id="root"></div>',
  );
  out = await withPageStylesheet(out, {
    root: clientDir,
    name: page.path === '/' ? 'home' : page.path.slice(1),
    marker: AFTER_PAINT_MARKER,
    afterPaint: afterPaintHeadTags(),
  });
  const target = join(clientDir, page.file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, out);
  console.log(`prerendered ${page.path.padEnd(12)} -> ${target} (${(html.length / 1024).toFixed(1)} KB)`);
}

// Beside the pages: robots.txt, the sitemap of the route table's pages, the web app manifest.
for (const { path, text } of siteFiles(ORIGIN, SITE_PATHS, { description: homeDescription, themeColor: THEME_COLOR })) {
  await writeFile(join(clientDir, path), text);
  console.log(`generated   ${path.padEnd(12)} -> ${join(clientDir, path)}`);
}

// Each page links its own stylesheet and, after its paint, the site's less its faces: the file Vite
// wrote is linked by none.
await rm(join(clientDir, siteStylesheetPath(template)));
await rm(ssrDir, { recursive: true, force: true });
// The rendered app leaves timers behind (data cache collection, 5 minutes): do not wait for them.
process.exit(0);
