// The central post the demo's network spreads from: who posts it and what it says. Apart from the
// nodes, so that the landing page's first download, which shows their stats, carries neither.

export const CENTRAL_POST = {
  name: 'Amplify',
  handle: 'AmplifySubnet',
  avatar: 'post-author',
  verified: true,
  text: 'Influence should be earned by quality, not bought with followers. Reshare if you agree.',
} as const;
