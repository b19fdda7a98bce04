import {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

interface FilterGroupProps {
  /** The group's choices (`FilterOption`s). */
  children: ReactNode;
  /** What choosing several means; it describes the group to assistive technology. */
  hint?: string;
  legend: string;
}

/** One titled group of filter choices: a fieldset, so its legend names every choice's group. */
export default function FilterGroup({children, hint, legend}: FilterGroupProps): ReactNode {
  const hintId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.options}>{children}</div>
    </fieldset>
  );
}
