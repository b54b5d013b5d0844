import { useId, useState } from 'react';
import { FormField } from '../../../components/forms/FormField';
import { checkLoanModels } from '../../../domain/editorialFleet';
import type { LoanModel, LoanModels } from '../../../domain/editorialFleetSchemas';
import { ChangeHistory } from '../editor/ChangeHistory';
import { SaveOutcome } from '../editor/SaveOutcome';
import { useWholeListEditor } from '../editor/useWholeListEditor';
import { useLazyGetLoanModelsQuery, useSaveLoanModelsMutation } from './fleetApi';
import { fleetTexts as t } from './fleetTexts';

interface ModelsForm {
  /** The list's token as read: the save sends it back, and the server refuses it (409) once the list moved on. */
  token: string;
  items: LoanModel[];
}

/** The editor's hook counts versions; this list's is its token, carried in the form, so its number never changes. */
type Saved = LoanModels & { version: number };
const asSaved = (list: LoanModels): Saved => ({ ...list, version: 0 });

const moved = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * The models the request wizard offers, in its order: each can be switched off, moved or taken out, and a car with
 * vehicles in the fleet can join; saved whole, with the 409 of a list someone else saved meanwhile.
 */
export function LoanModelsEditor({ list }: { list: LoanModels }) {
  const id = useId();
  const [save, saving] = useSaveLoanModelsMutation();
  const [load, loading] = useLazyGetLoanModelsQuery();
  const [chosen, setChosen] = useState('');
  const busy = saving.isLoading || loading.isFetching;
  const editor = useWholeListEditor({
    list: asSaved(list),
    formOf: (saved: Saved): ModelsForm => ({ token: saved.token, items: saved.items }),
    check: (form: ModelsForm) => {
      const message = checkLoanModels(form.items);
      return message ? { message } : null;
    },
    locate: () => null,
    bodyOf: (form) => ({
      token: form.token,
      items: form.items.map(({ carId, active }) => ({ carId, active })),
    }),
    focusIdOf: () => `${id}-save`,
    save: async (body) => asSaved(await save(body).unwrap()),
    load: async () => asSaved(await load().unwrap()),
    savedNotice: t.modelsSaved,
  });
  const { form, change, saved } = editor;
  // Cars that could join: those the server offered, and those taken out since the last save.
  const candidates = [...saved.candidates, ...saved.items].filter(
    (car) => car.fleetCount > 0 && !form.items.some((item) => item.carId === car.carId),
  );
  const items = form.items;

  return (
    <section className="editorial-fleet-models" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="editorial-page__heading">
        {t.modelsHeading}
      </h2>
      <p className="form-text">{t.modelsIntro}</p>
      <form noValidate onSubmit={(event) => void editor.submit(event)}>
        {items.length === 0 ? (
          <p className="editorial-fieldset__empty">{t.modelsEmpty}</p>
        ) : (
          <ol className="editorial-fleet-models__list" aria-label={t.modelsCaption}>
            {items.map((item, index) => (
              <li key={item.carId} className="editorial-fleet-models__item">
                <div className="form-check">
                  <input
                    id={`${id}-active-${item.carId}`}
                    className="form-check-input"
                    type="checkbox"
                    checked={item.active}
                    onChange={(event) => {
                      const active = event.target.checked;
                      change((current) => ({
                        ...current,
                        items: current.items.map((had) =>
                          had.carId === item.carId ? { ...had, active } : had,
                        ),
                      }));
                    }}
                  />
                  <label className="form-check-label" htmlFor={`${id}-active-${item.carId}`}>
                    {item.title}
                  </label>
                </div>
                <span className="form-text editorial-fleet-models__facts">
                  {t.modelFleet(item.fleetCount)}
                  {!item.published && ` · ${t.modelUnpublished}`}
                </span>
                <div className="editorial-fleet-models__controls">
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    aria-label={t.modelUp(item.title)}
                    disabled={index === 0}
                    onClick={() =>
                      change((current) => ({ ...current, items: moved(current.items, index, index - 1) }))
                    }
                  >
                    {t.up}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    aria-label={t.modelDown(item.title)}
                    disabled={index === items.length - 1}
                    onClick={() =>
                      change((current) => ({ ...current, items: moved(current.items, index, index + 1) }))
                    }
                  >
                    {t.down}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    aria-label={t.modelRemove(item.title)}
                    onClick={() =>
                      change((current) => ({
                        ...current,
                        items: current.items.filter((had) => had.carId !== item.carId),
                      }))
                    }
                  >
                    {t.removeModel}
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
        {candidates.length === 0 ? (
          <p className="form-text">{t.noCandidates}</p>
        ) : (
          <div className="editorial-fleet-models__add">
            <FormField id={`${id}-add`} label={t.addModel} kind="select">
              {(control) => (
                <select {...control} value={chosen} onChange={(event) => setChosen(event.target.value)}>
                  <option value="">{t.addModelChoose}</option>
                  {candidates.map((car) => (
                    <option key={car.carId} value={car.carId}>
                      {car.title} ({t.modelFleet(car.fleetCount)})
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={!chosen}
              onClick={() => {
                const car = candidates.find((candidate) => String(candidate.carId) === chosen);
                if (car)
                  change((current) => ({ ...current, items: [...current.items, { ...car, active: true }] }));
                setChosen('');
              }}
            >
              {t.addModelButton}
            </button>
          </div>
        )}
        <SaveOutcome
          conflict={editor.conflict}
          problem={editor.problem ?? editor.fieldProblem?.message ?? null}
          notice={editor.notice}
          busy={busy}
          onReload={() => void editor.reload()}
        />
        <button id={`${id}-save`} type="submit" className="btn btn-primary" disabled={busy}>
          {saving.isLoading ? t.saving : t.modelsSave}
        </button>
        {editor.dirty && <p className="form-text editorial-actions__hint">{t.saveFirst}</p>}
        {editor.leaveDialog}
      </form>
      <ChangeHistory changes={saved.changes} />
    </section>
  );
}
