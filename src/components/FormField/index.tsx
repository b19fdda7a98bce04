/**
 * One labelled form control with its hint and its error, wired for assistive technology: the
 * hint and the error are text tied to the control with `aria-describedby` (hint first, as they
 * stand on the page), and the control carries `aria-invalid` while there is an error. The
 * control itself is the caller's (`input`, `select` or `textarea`, with its own value and
 * handlers); it receives the id, class and aria attributes to spread.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export {default as Options} from './Options';

/** What the control spreads onto itself. */
export interface FormControlProps {
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  className: string;
  id: string;
}

export interface FormFieldProps {
  children: (control: FormControlProps) => ReactNode;
  /** The message shown under the control while its value is wrong. */
  error?: string;
  /** Text under the control that says what it expects; `${id}-hint` on the page. */
  hint?: ReactNode;
  /** The control's id; the hint and the error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
}

export default function FormField({children, error, hint, id, label}: FormFieldProps): ReactNode {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        className: clsx(styles.control, error && styles.invalid),
        id,
      })}
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} id={errorId}>
          <span aria-hidden="true" className={styles.errorMark}>
            !
          </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
