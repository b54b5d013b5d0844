import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { editorialNewsMessages } from '../../../domain/editorialNews';
import type { PersonDetail } from '../../../domain/editorialPeopleSchemas';
import { editorialTexts } from '../editorialTexts';
import { useChangePersonMutation, useExportPersonMutation } from './peopleApi';
import { peopleTexts } from './peopleTexts';
import type { usePersonChange } from './usePersonChange';

const t = peopleTexts.data;

/**
 * A person's requests under the LGPD: their data as one JSON file (fetched behind the session, saved under its
 * name), and their erasure, confirmed by typing their e-mail, as the server checks too. The erasure is the last form
 * of a long page: its refusal (a loan still under way, a stale read) is said beside its button and takes the focus,
 * so it is seen and heard where the administrator pressed.
 */
export function PersonDataRequests({
  person,
  change,
  onReload,
}: {
  person: PersonDetail;
  change: ReturnType<typeof usePersonChange>;
  /** Reads the person again, after a stale read. */
  onReload: () => void;
}) {
  const id = useId();
  const link = useRef<HTMLAnchorElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const refused = change.at === 'erase' && (change.conflict || !!change.problem);
  useEffect(() => {
    if (refused) refusalRef.current?.focus();
  }, [refused, change.problem]);
  const [download, exporting] = useExportPersonMutation();
  const [changePerson] = useChangePersonMutation();
  const [confirmation, setConfirmation] = useState('');

  const save = async () => {
    const url = await download(person.id)
      .unwrap()
      .catch(() => null);
    if (!url || !link.current) return;
    link.current.href = url;
    link.current.download = t.fileName(person.id);
    link.current.click();
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const erase = (event: FormEvent) => {
    event.preventDefault();
    void change.run(
      () =>
        changePerson({
          id: person.id,
          action: 'erase',
          body: { version: person.version, confirmation },
        }).unwrap(),
      t.erased,
      'erase',
    );
  };

  return (
    <section className="person-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="editorial-page__heading">
        {t.heading}
      </h2>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={exporting.isLoading}
        onClick={() => void save()}
      >
        {exporting.isLoading ? t.exporting : t.export}
      </button>
      <a ref={link} hidden aria-hidden="true" tabIndex={-1} />
      {exporting.isError && (
        <p className="alert alert-danger person-form__action" role="alert">
          {t.exportFailed}
        </p>
      )}
      {!person.isSelf && (
        <form className="person-form person-form--erase" onSubmit={erase}>
          <p className="person-form__explain">{t.explainErase}</p>
          <label className="form-label" htmlFor={`${id}-confirmation`}>
            {t.confirmation}
          </label>
          <input
            id={`${id}-confirmation`}
            className="form-control"
            type="email"
            autoComplete="off"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <button
            type="submit"
            className="btn btn-danger person-form__action"
            disabled={change.busy || !confirmation.trim()}
          >
            {t.erase}
          </button>
          {refused && (
            <div
              ref={refusalRef}
              tabIndex={-1}
              className="alert alert-danger person-form__action"
              role="alert"
            >
              <p className="mb-0">{change.conflict ? editorialNewsMessages.conflict : change.problem}</p>
              {change.conflict && (
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm person-form__action"
                  disabled={change.busy}
                  onClick={onReload}
                >
                  {editorialTexts.editor.reload}
                </button>
              )}
            </div>
          )}
        </form>
      )}
    </section>
  );
}
