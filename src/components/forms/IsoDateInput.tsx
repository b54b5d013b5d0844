import { useState } from 'react';
import { isoToShownDate, typedDateToIso } from '../../domain/loanDates';
import type { FieldControlProps } from './FormField';
import { TypedDateInput } from './TypedDateInput';

/**
 * A date kept as yyyy-mm-dd and typed as dd/mm/aaaa behind the mask, whatever the browser's language (a native date
 * field follows it, and shows mm/dd/yyyy in an English one). While the typing is not a real date the form is given
 * the text as typed, so its rule refuses it with the field's message instead of keeping the last good date.
 */
export function IsoDateInput({
  control,
  name,
  value,
  onChange,
}: {
  control: FieldControlProps;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [typed, setTyped] = useState(() => isoToShownDate(value));
  const [given, setGiven] = useState(value);
  // A value set from outside (a reload, a newer version): shown as it is now.
  if (value !== given) {
    setGiven(value);
    setTyped(isoToShownDate(value));
  }
  return (
    <TypedDateInput
      control={control}
      name={name}
      value={typed}
      onChange={(text) => {
        const next = typedDateToIso(text) ?? text;
        setTyped(text);
        setGiven(next);
        onChange(next);
      }}
    />
  );
}
