// Where the site's pages are, and the landing page's sections: each route, link, anchor and
// pre-rendered file reads them here. Imports nothing, and sits in the site's entry chunk, so every
// chunk that needs one reads it from there.

export const PAGE_PATHS = {
  home: '/',
  rewards: '/rewards',
  dashboard: '/dashboard',
  whitepaper: '/whitepaper',
} as const;

/** The landing page's sections that the header, the hero and the address land on. */
export const HOW_IT_WORKS_ID = 'how-it-works';
export const GET_STARTED_ID = 'get-started';
