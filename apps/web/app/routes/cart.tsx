import { messages } from '@shop/shared/messages';
import { data } from 'react-router';
import { PageContainer } from '../components/ui/page-container';
import type { CartActionData } from '../features/header/mini-cart';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { sessionFromCookies } from '../lib/cookies';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Cart') }];

/** Cart changes posted from anywhere in the shop (the mini cart's remove button posts intent=remove). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const productSlug = form.get('slug');
  const { userSlug } = sessionFromCookies(request.headers.get('cookie'));

  if (intent !== 'remove' || typeof productSlug !== 'string' || productSlug === '') {
    return data<CartActionData>({ ok: false, message: messages.genericFailure }, { status: 400 });
  }
  if (!userSlug) {
    return data<CartActionData>({ ok: false, message: messages.logInFirst }, { status: 401 });
  }

  const query = new URLSearchParams({ user_slug: userSlug, product_slug: productSlug });
  const response = await apiFor(context, request)(`/api/cart?${query}`, { method: 'DELETE' });
  if (!isOk(response)) {
    return data<CartActionData>(
      { ok: false, message: errorMessage(response, messages.genericFailure) },
      { status: response.status >= 400 ? response.status : 502 },
    );
  }
  return { ok: true, message: messages.itemRemovedFromCart } satisfies CartActionData;
}

export default function CartPage({ actionData }: Route.ComponentProps) {
  return (
    <PageContainer title="Cart">
      {actionData ? (
        <p role="status" className="mb-4 font-medium">
          {actionData.message}
        </p>
      ) : null}
      <p className="text-muted">The cart page arrives with the cart issue.</p>
    </PageContainer>
  );
}
