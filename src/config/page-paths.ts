// The site's pages, by name: each route, link and pre-rendered file reads its path here. Imports nothing.

export const PAGE_PATHS = {
  home: '/',
  rewards: '/rewards',
  dashboard: '/dashboard',
  whitepaper: '/whitepaper',
} as const;
