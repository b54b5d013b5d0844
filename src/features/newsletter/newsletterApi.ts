/** `POST newsletter/add` (spec section 7): a visitor's subscription, with the consent to the newsletter terms. */
import { api } from '../../lib/api/api';
import type { NewsletterSubscription } from '../../domain/newsletter';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<unknown, NewsletterSubscription>({
      query: (body) => ({ url: 'newsletter/add', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeToNewsletterMutation } = newsletterApi;
