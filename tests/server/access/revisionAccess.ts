/**
 * Lines of the API's access table (../accessRoutes.ts) for an item's revisions, autosave and editing lock, written
 * out from DECISIONS.md's table: whoever may edit the item, which for every item (news here; an event's are the
 * events area's, the same callers) is the press office (0) and the administrator (1, with or without the flag).
 * A refused call aims at the table's draft news item with a body that would act; an allowed caller's write names
 * an item kind that does not exist (400), so the draft keeps what the refused calls aim at.
 */
import type { Caller, SignedInRoute, Who } from '../accessRoutes';

const only = (...callers: Caller[]): Who => ({ says: callers.join(', '), callers });
const editors = only(0, 1, '1?admin=1');
const nowhere = '/api/redacao/%s/nenhum/1';
const refusedTarget = (kind: string, rest = '') => `${nowhere.replace('%s', kind)}${rest}`;

export const revisionAreaRoutes: SignedInRoute[] = [
  {
    method: 'GET',
    path: '/api/redacao/revisions/:subject/:id',
    who: editors,
    call: (rows) => ({ url: `/api/redacao/revisions/news/${rows.newsId}` }),
  },
  {
    method: 'GET',
    path: '/api/redacao/revisions/:subject/:id/:number',
    who: editors,
    call: (rows) => ({ url: `/api/redacao/revisions/news/${rows.newsId}/1` }),
  },
  {
    method: 'POST',
    path: '/api/redacao/revisions/:subject/:id/:number/restore',
    who: editors,
    call: (rows) => ({
      url: `/api/redacao/revisions/news/${rows.newsId}/1/restore`,
      payload: { version: 1 },
    }),
    allowedCall: { url: refusedTarget('revisions', '/1/restore'), payload: { version: 1 } },
  },
  ...(['GET', 'PUT', 'DELETE'] as const).map((method): SignedInRoute => ({
    method,
    path: '/api/redacao/autosaves/:subject/:id',
    who: editors,
    call: (rows) => ({
      url: `/api/redacao/autosaves/news/${rows.newsId}`,
      ...(method === 'PUT' ? { payload: { version: 1, body: { title: 'Não salvo' } } } : {}),
    }),
    ...(method === 'GET' ? {} : { allowedCall: { url: refusedTarget('autosaves') } }),
  })),
  ...(
    [
      ['POST', ''],
      ['POST', '/takeover'],
      ['POST', '/release'],
      ['DELETE', ''],
    ] as const
  ).map(([method, suffix]): SignedInRoute => ({
    method,
    path: `/api/redacao/locks/:subject/:id${suffix}`,
    who: editors,
    call: (rows) => ({ url: `/api/redacao/locks/news/${rows.newsId}${suffix}` }),
    allowedCall: { url: refusedTarget('locks', suffix) },
  })),
];
