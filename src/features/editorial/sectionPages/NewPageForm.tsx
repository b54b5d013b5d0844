import { FieldError } from '../../../components/forms/FieldError';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { canHoldSubpages, checkSectionPageTitle } from '../../../domain/editorialPages';
import type { SectionPageTree } from '../../../domain/editorialPageSchemas';
import { paths } from '../../../domain/routes';
import { editorialProblemOf } from '../editorialProblem';
import { useCreateSectionPageMutation } from './sectionPagesApi';
import { sectionPagesTexts } from './sectionPagesTexts';

const t = sectionPagesTexts.newPage;

/**
 * 'Nova página': a title and where it goes (a level-1 page of the menu, or under one of them); the new draft opens
 * in its editor to be filled.
 */
export function NewPageForm({ tree }: { tree: SectionPageTree }) {
  const id = useId();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [parentId, setParentId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateSectionPageMutation();
  const holders = tree.pages.filter(canHoldSubpages);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = checkSectionPageTitle(title);
    setProblem(rule);
    if (rule) {
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    try {
      const created = await create({
        kind: tree.kind,
        body: { title, parentId: parentId ? Number(parentId) : null },
      }).unwrap();
      void navigate(paths.editorial.page.href(created.kind, created.id), { state: { notice: t.created } });
    } catch (error) {
      setProblem(editorialProblemOf(error));
    }
  };

  return (
    <form className="section-new-page" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend className="editorial-page__heading section-new-page__legend">{t.legend}</legend>
        <div className="section-new-page__fields">
          <div className="form-field section-new-page__title">
            <label className="form-label" htmlFor={`${id}-title`}>
              {t.title}
            </label>
            <input
              id={`${id}-title`}
              className={`form-control${problem ? ' is-invalid' : ''}`}
              value={title}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setTitle(event.target.value)}
            />
            <FieldError id={`${id}-problem`} text={problem} className="editorial-fieldset__problem" />
          </div>
          <div className="form-field section-new-page__where">
            <label className="form-label" htmlFor={`${id}-where`}>
              {t.where}
            </label>
            <select
              id={`${id}-where`}
              className="form-select"
              value={parentId}
              onChange={(event) => setParentId(event.target.value)}
            >
              <option value="">{t.topLevel}</option>
              {holders.map((page) => (
                <option key={page.id} value={page.id}>
                  {t.under(page.title)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary section-new-page__create" disabled={isLoading}>
            {t.create}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
