import { FieldError } from '../../../components/forms/FieldError';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkAlbum } from '../../../domain/editorialAlbums';
import { paths } from '../../../domain/routes';
import { useCreateEditorialAlbumMutation } from '../editorialApi';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.albums;

/** 'Novo álbum': a title is enough; the new draft opens in its editor to be filled. */
export function NewAlbumForm() {
  const id = useId();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateEditorialAlbumMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = checkAlbum({ title, description: '', mediaIds: [], coverMediaId: null });
    setProblem(rule?.message ?? null);
    if (rule) return;
    try {
      const created = await create({ title, description: '' }).unwrap();
      void navigate(paths.editorial.album.href(created.id));
    } catch (error) {
      setProblem(editorialProblemOf(error));
    }
  };

  return (
    <form className="editorial-new-album" noValidate onSubmit={(event) => void submit(event)}>
      <label className="form-label" htmlFor={`${id}-title`}>
        {t.newTitle}
      </label>
      <div className="editorial-filters__row">
        <input
          id={`${id}-title`}
          className={`form-control${problem ? ' is-invalid' : ''}`}
          value={title}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {t.create}
        </button>
      </div>
      <FieldError id={`${id}-problem`} text={problem} className="editorial-fieldset__problem" />
    </form>
  );
}
