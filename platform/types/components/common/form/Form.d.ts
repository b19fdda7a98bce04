/**
 * The form that posts its fields as JSON to an API route.
 *
 * @module @components/common/form/Form
 */
import type {ReactElement, ReactNode} from 'react';

export interface FormProps {
  /** The API URL, usually from GraphQL `url(routeId: "...")`. */
  action: string;
  method?: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  id?: string;
  /** Label of the submit button. */
  submitBtnText?: string;
  /** Called with the response body on a 2xx response. */
  onSuccess?: (response: any) => void;
  /** Called with the error message otherwise. */
  onError?: (message: string) => void;
  children?: ReactNode;
}

/** Validates its fields, posts them and reports the result. */
export function Form(props: FormProps): ReactElement;
