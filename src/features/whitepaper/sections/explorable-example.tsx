// The worked example as the page ships it (static, pre-rendered) until the reader touches it, or
// the address carries an example: then the editor's chunk is fetched and takes its place.
import { useCallback, useEffect, useState } from 'react';
import { retryingImport } from '../../../lib/retrying-import';
import { importFailure, type LoadFailure } from '../../../ui/load-error-cause';
import { EXAMPLE_PARAM } from '../example-editor/example-param';
import type { ExampleEditor } from '../example-editor/example-editor';
import type { AddressedExample } from '../example-editor/use-example-address';
import { WORKED_EXAMPLE_ID, type EditorFocus } from '../example-editor/example-handoff';
import { WorkedExample } from './worked-example';

const editorChunk = retryingImport(
  () => import('../example-editor/example-editor'),
  (module) => module,
);

interface Live {
  Editor: typeof ExampleEditor;
  opened: AddressedExample;
  focusOn: EditorFocus | null;
}

export function ExplorableExample() {
  const [live, setLive] = useState<Live | null>(null);
  const [failure, setFailure] = useState<LoadFailure | null>(null);

  const start = useCallback((focusOn: EditorFocus | null) => {
    void editorChunk.load().then((module) => {
      const failed = module ? null : importFailure(editorChunk.failure());
      if (failed?.kind === 'unsupported') console.error(failed.error);
      setFailure(failed);
      if (!module) return;
      // The address is read as the editor opens (a nonsense one warns then), outside the updater,
      // which React may call twice.
      const opened = module.exampleFromAddress(window.location.search);
      // An address naming an example is a link to it: land on it (unless it names a section too).
      // Mounted off the screen, inside a section not yet laid out, the example's chart was never
      // told it had come into view (Chromium), and stayed undrawn.
      if (!focusOn && !window.location.hash)
        document.getElementById(WORKED_EXAMPLE_ID)?.scrollIntoView({ block: 'start', behavior: 'instant' });
      setLive((current) => current ?? { Editor: module.ExampleEditor, opened, focusOn });
    });
  }, []);
  const reach = useCallback(() => void editorChunk.load(), []);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).has(EXAMPLE_PARAM)) start(null);
  }, [start]);

  if (live)
    return (
      <live.Editor initialRows={live.opened.rows} unreadableLink={live.opened.unreadable} focusOn={live.focusOn} />
    );
  return <WorkedExample onEdit={start} onReach={reach} failure={failure} />;
}
