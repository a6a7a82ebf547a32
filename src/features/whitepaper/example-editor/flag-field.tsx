import type { EditorDispatch, FlagField as Field } from './example-state';
import styles from './follower-fields.module.css';

interface FlagFieldProps {
  label: string;
  field: Field;
  index: number;
  checked: boolean;
  dispatch: EditorDispatch;
}

/** A yes-or-no fact about a follower, as a checkbox inside its label (the whole label is the target). */
export function FlagField({ label, field, index, checked, dispatch }: FlagFieldProps) {
  return (
    <label className={styles.flag}>
      <input
        type="checkbox"
        checked={checked}
        data-field={field}
        onChange={(event) => dispatch({ type: 'set-flag', index, field, value: event.target.checked })}
      />
      {label}
    </label>
  );
}
