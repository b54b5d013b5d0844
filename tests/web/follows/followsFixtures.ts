/**
 * What the follow tests share: a signed-in journalist (as `GET login` leaves one, stored as the app stores it), and
 * their account's followed subjects on the API, kept in memory so a follow or an unfollow shows in the next read.
 */
import { http, HttpResponse } from 'msw';
import type { FollowBody, FollowedSubject } from '../../../src/domain/followSchemas';
import { sameSubject } from '../../../src/domain/follows';
import type { StoredUser } from '../../../src/lib/storage';
import { server } from '../msw/server';

export const sessionToken = 'f'.repeat(43);

export const journalist: StoredUser = {
  id: 7,
  name: 'Joana Jornalista',
  email: 'jornalista@imprensa.test',
  role: 10,
  loggedIn: true,
  cpf: '529.982.247-25',
  rg: '12.345.678-9',
};

/** Signs `user` in before the page renders: the store starts from the stored `user-data`, as after a reload. */
export function signIn(user: StoredUser = journalist) {
  localStorage.setItem('user-data', JSON.stringify({ token: sessionToken, user }));
}

export const followed = (subject: Omit<FollowedSubject, 'followedAt'>): FollowedSubject => ({
  ...subject,
  followedAt: '2026-11-20T12:00:00.000Z',
});

/** The account's list on the API; `calls` records each call as 'METHOD body-or-query', `refuse` makes writes fail. */
export function followsAccount(initial: FollowedSubject[] = []) {
  let list = [...initial];
  const calls: string[] = [];
  const tokens = new Set<string | null>();
  let refusal: { status: number; message: string } | null = null;
  const answer = () =>
    refusal
      ? HttpResponse.json(
          { statusCode: refusal.status, error: 'Erro', message: refusal.message },
          { status: refusal.status },
        )
      : HttpResponse.json({ follows: list });
  server.use(
    http.get('*/api/follows', ({ request }) => {
      tokens.add(request.headers.get('authorization'));
      calls.push('GET');
      return HttpResponse.json({ follows: list });
    }),
    http.post('*/api/follows', async ({ request }) => {
      tokens.add(request.headers.get('authorization'));
      const subject = (await request.json()) as FollowBody;
      calls.push(`POST ${JSON.stringify(subject)}`);
      if (!refusal && !list.some((entry) => sameSubject(entry, subject)))
        list = [...list, followed({ ...subject, title: 'Assunto' })];
      return answer();
    }),
    http.delete('*/api/follows', ({ request }) => {
      tokens.add(request.headers.get('authorization'));
      const query = new URL(request.url).searchParams;
      calls.push(`DELETE ${query}`);
      const associationId = query.get('associationId');
      const subject = {
        textEnum: query.get('textEnum') as FollowBody['textEnum'],
        associationId: associationId === null ? null : Number(associationId),
      };
      if (!refusal) list = list.filter((entry) => !sameSubject(entry, subject));
      return answer();
    }),
  );
  return {
    calls,
    tokens,
    list: () => list,
    refuse(status: number, message: string) {
      refusal = { status, message };
    },
  };
}
