// The editor's rows, mirrored into the address with history.replaceState once they have held still,
// as the demo's debug address is: a reload or a shared link opens the same example.
import { useEffect, useRef } from 'react';
import { encodeExample, readExampleAddress, writeExampleAddress } from './example-address';
import { DEFAULT_ROWS, type ExampleRow } from './example-state';

// A slider drag changes the rows every frame, and each replaceState costs the main thread several
// ms (and Chromium ignores calls past 200 in 10 s): written once the rows rest this long.
const WRITE_SETTLE_MS = 250;

const DEFAULT_TEXT = encodeExample(DEFAULT_ROWS);

/** The rows the address asks for; the default, with a console warning, when it asks for nonsense. */
export function rowsFromAddress(search: string): readonly ExampleRow[] {
  const request = readExampleAddress(search);
  if (request === null) return DEFAULT_ROWS;
  if ('rows' in request) return request.rows;
  console.warn(`Ignoring example= in the address, showing the worked example instead: ${request.error}.`);
  return DEFAULT_ROWS;
}

/** Writes `rows` into the address whenever they change (the worked example itself as no parameter). */
export function useExampleAddress(rows: readonly ExampleRow[]) {
  const first = useRef(rows);
  useEffect(() => {
    // What the page opened with is what the address already says (or a nonsense it warned about,
    // left as it was until the reader edits).
    if (rows === first.current) return;
    const path = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname !== path) return;
      const search = writeExampleAddress(window.location.search, encodeExample(rows) === DEFAULT_TEXT ? null : rows);
      if (search !== window.location.search)
        window.history.replaceState(window.history.state, '', `${path}${search}${window.location.hash}`);
    }, WRITE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [rows]);
}
