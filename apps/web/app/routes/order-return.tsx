import { MAX_RETURN_PHOTOS, RETURN_WINDOW_DAYS, returnReasons } from '@shop/shared/after-order.contract';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { formatDate } from '../components/ui/format-date';
import { ImageUploadField } from '../components/ui/image-upload-field';
import { PageContainer } from '../components/ui/page-container';
import { guestTrackingPath } from '../features/checkout/guest-links';
import { askForReturn, reasonFrom } from '../features/orders/after-order.server';
import { loadGuestOrder } from '../features/orders/guest-orders.server';
import { loadOrder } from '../features/orders/orders.server';
import { apiFor } from '../lib/api.server';
import { formText, formUrls } from '../lib/api-field-errors';
import { pageTitle } from '../lib/site';
import type { Route } from './+types/order-return';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Return an item') },
  // A guest's address carries the order's access token: never send it to another site.
  // `same-origin`, not `no-referrer`: under `no-referrer` a form posted without JavaScript says
  // `Origin: null`, which the CSRF check refuses.
  { name: 'referrer', content: 'same-origin' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** `?order=<order id>&line=<line id>`: the delivered item to send back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = url.searchParams.get('order')?.trim() ?? '';
  const lineSlug = url.searchParams.get('line')?.trim() ?? '';
  // `&token=`: a guest's order behind its link (decision 0035).
  const token = url.searchParams.get('token')?.trim() ?? '';
  const api = apiFor(context, request);
  const lookup = !slug
    ? { status: 'not_found' as const }
    : token
      ? await loadGuestOrder(api, slug, token)
      : await loadOrder(api, slug);
  if (lookup.status === 'not_found') throw data('No such order among your orders.', { status: 404 });
  if (lookup.status === 'failed') throw data('The order could not be loaded.', { status: 503 });
  const line = lookup.order.product_list.find((candidate) => candidate.line_slug === lineSlug);
  if (!line) throw data('No such item in this order.', { status: 404 });
  const deadline = line.delivered_at
    ? new Date(Date.parse(line.delivered_at) + RETURN_WINDOW_DAYS * DAY_MS).toISOString()
    : null;
  return { order: lookup.order, line, deadline, token };
}

/** Sends the request, then back to the order, where its state shows. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = formText(form, 'order');
  const reason = reasonFrom(form);
  if (reason.length < 3) {
    return data(
      { ok: false, message: 'Please choose a reason, or tell us why in a few words.' },
      { status: 400 },
    );
  }
  const photos = formUrls(form, 'photo_urls');
  if (photos.length > MAX_RETURN_PHOTOS) {
    return data({ ok: false, message: `Please add at most ${MAX_RETURN_PHOTOS} photos.` }, { status: 400 });
  }
  const token = formText(form, 'token');
  const outcome = await askForReturn(
    apiFor(context, request),
    slug,
    { line_slug: formText(form, 'line'), reason, photo_urls: photos },
    token || undefined,
  );
  if (!outcome.result.ok) return data(outcome.result, { status: outcome.status });
  const back = token
    ? guestTrackingPath(slug, token)
    : `/track_order?${new URLSearchParams({ order: slug })}`;
  return redirect(`${back}&done=return-requested`);
}

export default function OrderReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, line, deadline, token } = loaderData;
  const navigation = useNavigation();
  const back = token
    ? guestTrackingPath(order.slug, token)
    : `/track_order?${new URLSearchParams({ order: order.slug })}`;
  const open = line.line_status === 'delivered' && deadline !== null && Date.parse(deadline) > Date.now();
  return (
    <PageContainer title="Return an item">
      <div className="mx-auto max-w-xl rounded-card border border-line p-5 sm:p-6">
        <h2 className="text-lg font-bold text-ink">
          Return {line.productName} × {line.quantity}
        </h2>
        <p className="mt-1 text-sm text-muted">
          Order <span className="font-mono">{order.slug}</span> · sold by {line.shop_name}
          {deadline ? ` · returns accepted until ${formatDate(deadline)}` : ''}
        </p>
        {!open ? (
          <p role="alert" className="mt-4 text-sm text-danger">
            {line.line_status === 'delivered'
              ? `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery.`
              : 'Only delivered items can be returned.'}
          </p>
        ) : (
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="order" value={order.slug} />
            <input type="hidden" name="line" value={line.line_slug} />
            {token ? <input type="hidden" name="token" value={token} /> : null}
            <fieldset>
              <legend className="text-sm font-semibold text-ink">Why are you returning it?</legend>
              <div className="mt-2 space-y-1.5">
                {[...returnReasons, 'Other'].map((reason, index) => (
                  <label key={reason} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="reason" value={reason} required defaultChecked={index === 0} />
                    {reason}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="block text-sm">
              <span className="font-medium text-ink">Tell the shop more (needed for “Other”)</span>
              <textarea
                name="details"
                rows={3}
                maxLength={400}
                className="mt-1 w-full rounded-card border border-line px-3 py-2 text-sm"
              />
            </label>
            {/* Uploads need an account; a guest describes the item in words. */}
            {token ? null : (
              <ImageUploadField
                label="Photos (optional)"
                name="photo_urls"
                multiple
                hint={`Up to ${MAX_RETURN_PHOTOS} photos of the item, e.g. of the damage.`}
              />
            )}
            {actionData && !actionData.ok ? (
              <p role="alert" className="text-sm text-danger">
                {actionData.message}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="submit"
                disabled={navigation.state === 'submitting'}
                className="rounded-card bg-accent px-4 py-2 text-sm font-semibold text-ink hover:bg-accent-strong disabled:opacity-70"
              >
                {navigation.state === 'submitting' ? 'Sending…' : 'Send return request'}
              </button>
              <Link to={back} className="text-sm font-medium text-ink underline">
                Back to the order
              </Link>
            </div>
          </Form>
        )}
      </div>
    </PageContainer>
  );
}
