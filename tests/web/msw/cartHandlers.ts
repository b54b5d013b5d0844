import { http, HttpResponse } from 'msw';
import { isEmailShape } from '../../../src/domain/email';

/** What the fake cart answers for the size: 3.5 MB whatever the cart, and one file in the zip for each link. */
export const cartSizeFixture = 3_670_016;

interface CartBody {
  email?: unknown;
  cart?: unknown;
}

/** The cart calls of spec section 7, with the API's refusal of a malformed e-mail. */
export const cartHandlers = [
  http.post('*/api/cartfiles/size', async ({ request }) => {
    const body = (await request.json()) as CartBody;
    if (typeof body.email !== 'string' || !isEmailShape(body.email))
      return HttpResponse.json({ message: 'E-mail inválido.' }, { status: 400 });
    const files = Array.isArray(body.cart)
      ? (body.cart as { files: unknown[] }[]).reduce((total, entry) => total + entry.files.length, 0)
      : 0;
    return HttpResponse.json({ size: cartSizeFixture, files });
  }),
  http.post('*/api/cartfiles', async ({ request }) => {
    const body = (await request.json()) as CartBody;
    if (typeof body.email !== 'string' || !isEmailShape(body.email))
      return HttpResponse.json({ message: 'E-mail inválido.' }, { status: 400 });
    return HttpResponse.json({ ok: true });
  }),
];
