import {useId, type ReactNode} from 'react';
import FormField, {Options} from '@site/src/components/FormField';
import {SortList, type SortKey} from '../../_utils';

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
    <FormField id={id} label="Sort by">
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            const next = SortList.find((key) => key === event.target.value);
            if (next) {
              onChange(next);
            }
          }}>
          <Options labels={SORT_LABELS} values={SortList} />
        </select>
      )}
    </FormField>
  );
}
