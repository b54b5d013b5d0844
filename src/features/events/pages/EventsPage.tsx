import { useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import type { WireEvent } from '../../../domain/eventSchemas';
import { eventTexts } from '../../../domain/events';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { EventDetailsDialog } from '../EventDetailsDialog';
import { EventsTabs } from '../EventsTabs';
import { useGetEventsQuery } from '../eventsApi';
import { eventsPageTexts as t } from '../eventsPageTexts';
import { serverProblemOf } from '../serverProblem';
import { useEventsFlag } from '../useEventsFlag';
import '../events.scss';

/**
 * /eventos and /lista-comodato (spec loan-area section 2, "Events"): the signed-in user's invitations in two tabs,
 * each with a details dialog where an open invitation is accepted or refused. The list reloads after an answer.
 */
export default function EventsPage() {
  useDocumentTitle(eventTexts.title);
  const query = useGetEventsQuery(undefined, { refetchOnMountOrArgChange: true });
  useEventsFlag(query.data?.list.length);
  const [chosen, setChosen] = useState<WireEvent | null>(null);
  const [open, setOpen] = useState(false);

  let content;
  if (query.isLoading)
    content = (
      <p className="events-page__status" role="status">
        <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {t.loading}
      </p>
    );
  else if (query.isError || !query.data)
    content = (
      <div className="events-page__problem" role="alert">
        <p>{serverProblemOf(query.error, t.listFailed)}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void query.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  else
    content = (
      <EventsTabs
        list={query.data.list}
        onOpen={(event) => {
          setChosen(event);
          setOpen(true);
        }}
      />
    );

  return (
    <div className="events-page site-container">
      <Breadcrumb
        items={[
          { label: eventTexts.breadcrumbArea, to: paths.loggedArea.href() },
          { label: eventTexts.title },
        ]}
      />
      <h1 className="events-page__title">{eventTexts.title}</h1>
      {content}
      <EventDetailsDialog
        event={chosen}
        show={open}
        onClose={() => setOpen(false)}
        onExited={() => setChosen(null)}
        onAnswered={setChosen}
      />
    </div>
  );
}
