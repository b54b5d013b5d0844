/**
 * A date typed as dd/mm/yyyy behind a mask (spec loan-area section 5), the one control the wizard, the approval and
 * the checklist share. It reports only real changes: react-imask calls `onAccept` again when the value is set from
 * outside, which would otherwise echo every render back into the form.
 */
import { IMaskInput } from 'react-imask';
import { dateMask } from '../../domain/loanDates';
import type { FieldControlProps } from './FormField';

export const datePlaceholder = 'dd/mm/aaaa';

/** Whether every digit of the mask has been typed, so a half-typed date isn't judged yet. */
export const isTypedInFull = (value: string) => value.length === dateMask.length;

export function TypedDateInput({
  control,
  name,
  value,
  disabled,
  onChange,
  onBlur,
}: {
  control: FieldControlProps;
  name: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  /** The field was left (to show its rule then). */
  onBlur?: () => void;
}) {
  return (
    <IMaskInput
      {...control}
      mask={dateMask}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={datePlaceholder}
      value={value}
      disabled={disabled}
      onBlur={onBlur}
      onAccept={(typed: string) => {
        if (typed !== value) onChange(typed);
      }}
    />
  );
}
