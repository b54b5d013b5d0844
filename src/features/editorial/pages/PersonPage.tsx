import { useParams } from 'react-router-dom';
import { peopleMessages } from '../../../domain/editorialPeople';
import { paths } from '../../../domain/routes';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
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
  else if (query.isLoading) content = <EditorialLoading />;
  else if (query.isError || !query.data)
    content = <EditorialLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
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
