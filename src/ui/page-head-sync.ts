// Keeps the head true to the page the client shows: the build writes each page's head, but a host
// that answers unknown paths with index.html, and navigation within the site, show another page
// under a head written for the first. Reads the site's origin from the absolute og:image the build wrote.

export interface ShownPage {
  title: string;
  description: string;
  /** The page's own path, or null for the not-found page, which has no address of its own. */
  path: string | null;
}

function metaTag(doc: Document, attribute: 'name' | 'property', key: string, create: boolean) {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta && create) {
    meta = doc.createElement('meta');
    meta.setAttribute(attribute, key);
    doc.head.append(meta);
  }
  return meta;
}

function setLink(doc: Document, rel: string, href: string | null) {
  let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (href === null) return link?.remove();
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.append(link);
  }
  link.href = href;
}

/** Title, description, social title and description, canonical address and og:url (or noindex) for `page`. */
export function syncPageHead(doc: Document, { title, description, path }: ShownPage): void {
  doc.title = title;
  metaTag(doc, 'name', 'description', true)!.content = description;
  const ogTitle = metaTag(doc, 'property', 'og:title', false);
  if (ogTitle) ogTitle.content = title;
  const ogDescription = metaTag(doc, 'property', 'og:description', false);
  if (ogDescription) ogDescription.content = description;

  const image = metaTag(doc, 'property', 'og:image', false)?.content;
  const origin = image ? URL.parse(image)?.origin : undefined;
  const url = origin && path !== null ? new URL(path, origin).href : null;
  // A page without the build's tags (the dev server's) names no address; the not-found page never does.
  if (!origin && path !== null) return;
  setLink(doc, 'canonical', url);
  if (url) metaTag(doc, 'property', 'og:url', true)!.content = url;
  else metaTag(doc, 'property', 'og:url', false)?.remove();
  if (url) metaTag(doc, 'name', 'robots', false)?.remove();
  else metaTag(doc, 'name', 'robots', true)!.content = 'noindex';
}
