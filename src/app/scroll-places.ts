// Where the reader is on each page of their history, so that Back (or a reload) returns there. A
// place is the element at the top of the window and how far below the header it stood, not only a
// scroll offset: the sections that wait off screen to be laid out (content-visibility: auto) count
// as their estimated heights on a page drawn afresh, so the same offset shows other text.
// Kept in sessionStorage under an id in each history entry's state, which outlives the document.

const STORAGE_KEY = 'amplify:places';
const ENTRY_KEY = 'placeId';
/** Entries kept: a long session's oldest places are forgotten first. */
const MAX_PLACES = 50;

export interface Place {
  /** The window's scroll offset then: the fallback where the element is not found. */
  y: number;
  /** Child indices from <main> down to the element at the window's top. */
  path: number[];
  /** The element's top, in px below the window's top. */
  offset: number;
}

type Places = Record<string, Place>;

function readPlaces(): Places {
  try {
    return (JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Places) ?? {};
  } catch {
    return {};
  }
}

function writePlaces(places: Places) {
  const ids = Object.keys(places);
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_PLACES))) delete places[id];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(places));
  } catch {
    // Storage full or off: Back then starts at the top, as a browser without this would not.
  }
}

function entryId(): string | null {
  const state: unknown = history.state;
  return state && typeof state === 'object' && ENTRY_KEY in state
    ? String(state[ENTRY_KEY as keyof typeof state])
    : null;
}

/** Gives the current history entry an id of its own (keeping its state), and returns it. */
function claimEntry(): string {
  const existing = entryId();
  if (existing) return existing;
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const state: unknown = history.state;
  history.replaceState({ ...(state && typeof state === 'object' ? state : {}), [ENTRY_KEY]: id }, '');
  return id;
}

/** The element at the window's top, just under the sticky header, as a place. */
function placeNow(main: HTMLElement, headerBottom: number): Place {
  const y = window.scrollY;
  let element = document.elementFromPoint(window.innerWidth / 2, headerBottom + 1);
  const path: number[] = [];
  if (!element || !main.contains(element) || element === main) return { y, path, offset: 0 };
  const offset = element.getBoundingClientRect().top;
  while (element && element !== main) {
    const parent: Element | null = element.parentElement;
    if (!parent) return { y, path: [], offset: 0 };
    path.unshift(Array.prototype.indexOf.call(parent.children, element));
    element = parent;
  }
  return { y, path, offset };
}

/** The element a place names, on the page as it is now; null when it is not (yet) there. */
export function placeElement(main: HTMLElement, place: Place): Element | null {
  if (place.path.length === 0) return null;
  let element: Element | undefined = main;
  for (const index of place.path) element = element?.children[index];
  return element ?? null;
}

/** Scrolls so that the place's element stands where it stood, or to its offset when it is gone. */
export function scrollToPlace(main: HTMLElement, place: Place) {
  const element = placeElement(main, place);
  const top = element ? window.scrollY + element.getBoundingClientRect().top - place.offset : place.y;
  window.scrollTo({ top, behavior: 'instant' });
}

/** The place saved for the current history entry, if the reader has been here before. */
export function savedPlace(): Place | null {
  const id = entryId();
  return id ? (readPlaces()[id] ?? null) : null;
}

/**
 * Remembers the reader's place on each page as they leave it: a link or navigate() (pushState), Back
 * or Forward (popstate, before the router draws the other page), and leaving the document (pagehide).
 * The browser's own restoration is turned off: it restores the offset, not the place. Call it before
 * the router listens, so its popstate listener runs while the old page is still drawn.
 */
export function rememberPlaces(main: () => HTMLElement | null, headerBottom: () => number) {
  history.scrollRestoration = 'manual';
  let current = claimEntry();
  const save = () => {
    const root = main();
    if (!root) return;
    const places = readPlaces();
    delete places[current];
    places[current] = placeNow(root, headerBottom());
    writePlaces(places);
  };
  window.addEventListener('pushState', () => {
    save();
    current = claimEntry();
  });
  window.addEventListener('popstate', () => {
    save();
    current = claimEntry();
  });
  window.addEventListener('pagehide', save);
}
