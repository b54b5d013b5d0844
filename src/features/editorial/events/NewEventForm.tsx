import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkEditorialEvent, type EditorialEventField } from '../../../domain/editorialEvents';
import { paths } from '../../../domain/routes';
import { editorialProblemOf } from '../editorialProblem';
import { useEditorForm } from '../frame/useEditorForm';
import { withoutImplicitSubmit } from '../frame/useEditorFrame';
import { useLeaveGuard } from '../frame/useLeaveGuard';
import { useCreateEditorialEventMutation } from './eventsApi';
import { EventFields } from './EventFields';
import { emptyEventForm, eventFieldsOf, type EventForm } from './eventForm';
import { eventsTexts as t } from './eventsTexts';
import { EditorActionBar } from '../frame/EditorActionBar';

type EventProblem = { field: EditorialEventField; message: string };

/**
 * 'Novo evento': the event's fields, on the editors' form (useEditorForm.ts), checked by the rules of
 * editorialEvents.ts before it is sent (the server checks them again); once created it opens on its own page, where
 * guests are invited. Unlike a news draft it is created only by 'Criar evento': an event has no draft to hide it in,
 * and it sits on the desk once made. Leaving with something typed asks first.
 */
export function NewEventForm() {
  const id = useId();
  const fieldId = (field: EditorialEventField) => `${id}-${field}`;
  const navigate = useNavigate();
  const form = useEditorForm<EventForm, EventProblem>(emptyEventForm());
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateEditorialEventMutation();
  const guard = useLeaveGuard(form.unsaved);

  // A problem found by 'Criar evento' takes the focus to its field once the field shows it.
  const found = form.problem;
  const focusId = found ? fieldId(found.field) : null;
  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [found, focusId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const fields = eventFieldsOf(form.values);
    const rule = checkEditorialEvent(fields, new Date(), { startIsNew: true });
    form.setProblem(rule);
    if (rule) return;
    try {
      const created = await create(fields).unwrap();
      // Its page opens with the outcome, which takes the focus there and is said (useEditorFrame's notice).
      guard.passThrough(
        () => void navigate(paths.editorial.event.href(created.id), { state: { notice: t.created } }),
      );
    } catch (error) {
      setProblem(editorialProblemOf(error));
    }
  };

  return (
    <>
      <form
        className="editorial-editor editorial-event"
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDown={withoutImplicitSubmit}
      >
        <div className="editorial-editor__main">
          <EventFields
            values={form.values}
            change={form.change}
            latest={form.latest}
            fieldId={fieldId}
            problemOf={form.problemOf}
            loadKey="new"
          />
        </div>
        <div className="editorial-editor__outcome">
          {problem && (
            <p className="alert alert-danger" role="alert">
              {problem}
            </p>
          )}
        </div>
        <EditorActionBar>
          <div className="editorial-actions__row">
            <button type="submit" className="btn btn-primary" disabled={isLoading}>
              {isLoading ? t.creating : t.create}
            </button>
          </div>
        </EditorActionBar>
      </form>
      {guard.dialog}
    </>
  );
}
