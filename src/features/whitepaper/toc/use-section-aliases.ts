import { useEffect } from 'react';
import { anchorOfAlias } from './whitepaper-sections';

/**
 * An address naming a section by its shorter id (#tokenomics) ends as one naming its heading's slug
 * does: the shell has scrolled to the alias, which stands at the heading's top; here the address
 * takes the slug (a copied address shares the heading's link) and the heading takes the focus.
 */
export function useSectionAliases() {
  useEffect(() => {
    const follow = () => {
      const anchor = anchorOfAlias(decodeURIComponent(window.location.hash.slice(1)));
      if (!anchor) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}#${anchor}`);
      document.getElementById(anchor)?.focus({ preventScroll: true });
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
}
