import { FormField, type FormFieldProps } from './FormField';

interface RequiredTextFieldProps extends Omit<FormFieldProps, 'children' | 'kind'> {
  name: string;
  rows: number;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A labelled text area that must be filled (a reason, a justification): required for the browser and for assistive
 * technology alike, kept to the server's limit.
 */
export function RequiredTextField({
  name,
  rows,
  maxLength,
  value,
  onChange,
  ...field
}: RequiredTextFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={rows}
          required
          aria-required="true"
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
