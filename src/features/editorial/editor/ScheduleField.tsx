import { useId, useState } from 'react';
import { FormField } from '../../../components/forms/FormField';
import { checkPublishAt, newsDateOfPublication } from '../../../domain/editorialNews';
import { momentOfBrazilLocal } from '../../../domain/brazilTime';
import { isoToShownDate } from '../../../domain/loanDates';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.editor;

/**
 * 'Agendar publicação': a date and time on Brasília's wall clock (whatever the browser's zone), checked to be in the
 * future before it is sent; the server checks it again against its own clock. Under it, the date the item will carry
 * once published (the day of that moment in Brasília), since the date typed above gives way to it.
 */
export function ScheduleField({
  initial,
  disabled,
  onSchedule,
}: {
  /** The schedule's present moment, 'yyyy-mm-ddThh:mm' in Brasília, or ''. */
  initial: string;
  disabled: boolean;
  onSchedule: (publishAt: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const moment = momentOfBrazilLocal(value);
  const schedule = () => {
    const refusal = checkPublishAt(value, new Date());
    setProblem(refusal);
    if (refusal) document.getElementById(id)?.focus();
    else onSchedule(value);
  };
  return (
    <div className="editorial-schedule">
      <FormField id={id} label={t.scheduleAt} problem={problem} className="editorial-schedule__field">
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
          />
        )}
      </FormField>
      {moment && (
        <p className="form-text editorial-schedule__date">
          {t.publishedDated(isoToShownDate(newsDateOfPublication(moment)))}
        </p>
      )}
      <button type="button" className="btn btn-outline-primary" disabled={disabled} onClick={schedule}>
        {t.schedule}
      </button>
    </div>
  );
}
