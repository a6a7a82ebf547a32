import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { waitForElement } from '../lib/wait-for-element';
import { placeElement, savedPlace, scrollToPlace, type Place } from './scroll-places';

const LAZY_ROUTE_TIMEOUT_MS = 10_000;
/** How long, at most, a landed section is held in place while the page above it settles. */
const SETTLE_MS = 10_000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How far (CSS px) the page and the target must both have moved for a scroll to be the reader's. */
const MOVED_PX = 2;

/**
 * On every route change: back to where the reader was on this page of their history (Back, Forward,
 * a reload: scroll-places.ts), else on the URL's #anchor once the page has rendered it, else at the
 * top of a new page. A new #anchor on the same page (the address bar) lands on its target in turn.
 * The page the document opened on is left where the browser (or the reader, before hydration) put it.
 */
export function useLandOnHash() {
  const [pathname] = useLocation();
  const opened = useRef(false);
  useEffect(() => {
    const onNewPage = opened.current;
    opened.current = true;
    let landing: AbortController | undefined;
    const land = (hold: (signal: AbortSignal) => void) => {
      // The place held before is let go: holding it would pull the page back from the new one.
      landing?.abort();
      landing = new AbortController();
      hold(landing.signal);
    };
    const landOnHash = (scrollToTop: boolean) => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id) land((signal) => holdInPlace(() => document.getElementById(id), landOnElement, signal, { focus: true }));
      else if (scrollToTop) {
        landing?.abort();
        window.scrollTo({ top: 0, behavior: 'instant' });
      }
    };
    const place = savedPlace();
    if (place) land((signal) => holdPlace(place, signal));
    else landOnHash(onNewPage);
    const onHashChange = () => landOnHash(false);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      landing?.abort();
    };
  }, [pathname]);
}

function landOnElement(target: Element) {
  target.scrollIntoView({ block: 'start', behavior: 'instant' });
}

function holdPlace(place: Place, signal: AbortSignal) {
  const main = document.getElementById('main');
  if (!main) return;
  // Not a place in the skeleton that stands in while the page's chunk loads.
  const find = () => (main.querySelector('[data-route-loading]') ? null : placeElement(main, place));
  holdInPlace(find, () => scrollToPlace(main, place), signal);
}

/**
 * Lands on what `find` finds once it is rendered, and keeps it there while the page settles: web
 * fonts and late content can still reflow the page above it (pre-rendered HTML is there before the
 * fonts, and a busy device lays it out late). Until the reader takes over, or a few seconds at most.
 * The reader takes over with an input the page sees, or with a scroll it does not (the scrollbar,
 * find in page, a screen reader's cursor): one that moved both the page and the target. The
 * browser's scroll anchoring moves the page and keeps the target; a reflow moves the target alone.
 */
function holdInPlace(
  find: () => Element | null,
  landOn: (target: Element) => void,
  signal: AbortSignal,
  { focus = false } = {},
) {
  void waitForElement(find, LAZY_ROUTE_TIMEOUT_MS, signal).then((target) => {
    if (!target || signal.aborted) return;
    let held = { scrollY: 0, top: 0 };
    const hold = () => {
      landOn(target);
      held = { scrollY: window.scrollY, top: target.getBoundingClientRect().top };
    };
    hold();
    if (focus && target instanceof HTMLElement) target.focus({ preventScroll: true });
    const observer = new ResizeObserver(hold);
    observer.observe(document.body);
    const release = new AbortController();
    const stop = () => release.abort();
    for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true, signal: release.signal });
    const onScroll = () => {
      const moved = (a: number, b: number) => Math.abs(a - b) > MOVED_PX;
      if (moved(window.scrollY, held.scrollY) && moved(target.getBoundingClientRect().top, held.top)) stop();
    };
    window.addEventListener('scroll', onScroll, { passive: true, signal: release.signal });
    const timer = window.setTimeout(stop, SETTLE_MS);
    signal.addEventListener('abort', stop, { signal: release.signal });
    release.signal.addEventListener('abort', () => {
      observer.disconnect();
      window.clearTimeout(timer);
    });
  });
}
