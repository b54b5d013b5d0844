import { useParams } from 'react-router-dom';
import { peopleMessages } from '../../../domain/editorialPeople';
import { paths } from '../../../domain/routes';
import { EditorialFrame } from '../EditorialFrame';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import { PersonView } from '../people/PersonView';
import { useGetPersonQuery } from '../people/peopleApi';
import { useCan } from '../useMayPublish';
import '../people/people.scss';

/** /redacao/pessoas/:userId: one person, for the administrator. */
export default function PersonPage() {
  const allowed = useCan('managePeople');
  const id = Number(useParams().userId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetPersonQuery(id, { skip: !allowed || !valid, refetchOnMountOrArgChange: true });
  const trail = [{ label: editorialTexts.areas.people, to: paths.editorial.people.href() }];

  let content;
  if (!valid) content = <p className="alert alert-warning">{peopleMessages.notFound}</p>;
  else if (query.isLoading)
    content = (
      <p className="editorial-page__status" role="status">
        {editorialTexts.loading}
      </p>
    );
  else if (query.isError || !query.data)
    content = (
      <div className="editorial-page__problem" role="alert">
        <p>{editorialProblemOf(query.error, editorialTexts.loadFailed)}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void query.refetch()}>
          {editorialTexts.retry}
        </button>
      </div>
    );
  else
    content = (
      <PersonView
        key={query.data.id}
        initial={query.data}
        onReload={async () => (await query.refetch()).data ?? null}
      />
    );

  return (
    <EditorialFrame
      title={query.data?.name || editorialTexts.areas.people}
      trail={trail}
      capability="managePeople"
    >
      {content}
    </EditorialFrame>
  );
}
