import { useId } from 'react';
import { formatFixed } from '../../../lib/format';
import { EXAMPLE_LIMITS, type EditorDispatch, type NumberField } from './example-state';
import styles from './follower-fields.module.css';
import { fractionInWords } from './value-words';

interface SliderFieldProps {
  label: string;
  field: NumberField;
  index: number;
  value: number;
  dispatch: EditorDispatch;
}

/** A 0-to-1 measure as a range input, its value shown beside the label and spoken in words. */
export function SliderField({ label, field, index, value, dispatch }: SliderFieldProps) {
  const id = useId();
  return (
    <div className={styles.slider}>
      <label htmlFor={id}>
        {label} <output htmlFor={id}>{formatFixed(value, 2)}</output>
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={1}
        step={1 / EXAMPLE_LIMITS.fractionSteps}
        value={value}
        aria-valuetext={fractionInWords(value)}
        data-field={field}
        onChange={(event) => dispatch({ type: 'set-number', index, field, value: event.target.valueAsNumber })}
      />
    </div>
  );
}
