import { http, HttpResponse } from 'msw';

/**
 * The signed-in journalist's followed subjects on the API, as an account that follows nothing yet: the read answers
 * an empty list. Tests of following put an account of their own in its place (tests/web/follows/).
 */
export const followsHandlers = [http.get('*/api/follows', () => HttpResponse.json({ follows: [] }))];
