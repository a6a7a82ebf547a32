import { useContext, useEffect } from 'react';
import { PRODUCT_NAME, PRODUCT_PITCH } from '../config/product';
import { TITLE_SEPARATOR } from '../config/constants';
import { PageMetaCollectorContext } from './page-meta-collector';

/** "Page · Amplify", or the home page's title for null. */
function pageTitle(title: string | null): string {
  return title ? `${title}${TITLE_SEPARATOR}${PRODUCT_NAME}` : `${PRODUCT_NAME}: ${PRODUCT_PITCH}`;
}

/** Sets the document title and meta description while a route is shown (and in pre-rendered HTML). */
export function usePageMeta(title: string | null, description: string) {
  const fullTitle = pageTitle(title);
  useContext(PageMetaCollectorContext)?.set(fullTitle, description);

  useEffect(() => {
    document.title = fullTitle;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [fullTitle, description]);
}
