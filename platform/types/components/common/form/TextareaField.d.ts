/**
 * A multi-line text field registered with the surrounding `Form`.
 *
 * @module @components/common/form/TextareaField
 */
import type {ReactElement} from 'react';

export interface TextareaFieldProps {
  /** Field name; a dot path nests the value. */
  name: string;
  label?: string;
  defaultValue?: string;
  placeholder?: string;
  required?: boolean;
}

export function TextareaField(props: TextareaFieldProps): ReactElement;
