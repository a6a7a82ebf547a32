// Build step: each pre-rendered page links a stylesheet of its own, the rules of the site's stylesheet
// that its HTML uses (beasties picks them), and the whole stylesheet waits in a <noscript>: visitors
// without script get it as before, and the entry adds it once the page has painted
// (src/lib/after-paint-links.ts). On a phone's slow network the whole stylesheet (about 12 KB
// brotli) was fetched before the first paint beside the fonts; a page's own is a third of it.
// An external file, not an inline <style>: the Content-Security-Policy stays `style-src 'self'`,
// with no per-build hashes in the hosts' configs.
import Beasties from 'beasties';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { integrityOf } from './subresource-integrity.mjs';

const SITE_STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/** The site's stylesheet as the build wrote it, which `html` links: no page links it once they link their own. */
export const siteStylesheetPath = (html) => html.match(SITE_STYLESHEET_LINK)?.[1];

/**
 * What must exist in the page for a rule with `selector` to matter: the selector without its
 * pseudo-classes and pseudo-elements (each with what its parentheses hold), one that stood for a
 * whole compound left as `*`. Beasties' own took `:not(pre) > code:not([class])` from the first `(`
 * to the last `)` and left nothing, so the rule was dropped; a bare `:focus-visible` left nothing too.
 */
export function elementsSelector(selector) {
  let out = '';
  for (let i = 0; i < selector.length;) {
    if (selector[i] === '\\') {
      out += selector.slice(i, i + 2);
      i += 2;
    } else if (selector[i] === '[') {
      const end = selector.indexOf(']', i) + 1 || selector.length;
      out += selector.slice(i, end);
      i = end;
    } else if (selector[i] === ':') {
      if (/^$|[\s>+~]$/.test(out)) out += '*';
      i += selector[i + 1] === ':' ? 2 : 1;
      while (i < selector.length && /[\w-]/.test(selector[i])) i++;
      if (selector[i] !== '(') continue;
      for (let depth = 0; i < selector.length; i++) {
        if (selector[i] === '(') depth++;
        else if (selector[i] === ')' && --depth === 0) break;
      }
      i++;
    } else {
      out += selector[i++];
    }
  }
  return out.trim();
}

const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * The site's stylesheet as a page links it after its paint, by the built file's href: a copy without
 * its @font-face rules, written once, which every page's own stylesheet declares. Declared again, a
 * face whose file came too late for `font-display: optional` (the page set in a fallback) was a new
 * face, its file now in the cache: it swapped in and moved the text.
 */
const laterStylesheets = new Map();
function laterStylesheet(root, siteCss) {
  const css = siteCss.replace(FONT_FACE, '');
  const file = `assets/site-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  if (!laterStylesheets.has(file)) {
    writeFileSync(join(root, file), css);
    laterStylesheets.set(file, `<link rel="stylesheet" crossorigin href="/${file}" integrity="${integrityOf(css)}">`);
  }
  return laterStylesheets.get(file);
}

class PageRules extends Beasties {
  normalizeCssSelector(selector) {
    return elementsSelector(selector);
  }
}

/**
 * The page `html` (a pre-rendered page that links the site's stylesheet, read from `root`) linking a
 * stylesheet of its own instead, written to `root`/assets as `page-<name>-<hash>.css`; the site's
 * stylesheet, less its font faces (`site-<hash>.css`), is linked in a <noscript> with the attribute
 * `marker`, which the entry looks for, beside the tags `afterPaint`. A selector beasties cannot read fails the build, rather
 * than leave its rule out of the page.
 */
export async function withPageStylesheet(html, { root, name, marker, afterPaint }) {
  const siteLink = html.match(SITE_STYLESHEET_LINK);
  if (!siteLink) throw new Error(`${name}: the page links no stylesheet of the site's`);
  const siteCss = readFileSync(join(root, siteLink[1]), 'utf8');
  const problems = [];
  const beasties = new PageRules({
    path: root,
    publicPath: '/',
    preload: false,
    pruneSource: false,
    compress: true,
    keyframes: 'critical',
    inlineFonts: false,
    preloadFonts: false,
    logger: { warn: (message) => problems.push(message), error: (message) => problems.push(message) },
  });
  const processed = await beasties.process(html);
  if (problems.length) throw new Error(`${name}: beasties could not pick the page's rules:\n${problems.join('\n')}`);
  const rules = processed.match(/<style>([\s\S]*?)<\/style>/)?.[1];
  if (!rules) throw new Error(`${name}: beasties found no rules the page uses`);
  // Every face, whether or not this page's first screen sets text in it: the rules name their
  // families through custom properties, which beasties does not follow. A face costs nothing until
  // text asks for it.
  const faces = (siteCss.match(FONT_FACE) ?? []).join('');
  const css = faces + rules;
  const file = `assets/page-${name}-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(join(root, file), css);
  const pageLink = `<link rel="stylesheet" crossorigin href="/${file}" integrity="${integrityOf(css)}">`;
  return html.replace(
    siteLink[0],
    () => `${pageLink}<noscript ${marker}>${laterStylesheet(root, siteCss)}${afterPaint.join('')}</noscript>`,
  );
}
