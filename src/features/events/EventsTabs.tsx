import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { WireEvent } from '../../domain/eventSchemas';
import { eventTexts } from '../../domain/events';
import { EventCardList } from './EventCardList';
import { eventsPageTexts as t } from './eventsPageTexts';
import { splitByPeriod } from './guestAnswer';

/**
 * 'Próximos Eventos' and, only when there are past events, 'Eventos Anteriores' (spec loan-area section 2). A
 * WAI-ARIA tablist: the arrows move between the tabs.
 */
export function EventsTabs({ list, onOpen }: { list: WireEvent[]; onOpen: (event: WireEvent) => void }) {
  const [active, setActive] = useState<string>('upcoming');
  const { upcoming, past } = splitByPeriod(list);
  return (
    <Tabs
      id="events-tabs"
      activeKey={past.length > 0 ? active : 'upcoming'}
      onSelect={(key) => setActive(key ?? 'upcoming')}
      className="events-tabs"
      aria-label={t.tabsLabel}
    >
      <Tab eventKey="upcoming" title={eventTexts.upcomingTab}>
        <EventCardList events={upcoming} label={eventTexts.upcomingTab} onOpen={onOpen} />
      </Tab>
      {past.length > 0 && (
        <Tab eventKey="past" title={eventTexts.pastTab}>
          <EventCardList events={past} label={eventTexts.pastTab} onOpen={onOpen} />
        </Tab>
      )}
    </Tabs>
  );
}
