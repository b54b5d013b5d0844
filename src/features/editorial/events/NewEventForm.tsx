import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkEditorialEvent, type EditorialEventField } from '../../../domain/editorialEvents';
import { paths } from '../../../domain/routes';
import { editorialProblemOf } from '../editorialProblem';
import { useCreateEditorialEventMutation } from './eventsApi';
import { EventFields } from './EventFields';
import { emptyEventForm, eventFieldsOf, type EventForm } from './eventForm';
import { eventsTexts as t } from './eventsTexts';

/**
 * 'Novo evento': the event's fields, checked by the rules of editorialEvents.ts before it is sent (the server checks
 * them again); once created it opens on its own page, where guests are invited.
 */
export function NewEventForm() {
  const id = useId();
  const fieldId = (field: EditorialEventField) => `${id}-${field}`;
  const navigate = useNavigate();
  const [form, setForm] = useState<EventForm>(emptyEventForm);
  const [fieldProblem, setFieldProblem] = useState<{ field: EditorialEventField; message: string } | null>(
    null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateEditorialEventMutation();
  // The field a problem sends the focus to, once the render that marks it is done.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const change = (update: (current: EventForm) => EventForm) => {
    setForm(update);
    setFieldProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const fields = eventFieldsOf(form);
    const rule = checkEditorialEvent(fields, new Date(), { startIsNew: true });
    setFieldProblem(rule);
    if (rule) {
      setFocusTarget({ id: fieldId(rule.field) });
      return;
    }
    try {
      const created = await create(fields).unwrap();
      void navigate(paths.editorial.event.href(created.id));
    } catch (error) {
      setProblem(editorialProblemOf(error));
    }
  };

  return (
    <form className="editorial-editor editorial-event" noValidate onSubmit={(event) => void submit(event)}>
      <div className="editorial-editor__main">
        <EventFields
          form={form}
          change={change}
          fieldId={fieldId}
          problemOf={(field) => (fieldProblem?.field === field ? fieldProblem.message : null)}
          loadKey="new"
        />
      </div>
      <div className="editorial-editor__footer">
        {problem && (
          <p className="alert alert-danger" role="alert">
            {problem}
          </p>
        )}
        <div className="editorial-actions">
          <div className="editorial-actions__row">
            <button type="submit" className="btn btn-primary" disabled={isLoading}>
              {isLoading ? t.creating : t.create}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}
