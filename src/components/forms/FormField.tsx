import { FieldError } from './FieldError';
import type { ReactNode } from 'react';

/** What a field's control needs to be labelled, marked invalid and described (the spread goes onto the control). */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The rule's message while this field is the one marked (spec section 5: "marks the field"). */
  problem?: string | null;
  /** A short note under the control, read with it ('Opcional'). */
  hint?: string;
  /** 'select' for a <select>, which Bootstrap styles as form-select. */
  kind?: 'control' | 'select';
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field in Bootstrap's markup: the label, the control (rendered by the caller, which may be a masked
 * input or a select), an optional hint and, while marked, the rule's message linked to the control by
 * aria-describedby, so a screen reader says why the field was refused when the focus lands on it.
 */
export function FormField({
  id,
  label,
  problem,
  hint,
  kind = 'control',
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  const describedBy = [problemId, hintId].filter(Boolean).join(' ') || undefined;
  const base = kind === 'select' ? 'form-select' : 'form-control';
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({
        id,
        className: problem ? `${base} is-invalid` : base,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      <FieldError id={problemId} text={problem} />
    </div>
  );
}
