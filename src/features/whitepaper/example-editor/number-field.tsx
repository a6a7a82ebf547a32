import { useId, useState } from 'react';
import type { EditorDispatch, NumberField as Field } from './example-state';
import styles from './follower-fields.module.css';

interface NumberFieldProps {
  label: string;
  field: Field;
  index: number;
  /** The row's value, in the unit the input shows (a percentage for engagement). */
  value: number;
  max: number;
  step: number;
  /** From the input's unit to the row's (percent to fraction); none for a plain count. */
  toRow?: (shown: number) => number;
  /** The value in short, beside the label ("1.2M"). */
  hint?: string;
  dispatch: EditorDispatch;
}

/**
 * A number input. What the reader types stays as typed while the input has focus (an empty box,
 * "0."); each parseable value goes to the row at once, clamped; on leaving, the row's value shows.
 */
export function NumberField({ label, field, index, value, max, step, toRow, hint, dispatch }: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className={styles.number}>
      <label htmlFor={id}>
        {label} {hint && <span aria-hidden="true">{hint}</span>}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step={step}
        value={draft ?? String(value)}
        data-field={field}
        onChange={(event) => {
          setDraft(event.target.value);
          const shown = event.target.valueAsNumber;
          if (Number.isFinite(shown))
            dispatch({ type: 'set-number', index, field, value: toRow ? toRow(shown) : shown });
        }}
        onBlur={() => setDraft(null)}
      />
    </div>
  );
}
