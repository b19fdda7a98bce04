import type {ReactNode} from 'react';

interface OptionsProps<Value extends string> {
  labels: Readonly<Record<Value, string>>;
  /** In the order the select lists them. */
  values: readonly Value[];
}

/** A select's options from a list of values and their labels. */
export default function Options<Value extends string>({labels, values}: OptionsProps<Value>): ReactNode {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
