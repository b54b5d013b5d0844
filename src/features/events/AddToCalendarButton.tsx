import { useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { eventTexts } from '../../domain/events';
import { saveObjectUrl } from './calendarFile';
import { useDownloadEventCalendarMutation } from './eventsApi';
import { eventsPageTexts as t } from './eventsPageTexts';
import { serverProblemOf } from './serverProblem';

/**
 * 'Adicionar à agenda': the event's `.ics`, fetched with the session (the file is the guest's own) and saved as
 * 'evento-<id>.ics'. A calendar that imports it again updates the same entry (the UID stays).
 */
export function AddToCalendarButton({ eventId }: { eventId: number }) {
  const [download, { isLoading, reset }] = useDownloadEventCalendarMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    setProblem(null);
    try {
      const file = await download(eventId).unwrap();
      saveObjectUrl(file.url, file.fileName);
    } catch (error) {
      setProblem(serverProblemOf(error, t.calendarFailed));
    } finally {
      reset();
    }
  };

  return (
    <div className="event-calendar">
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={isLoading}
        onClick={() => void save()}
      >
        {isLoading && <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />}
        {eventTexts.addToCalendar}
      </button>
      {problem && (
        <p className="event-dialog__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
