/**
 * A drop-down registered with the surrounding `Form`.
 *
 * @module @components/common/form/SelectField
 */
import type {ReactElement} from 'react';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps {
  /** Field name; a dot path nests the value. */
  name: string;
  label?: string;
  options: SelectOption[];
  defaultValue?: string | number;
  required?: boolean;
}

export function SelectField(props: SelectFieldProps): ReactElement;
