import {useId, type ReactNode, type Ref} from 'react';
import {MAX_QUERY_LENGTH} from '../../_utils';
import styles from './styles.module.css';

interface ExtensionSearchBarProps {
  inputRef?: Ref<HTMLInputElement>;
  onChange: (query: string) => void;
  value: string;
}

export default function ExtensionSearchBar({
  inputRef,
  onChange,
  value,
}: ExtensionSearchBarProps): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.searchBar}>
      <label className={styles.label} htmlFor={id}>
        Search extensions
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Name, feature or package"
        aria-describedby={hintId}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
      />
      <p id={hintId} className={styles.hint}>
        Every word must match, for example “payment webhooks” or “email”.
      </p>
    </div>
  );
}
