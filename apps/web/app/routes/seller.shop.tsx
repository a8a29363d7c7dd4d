import { data, Form } from 'react-router';
import { FormNote, useCheckedForm } from '../components/ui/checked-form';
import { buttonClass, FormMessage, InputField, TextAreaField } from '../components/ui/form-field';
import { ImageUploadField } from '../components/ui/image-upload-field';
import type { Shop } from '../features/seller-dashboard/seller-types';
import { shopBodyFrom, shopFormIssues } from '../features/seller-dashboard/shop-form';
import { apiFor, errorMessage, isOk } from '../lib/api.server';
import { fieldErrorsFrom, plainFormMessage } from '../lib/api-field-errors';
import type { Route } from './+types/seller.shop';

export async function loader({ request, context }: Route.LoaderArgs) {
  const response = await apiFor(context, request)<Shop>('/api/seller/shop');
  if (!isOk(response)) throw data('The shop could not be loaded.', { status: response.status });
  return { shop: response.body };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // The same check the browser ran (a post without scripts gets its notes here, without an API call).
  const issues = shopFormIssues(form);
  if (Object.keys(issues).length > 0) {
    const message = 'Some fields need attention: see the notes beside them.';
    return data({ ok: false as const, message, fields: issues, at: Date.now() }, { status: 400 });
  }
  const response = await apiFor(context, request)<Shop>('/api/seller/shop', {
    method: 'PATCH',
    body: shopBodyFrom(form),
  });
  if (isOk(response)) {
    const pending = response.body.pending_contact_email;
    const message = pending
      ? `Shop profile saved. We sent a confirmation link to ${pending}: order e-mails go there once it is followed.`
      : 'Shop profile saved.';
    return { ok: true as const, message, fields: {}, at: Date.now() };
  }
  const raw = errorMessage(response, 'The shop could not be saved.');
  // Beside each field in plain words; above the form no internal field path.
  return data(
    { ok: false as const, message: plainFormMessage(raw), fields: fieldErrorsFrom(raw), at: Date.now() },
    { status: 400 },
  );
}

export default function SellerShopPage({ loaderData, actionData }: Route.ComponentProps) {
  const { shop } = loaderData;
  const {
    errors: fields,
    formProps,
    dialog,
  } = useCheckedForm({
    check: shopFormIssues,
    serverErrors: actionData?.fields,
    refusedAt: actionData && !actionData.ok ? actionData.at : undefined,
  });
  return (
    <section aria-labelledby="shop-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="shop-heading" className="text-xl font-semibold">
          Shop profile
        </h2>
        <a href={`/sellers/${shop.shop_slug}`} className="text-sm font-semibold text-accent-ink underline">
          View my shop page
        </a>
      </div>
      <Form
        method="post"
        aria-label="Shop profile"
        {...formProps}
        className="grid gap-4 rounded-card border border-line bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
      >
        {dialog}
        {actionData ? (
          <div className="sm:col-span-2">
            <FormMessage result={actionData} />
          </div>
        ) : null}
        <ImageUploadField
          label="Logo"
          name="shop_logo"
          defaultValue={shop.shop_logo}
          error={fields.shop_logo}
        />
        <ImageUploadField
          label="Cover"
          name="shop_cover"
          defaultValue={shop.shop_cover}
          error={fields.shop_cover}
        />
        <TextAreaField
          label="Description"
          name="description"
          maxLength={2000}
          defaultValue={shop.description ?? ''}
          error={fields.description}
          className="sm:col-span-2"
        />
        <InputField
          label="Address"
          name="shop_address"
          maxLength={300}
          defaultValue={shop.shop_address ?? ''}
          error={fields.shop_address}
          className="sm:col-span-2"
        />
        <InputField
          label="Contact e-mail"
          name="contact_email"
          type="email"
          defaultValue={shop.pending_contact_email ?? shop.contact_email ?? ''}
          hint={
            shop.pending_contact_email
              ? `Waiting for confirmation: we sent a link to ${shop.pending_contact_email}. Until it is followed, order e-mails go to ${shop.contact_email ?? 'your account e-mail'}.`
              : 'Order e-mails go here. A new address gets a confirmation link first.'
          }
          error={fields.contact_email}
        />
        <InputField
          label="Contact phone"
          name="contact_phone"
          type="tel"
          defaultValue={shop.contact_phone ?? ''}
          error={fields.contact_phone}
        />
        <FormNote text={fields.form} />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass}>
            Save shop profile
          </button>
        </div>
      </Form>
    </section>
  );
}
