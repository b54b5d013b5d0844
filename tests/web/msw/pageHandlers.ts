import { http, HttpResponse } from 'msw';
import {
  carDetailFixture,
  carListFixture,
  companyPageFixture,
  companyRootFixture,
  companySubpageFixture,
  emobilitySubpageFixture,
  technologyPageFixture,
  versionFixture,
} from '../../fixtures/pages';
import { server } from './server';

/** The content-page calls of cars and section pages, answering the fixtures of tests/fixtures/pages.ts. */
export const pageHandlers = [
  http.get('*/api/cars/json/', () => HttpResponse.json(carListFixture)),
  http.get('*/api/cars/json/car/:id', () => HttpResponse.json(carDetailFixture)),
  http.get('*/api/cars/json/car/:id/version/:versionId', () => HttpResponse.json(versionFixture)),
  http.get('*/api/sessions/json/', () => HttpResponse.json(companyRootFixture)),
  http.get('*/api/sessions/json/session/:id', () => HttpResponse.json(companyPageFixture)),
  http.get('*/api/sessions/json/session/:id/subsession/:subId', () =>
    HttpResponse.json(companySubpageFixture),
  ),
  http.get('*/api/technology/json/technology/:id', () => HttpResponse.json(technologyPageFixture)),
  http.get('*/api/mobilidade-eletrica/json/mobilidade-eletrica/:id/subMob/:subId', () =>
    HttpResponse.json(emobilitySubpageFixture),
  ),
  http.post('*/api/pdf/chrome/url', () =>
    HttpResponse.json({
      pdf: '/media/pdf/t-cross-highline-1-4-tsi.pdf',
      name: 't-cross-highline-1-4-tsi.pdf',
      url: 'http://localhost:3000/cars/version/1/2/pdf',
    }),
  ),
];

/** Adds the content-page handlers for one test (server.resetHandlers drops them after it). */
export function usePageHandlers() {
  server.use(...pageHandlers);
}

/** A read answering an error status with the API's error body. */
export const failing = (method: 'get' | 'post', path: string, status: number, message = 'Falhou') =>
  http[method](`*/api/${path}`, () =>
    HttpResponse.json({ statusCode: status, error: 'Erro', message }, { status }),
  );
