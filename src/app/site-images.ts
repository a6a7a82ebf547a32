// The images the site declares in its HTML and manifest: the social card and the app icons. Their
// PNGs are drawn by scripts (build-social-image.mjs, build-icons.mjs), committed under assets/, and
// checked against these sizes by the build. Pure values.
import { subnetName } from '../config/netuid';
import { PRODUCT_NAME, PRODUCT_PITCH } from '../config/product';

export interface SiteImage {
  /** Where the site serves it. */
  path: string;
  width: number;
  height: number;
}

/** The card a link to the site shows on X and elsewhere: the finished network demo beside the name and pitch. */
export const SOCIAL_IMAGE = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  // Drawn once and committed, the card names no subnet id, whichever id a build is given.
  alt: `${subnetName(null)}: ${PRODUCT_NAME}, ${PRODUCT_PITCH}, beside the finished network demo: one post at the centre, reshared ring by ring by influencers who each show a reaction, the celebrities among them ringed in gold.`,
} as const satisfies SiteImage & { alt: string };

export type IconPurpose = 'any' | 'maskable';

/** The web app manifest's icons: the favicon's mark, and a full-bleed one that platforms may crop to any shape. */
export const APP_ICONS: readonly (SiteImage & { purpose: IconPurpose })[] = [
  { path: '/icons/icon-192.png', width: 192, height: 192, purpose: 'any' },
  { path: '/icons/icon-512.png', width: 512, height: 512, purpose: 'any' },
  { path: '/icons/icon-maskable-512.png', width: 512, height: 512, purpose: 'maskable' },
];

/** What iOS puts on the home screen; full-bleed, since iOS rounds the corners itself. */
export const APPLE_TOUCH_ICON: SiteImage = { path: '/apple-touch-icon.png', width: 180, height: 180 };
