import { useContext, useEffect } from 'react';
import { PRODUCT_NAME, PRODUCT_PITCH } from '../config/product';
import { TITLE_SEPARATOR } from '../config/constants';
import { PageMetaCollectorContext } from './page-meta-collector';
import { syncPageHead } from './page-head-sync';

/** "Page · Amplify", or the home page's title for null. */
function pageTitle(title: string | null): string {
  return title ? `${title}${TITLE_SEPARATOR}${PRODUCT_NAME}` : `${PRODUCT_NAME}: ${PRODUCT_PITCH}`;
}

/** The address a page is known by: /rewards/ is /rewards. */
const ownPath = () => (location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname);

/**
 * Sets the document's title, description and address tags while a route is shown (and collects
 * title and description for pre-rendered HTML). `indexable: false` (the not-found page) removes the
 * canonical address and og:url and asks not to be indexed.
 */
export function usePageMeta(title: string | null, description: string, { indexable = true } = {}) {
  const fullTitle = pageTitle(title);
  useContext(PageMetaCollectorContext)?.set(fullTitle, description);

  useEffect(() => {
    syncPageHead(document, { title: fullTitle, description, path: indexable ? ownPath() : null });
  }, [fullTitle, description, indexable]);
}
