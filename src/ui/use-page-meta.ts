import { useEffect } from 'react';
import { PRODUCT_NAME } from '../config/product';
import { TITLE_SEPARATOR } from '../config/constants';

/** Sets the document title ("Page · Amplify") and meta description while a route is shown. */
export function usePageMeta(title: string | null, description: string) {
  useEffect(() => {
    document.title = title ? `${title}${TITLE_SEPARATOR}${PRODUCT_NAME}` : `${PRODUCT_NAME}: influence that earns TAO`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
