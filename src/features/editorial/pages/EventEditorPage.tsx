import { useParams } from 'react-router-dom';
import { editorialEventMessages } from '../../../domain/editorialEvents';
import { paths } from '../../../domain/routes';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { editorialTexts } from '../editorialTexts';
import { EventEditor } from '../events/EventEditor';
import { useGetEditorialEventQuery } from '../events/eventsApi';
import { eventsTexts } from '../events/eventsTexts';
import { NewEventForm } from '../events/NewEventForm';
import { EditingPresence } from '../history/EditingPresence';
import { RevisionHistory } from '../history/RevisionHistory';
import { useRevisionHistoryOf } from '../history/useRevisionHistoryOf';
import { useCan } from '../useMayPublish';
import '../events/events.scss';

/** The event's fields as its editor names them, for the comparison of two saved versions. */
const fieldLabels = {
  title: eventsTexts.title,
  description: eventsTexts.description,
  location: eventsTexts.location,
  start: eventsTexts.start,
  end: eventsTexts.end,
  textBlocks: eventsTexts.blocks,
};

/**
 * /redacao/eventos/novo: 'Novo evento'; /redacao/eventos/{id}: the event, its guests and answers, as the server has
 * them now, who else is editing it above, and its saved versions with its invitations and cancellation between them
 * ('Histórico') below.
 */
export default function EventEditorPage() {
  const mayManage = useCan('manageEvents');
  const { eventId } = useParams();
  const isNew = eventId === 'novo';
  const id = Number(eventId);
  const validId = Number.isInteger(id) && id > 0;
  const event = useGetEditorialEventQuery(id, {
    skip: !mayManage || !validId,
    refetchOnMountOrArgChange: true,
  });

  const { restores, history } = useRevisionHistoryOf(event);
  const item = !isNew && validId && event.data ? { subject: 'event' as const, id } : null;

  let content;
  if (isNew) content = <NewEventForm />;
  else if (!validId) content = <p className="editorial-page__problem">{editorialEventMessages.notFound}</p>;
  // Once read, the editor stays: a later read (the history's) must never unmount the form and what is typed in it.
  else if (event.data) content = <EventEditor key={`${id}-${restores}`} event={event.data} />;
  else if (event.isLoading || event.isFetching) content = <EditorialLoading />;
  else content = <EditorialLoadFailed error={event.error} onRetry={() => void event.refetch()} />;

  return (
    <EditorialFrame
      title={isNew ? eventsTexts.newTitle : eventsTexts.editTitle}
      trail={[{ label: editorialTexts.areas.events, to: paths.editorial.events.href() }]}
      capability="manageEvents"
    >
      {item && <EditingPresence item={item} />}
      {content}
      {item && <RevisionHistory item={item} fieldLabels={fieldLabels} {...history} />}
    </EditorialFrame>
  );
}
