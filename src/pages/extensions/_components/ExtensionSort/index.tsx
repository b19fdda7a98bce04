import {useId, type ReactNode} from 'react';
import {SortList, type SortKey} from '../../_utils';
import styles from './styles.module.css';

const SORT_LABELS: Record<SortKey, string> = {
  popular: 'Most installed',
  name: 'Name (A to Z)',
};

interface ExtensionSortProps {
  onChange: (sort: SortKey) => void;
  value: SortKey;
}

export default function ExtensionSort({onChange, value}: ExtensionSortProps): ReactNode {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label className={styles.label} htmlFor={id}>
        Sort by
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const next = SortList.find((key) => key === event.target.value);
          if (next) {
            onChange(next);
          }
        }}>
        {SortList.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
