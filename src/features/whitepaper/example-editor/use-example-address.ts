// The editor's rows, mirrored into the address with history.replaceState, as the demo's debug address
// is: whatever the screen shows (a preset, Reset, an edit, a row added or removed), a reload or a
// shared link opens the same example.
import { useEffect, useRef } from 'react';
import { encodeExample, readExampleAddress, writeExampleAddress } from './example-address';
import { DEFAULT_ROWS, type ExampleRow } from './example-state';

// A slider drag changes the rows every frame, and each replaceState costs the main thread several
// ms (and Chromium ignores calls past 200 in 10 s): written once the rows rest this long.
const WRITE_SETTLE_MS = 250;

const DEFAULT_TEXT = encodeExample(DEFAULT_ROWS);

/** The example an address opens: its rows, or the default when it names none or one that cannot be read. */
export interface AddressedExample {
  rows: readonly ExampleRow[];
  /** The address named an example that could not be read (a console warning says why). */
  unreadable: boolean;
}

/** The example the address asks for; the default, with a console warning, when it asks for nonsense. */
export function exampleFromAddress(search: string): AddressedExample {
  const request = readExampleAddress(search);
  if (request === null) return { rows: DEFAULT_ROWS, unreadable: false };
  if ('rows' in request) return { rows: request.rows, unreadable: false };
  console.warn(`Ignoring example= in the address, showing the worked example instead: ${request.error}.`);
  return { rows: DEFAULT_ROWS, unreadable: true };
}

/** Writes `rows` into the address whenever they change (the worked example itself as no parameter). */
export function useExampleAddress(rows: readonly ExampleRow[]) {
  const opening = useRef(true);
  useEffect(() => {
    // As the editor opens, the address is put right at once (an example that could not be read is
    // dropped from it); after that, once the rows hold still.
    const delay = opening.current ? 0 : WRITE_SETTLE_MS;
    opening.current = false;
    const path = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname !== path) return;
      const search = writeExampleAddress(window.location.search, encodeExample(rows) === DEFAULT_TEXT ? null : rows);
      if (search !== window.location.search)
        window.history.replaceState(window.history.state, '', `${path}${search}${window.location.hash}`);
    }, delay);
    return () => clearTimeout(timer);
  }, [rows]);
}
