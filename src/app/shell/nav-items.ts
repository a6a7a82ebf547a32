import { GET_STARTED_ID, HOW_IT_WORKS_ID, PAGE_PATHS } from '../../config/site-places';

/** The header's and footer's links, in order. `anchor` links scroll within the landing page. */
export type NavItem =
  { kind: 'route'; label: string; href: string } | { kind: 'anchor'; label: string; path: string; anchor: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'anchor', label: 'How it Works', path: PAGE_PATHS.home, anchor: HOW_IT_WORKS_ID },
  { kind: 'route', label: 'Rewards', href: PAGE_PATHS.rewards },
  { kind: 'route', label: 'Dashboard', href: PAGE_PATHS.dashboard },
  { kind: 'route', label: 'Whitepaper', href: PAGE_PATHS.whitepaper },
];

export const GET_STARTED = { path: PAGE_PATHS.home, anchor: GET_STARTED_ID } as const;
