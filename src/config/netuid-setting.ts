// The one place the build's VITE_NETUID is read (set it as VITE_SITE_URL is, at build time).
import { parseNetuid } from './netuid';

/** This build's subnet id, or null until it is announced. */
export const NETUID: number | null = parseNetuid(import.meta.env.VITE_NETUID);
