import {useId, type ReactNode} from 'react';
import FilterGroup from '../FilterGroup';
import FilterOption from '../FilterOption';

export interface FilterChoice<Value extends string> {
  value: Value;
  label: string;
  /** A colour marker drawn before the label (tag colours). */
  color?: string;
}

/** What a filter offers: its title, an optional hint, and its choices in the order shown. */
export interface FilterChoices<Value extends string> {
  legend: string;
  hint?: string;
  choices: readonly FilterChoice<Value>[];
}

/** The choices of a label record (`{value: label}`), in its order. */
export function choicesOf<Value extends string>(labels: Readonly<Record<Value, string>>): FilterChoice<Value>[] {
  // Object.keys keeps the record's order; its keys are the record's own `Value`s.
  return (Object.keys(labels) as Value[]).map((value) => ({value, label: labels[value]}));
}

interface ChoiceFilterProps<Value extends string> {
  group: FilterChoices<Value>;
  /** Called with the choice and whether it is now checked. */
  onChange: (value: Value, checked: boolean) => void;
  selected: readonly Value[];
  /** Checkboxes for any number of choices, radio buttons for exactly one. */
  type: 'checkbox' | 'radio';
}

/** One filter of the marketplace as a group of checkboxes or radio buttons. */
export default function ChoiceFilter<Value extends string>({
  group,
  onChange,
  selected,
  type,
}: ChoiceFilterProps<Value>): ReactNode {
  const radioName = useId();
  return (
    <FilterGroup hint={group.hint} legend={group.legend}>
      {group.choices.map((choice) => (
        <FilterOption
          key={choice.value}
          type={type}
          name={type === 'radio' ? radioName : undefined}
          value={choice.value}
          color={choice.color}
          label={choice.label}
          checked={selected.includes(choice.value)}
          onChange={(checked) => onChange(choice.value, checked)}
        />
      ))}
    </FilterGroup>
  );
}
