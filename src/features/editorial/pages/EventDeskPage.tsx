import { Link } from 'react-router-dom';
import { paths } from '../../../domain/routes';
import { EditorialFrame } from '../EditorialFrame';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import { EventDeskTable } from '../events/EventDeskTable';
import { useGetEventDeskQuery } from '../events/eventsApi';
import { eventsTexts } from '../events/eventsTexts';
import { useCan } from '../useMayPublish';
import '../events/events.scss';

/** /redacao/eventos: 'Novo evento' and every event, upcoming soonest first, with its answers counted. */
export default function EventDeskPage() {
  const mayManage = useCan('manageEvents');
  const desk = useGetEventDeskQuery(undefined, { skip: !mayManage, refetchOnMountOrArgChange: true });

  let content;
  if (desk.isLoading)
    content = (
      <p className="editorial-page__status" role="status">
        {editorialTexts.loading}
      </p>
    );
  else if (desk.isError || !desk.data)
    content = (
      <div className="editorial-page__problem" role="alert">
        <p>{editorialProblemOf(desk.error, editorialTexts.loadFailed)}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void desk.refetch()}>
          {editorialTexts.retry}
        </button>
      </div>
    );
  else content = <EventDeskTable list={desk.data.list} />;

  return (
    <EditorialFrame title={editorialTexts.areas.events} capability="manageEvents">
      <div className="editorial-desk__bar">
        <Link className="btn btn-primary" to={paths.editorial.event.href('novo')}>
          {eventsTexts.newEvent}
        </Link>
      </div>
      {content}
    </EditorialFrame>
  );
}
