// The worked example, live: the reader's rows, everything computed from them, presets, reset and a
// polite announcement of the scores once an edit settles. Loaded on the reader's first touch of the
// static example (or an address naming one): none of this ships with the page.
import { useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { formatFixed } from '../../../lib/format';
import { EXAMPLE_LIMITS, PREVIOUS_SCORE, type ExampleRow } from './example-state';
import { exploreExample } from './explore-example';
import { editorReducer, spokenScores } from './editor-reducer';
import { ExampleScores } from './example-scores';
import { FollowerFields } from './follower-fields';
import { PresetBar } from './preset-bar';
import { useExampleAddress } from './use-example-address';
import { WORKED_EXAMPLE_ID, type EditorFocus } from './example-handoff';
import shared from '../sections/worked-example.module.css';
import styles from './example-editor.module.css';

export { exampleFromAddress } from './use-example-address';

interface ExampleEditorProps {
  initialRows: readonly ExampleRow[];
  /** The address named an example that could not be read: the default is shown, and says why. */
  unreadableLink: boolean;
  /** Null when the editor opened by itself (from the address): focus stays where it was. */
  focusOn: EditorFocus | null;
}

export function ExampleEditor({ initialRows, unreadableLink, focusOn }: ExampleEditorProps) {
  const [{ rows, spoken }, dispatch] = useReducer(editorReducer, { rows: initialRows, spoken: null });
  // The edited control answers at once; everything computed from the rows follows in a render React
  // may split into short tasks (a slider drag on a phone stays under 50 ms a task).
  const computedRows = useDeferredValue(rows);
  const result = useMemo(() => exploreExample(computedRows), [computedRows]);
  const message = useMemo(() => (spoken ? spokenScores(exploreExample(spoken)) : ''), [spoken]);
  const rootRef = useRef<HTMLDivElement>(null);
  useExampleAddress(rows);
  // The note stands until the reader first changes the example (choosing the worked example again
  // included: by then it no longer answers the link).
  const [linkNoted, setLinkNoted] = useState(unreadableLink);
  if (linkNoted && rows !== initialRows) setLinkNoted(false);

  // The native change event ends an edit: a slider's on release (or each key press), a number's on
  // Enter or leaving it, a checkbox's at once. Only then is the result announced.
  useEffect(() => {
    const root = rootRef.current;
    const settle = () => dispatch({ type: 'settle' });
    root?.addEventListener('change', settle);
    return () => root?.removeEventListener('change', settle);
  }, []);

  useEffect(() => {
    if (!focusOn) return;
    const row = focusOn.handle ? `[data-handle="${CSS.escape(focusOn.handle)}"] ` : '';
    const field = focusOn.field ? `[data-field="${CSS.escape(focusOn.field)}"]` : '[data-field]';
    rootRef.current?.querySelector<HTMLElement>(`${row}${field}`)?.focus();
  }, [focusOn]);

  const rankOf = new Map(result.ranking.map((r) => [r.handle, r]));
  return (
    <div ref={rootRef} id={WORKED_EXAMPLE_ID} className={shared.example} data-testid="worked-example" data-live="">
      <h3>Worked example</h3>
      {linkNoted && (
        <p className={styles.note} role="status" data-testid="unreadable-link">
          The example in this link could not be read, so the worked example is shown instead.
        </p>
      )}
      <p>
        The sample miner came out of the previous round with a running score of {formatFixed(PREVIOUS_SCORE, 3)}. Change
        any follower below, add or remove followers, or start from a preset: every figure follows at once.
      </p>
      <PresetBar rows={computedRows} result={result} dispatch={dispatch} />
      <h4 className={styles.subhead}>
        Followers ({rows.length} of at most {EXAMPLE_LIMITS.maxRows})
      </h4>
      <div className={styles.followers}>
        {rows.map((row, index) => {
          const ranked = rankOf.get(row.handle);
          return (
            <FollowerFields
              key={row.handle}
              row={row}
              index={index}
              rank={ranked?.rank ?? index + 1}
              standing={ranked?.standing ?? 'counts'}
              canRemove={rows.length > EXAMPLE_LIMITS.minRows}
              dispatch={dispatch}
            />
          );
        })}
      </div>
      <button
        type="button"
        className={styles.add}
        disabled={rows.length >= EXAMPLE_LIMITS.maxRows}
        onClick={() => dispatch({ type: 'add' })}
      >
        Add a follower
      </button>
      <ExampleScores result={result} />
      <p role="status" className="visually-hidden" data-testid="example-announcement">
        {message}
      </p>
    </div>
  );
}
