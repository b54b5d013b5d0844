import { Link } from 'react-router-dom';
import { paths } from '../../../domain/routes';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
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
  if (desk.isLoading) content = <EditorialLoading />;
  else if (desk.isError || !desk.data)
    content = <EditorialLoadFailed error={desk.error} onRetry={() => void desk.refetch()} />;
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
