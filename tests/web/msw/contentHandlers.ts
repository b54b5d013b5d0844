import { http, HttpResponse } from 'msw';
import {
  contactsFixture,
  homeFixture,
  menuFixture,
  tweetsFixture,
  youtubeFixture,
} from '../../fixtures/content';

/** The public content calls, answering the fixtures. Tests override one with `server.use(...)`. */
export const contentHandlers = [
  http.get('*/api/menu/json/', () => HttpResponse.json(menuFixture)),
  http.get('*/api/home/json/', () => HttpResponse.json(homeFixture)),
  http.get('*/api/rssfeed/youtube', () => HttpResponse.json({ items: youtubeFixture })),
  http.get('*/api/rssfeed/twitter', () => HttpResponse.json({ items: tweetsFixture })),
  http.get('*/api/contacts/json/', () => HttpResponse.json(contactsFixture)),
];
