import {useId, type ReactNode, type Ref} from 'react';
import FormField from '@site/src/components/FormField';
import {MAX_QUERY_LENGTH} from '../../_utils';

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
  return (
    <FormField
      hint="Every word must match, for example “payment webhooks” or “email”."
      id={id}
      label="Search extensions">
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Name, feature or package"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
        />
      )}
    </FormField>
  );
}
