import { http, HttpResponse } from 'msw';

/**
 * The signed-in journalist's favorites on the API, as an account that holds nothing yet: the read answers an empty
 * list, a save or a merge answers the list it was sent. Tests of the sync put their own account in its place.
 */
export const favoritesHandlers = [
  http.get('*/api/favorites', () => HttpResponse.json({ favorites: [] })),
  http.put('*/api/favorites', async ({ request }) => HttpResponse.json(await request.json())),
  http.post('*/api/favorites/merge', async ({ request }) => HttpResponse.json(await request.json())),
];
