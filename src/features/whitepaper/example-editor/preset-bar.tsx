import { memo, startTransition } from 'react';
import { formatFixed } from '../../../lib/format';
import { encodeExample } from './example-address';
import { EXAMPLE_PRESETS, WORKED_EXAMPLE_PRESET } from './example-presets';
import type { EditorDispatch, ExampleRow } from './example-state';
import type { ExplorerResult } from './explore-example';
import styles from './example-editor.module.css';

const PRESET_TEXTS = EXAMPLE_PRESETS.map((preset) => encodeExample(preset.rows));

interface PresetBarProps {
  rows: readonly ExampleRow[];
  result: ExplorerResult;
  dispatch: EditorDispatch;
}

/** One button per preset (pressed while the rows are that preset's), Reset, and why the rows score as they do. */
export const PresetBar = memo(function PresetBar({ rows, result, dispatch }: PresetBarProps) {
  const current = PRESET_TEXTS.indexOf(encodeExample(rows));
  const preset = EXAMPLE_PRESETS[current];
  const counted = result.ranking.filter((r) => r.standing === 'counts').length;
  // As a transition: every row of the editor is made anew, which in the tap's own task took a phone
  // (4x CPU slowdown) 65 ms; React renders it in short tasks after the tap instead.
  const load = (presetRows: readonly ExampleRow[]) =>
    startTransition(() => dispatch({ type: 'load', rows: presetRows }));
  return (
    <>
      <div className={styles.presets} role="group" aria-label="Presets">
        {EXAMPLE_PRESETS.map((p, index) => (
          <button
            key={p.name}
            type="button"
            className={styles.preset}
            aria-pressed={index === current}
            onClick={() => load(p.rows)}
          >
            {p.name}
          </button>
        ))}
        <button
          type="button"
          className={`${styles.preset} ${styles.reset}`}
          onClick={() => load(WORKED_EXAMPLE_PRESET.rows)}
        >
          Reset
        </button>
      </div>
      <p className={styles.why} data-testid="example-why">
        {preset
          ? preset.why(result, rows)
          : `Your own example: ${counted} of ${rows.length} followers count, so S\u00a0=\u00a0${formatFixed(result.roundScore, 3)}.`}
      </p>
    </>
  );
});
