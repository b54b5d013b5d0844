/**
 * The cart download calls (spec section 7): `POST cartfiles/size` answers the total size of the cart's files, so the
 * visitor sees what is coming before asking; `POST cartfiles` stores the request and e-mails the link to the zip.
 * Both bodies are the `CartRequestBody` the server declares on its routes.
 */
import { api } from '../../lib/api/api';
import type { CartRequestBody, CartSizeResponse } from '../../domain/cartSchemas';

// Mutations, not cached reads: both are POSTs carrying the visitor's e-mail, asked once per confirmation.
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartSize: build.mutation<CartSizeResponse, CartRequestBody>({
      query: (body) => ({ url: 'cartfiles/size', method: 'POST', body }),
    }),
    requestCartFiles: build.mutation<{ ok: true }, CartRequestBody>({
      query: (body) => ({ url: 'cartfiles', method: 'POST', body }),
    }),
  }),
});

export const { useGetCartSizeMutation, useRequestCartFilesMutation } = cartApi;
