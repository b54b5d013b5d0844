import { useId, useState, type FormEvent } from 'react';
import { checkReason, peopleLimits } from '../../../domain/editorialPeople';
import type { PersonDetail } from '../../../domain/editorialPeopleSchemas';
import { useChangePersonMutation } from './peopleApi';
import { peopleTexts } from './peopleTexts';
import type { usePersonChange } from './usePersonChange';

const t = peopleTexts.block;

/**
 * Block for loans with a reason, or lift the block with a justification: the text is checked as the server checks
 * it, its problem shown under the field, and it stays typed when the server refuses.
 */
export function PersonBlockForm({
  person,
  change,
}: {
  person: PersonDetail;
  change: ReturnType<typeof usePersonChange>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [shownProblem, setShownProblem] = useState<string | null>(null);
  const [changePerson] = useChangePersonMutation();
  const blocking = person.isAllowed;
  const field = blocking ? 'reason' : 'justification';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkReason(text, field);
    setShownProblem(problem?.message ?? null);
    if (problem) return;
    const version = person.version;
    const done = await change.run(
      () =>
        changePerson(
          blocking
            ? { id: person.id, action: 'block', body: { version, reason: text } }
            : { id: person.id, action: 'unblock', body: { version, justification: text } },
        ).unwrap(),
      blocking ? t.blocked : t.unblocked,
    );
    if (done) setText('');
  };
  return (
    <form
      className="person-section person-form"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-heading`} className="editorial-page__heading">
        {t.heading}
      </h2>
      {blocking && <p className="person-form__explain">{t.explainBlock}</p>}
      <label className="form-label" htmlFor={`${id}-text`}>
        {blocking ? t.reason : t.justification}
      </label>
      <textarea
        id={`${id}-text`}
        className={`form-control${shownProblem ? ' is-invalid' : ''}`}
        rows={2}
        maxLength={peopleLimits.reasonMax}
        value={text}
        aria-invalid={shownProblem ? true : undefined}
        aria-describedby={shownProblem ? `${id}-problem` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {shownProblem && (
        <p id={`${id}-problem`} className="person-form__problem">
          {shownProblem}
        </p>
      )}
      <button
        type="submit"
        className={`btn ${blocking ? 'btn-outline-danger' : 'btn-outline-primary'} person-form__action`}
        disabled={change.busy}
      >
        {blocking ? t.block : t.unblock}
      </button>
    </form>
  );
}
