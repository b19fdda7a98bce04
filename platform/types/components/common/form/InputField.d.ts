/**
 * A text input registered with the surrounding `Form`.
 *
 * @module @components/common/form/InputField
 */
import type {ReactElement} from 'react';

export interface InputFieldProps {
  /** Field name; a dot path such as `settings.headline` nests the value. */
  name: string;
  label?: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'hidden' | 'url' | 'tel';
  defaultValue?: string | number;
  placeholder?: string;
  required?: boolean;
}

export function InputField(props: InputFieldProps): ReactElement;
