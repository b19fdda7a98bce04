import type {ChangeEvent, ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface FilterOptionProps {
  checked: boolean;
  /** A colour marker drawn before the label (tag colours). */
  color?: string;
  label: ReactNode;
  /** Radio groups share one name; checkboxes leave it out. */
  name?: string;
  onChange: (checked: boolean) => void;
  type: 'checkbox' | 'radio';
  value: string;
}

/**
 * One filter choice drawn as a pill. The input stays a real, visible checkbox or radio button
 * inside its label, so keyboard use, focus and screen-reader state come from the browser.
 */
export default function FilterOption({
  checked,
  color,
  label,
  name,
  onChange,
  type,
  value,
}: FilterOptionProps): ReactNode {
  return (
    <label className={clsx(styles.option, checked && styles.optionChecked)}>
      <input
        className={styles.input}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
      />
      {color ? (
        // A custom property, not a style soup: the stylesheet decides how the marker looks.
        <span className={styles.marker} style={{['--site-tag-color' as string]: color}} aria-hidden="true" />
      ) : null}
      <span>{label}</span>
    </label>
  );
}
