/** The header's and footer's links, in order. `anchor` links scroll within the landing page. */
export type NavItem =
  { kind: 'route'; label: string; href: string } | { kind: 'anchor'; label: string; path: string; anchor: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'anchor', label: 'How it Works', path: '/', anchor: 'how-it-works' },
  { kind: 'route', label: 'Rewards', href: '/rewards' },
  { kind: 'route', label: 'Dashboard', href: '/dashboard' },
  { kind: 'route', label: 'Whitepaper', href: '/whitepaper' },
];

export const GET_STARTED = { path: '/', anchor: 'get-started' } as const;
