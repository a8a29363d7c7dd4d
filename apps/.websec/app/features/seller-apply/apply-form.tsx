import { Form, Link, useNavigation } from 'react-router';
import { buttonClass, FormMessage, InputField, TextAreaField } from '../../components/ui/form-field';
import { ImageUploadField } from '../../components/ui/image-upload-field';
import type { ApplyResult } from './seller-application';

/** The become-seller form; `result` carries the API's complaints and the values to keep. */
export function ApplyForm({ result }: { result: ApplyResult | undefined }) {
  const navigation = useNavigation();
  const values = result?.values ?? {};
  const fields = result?.fields ?? {};
  return (
    <Form
      method="post"
      className="grid gap-4 rounded-card border border-line bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      {result ? (
        <div className="sm:col-span-2">
          <FormMessage result={result} />
        </div>
      ) : null}
      <InputField
        label="Shop name"
        name="shop_name"
        required
        minLength={2}
        maxLength={80}
        defaultValue={values.shop_name}
        error={fields.shop_name}
        className="sm:col-span-2"
      />
      <InputField
        label="Contact e-mail"
        name="email"
        type="email"
        required
        autoComplete="email"
        defaultValue={values.email}
        error={fields.email}
      />
      <InputField
        label="Contact phone"
        name="phone"
        type="tel"
        required
        autoComplete="tel"
        defaultValue={values.phone}
        error={fields.phone}
      />
      <InputField
        label="Shop address"
        name="shop_address"
        required
        maxLength={300}
        autoComplete="street-address"
        defaultValue={values.shop_address}
        error={fields.shop_address}
        className="sm:col-span-2"
      />
      <TextAreaField
        label="Description"
        name="description"
        required
        maxLength={2000}
        defaultValue={values.description}
        error={fields.description}
        hint="What you sell, in a few sentences."
        className="sm:col-span-2"
      />
      <ImageUploadField
        label="Logo"
        name="shop_logo"
        defaultValue={values.shop_logo}
        error={fields.shop_logo}
      />
      <ImageUploadField
        label="Cover image"
        name="shop_cover"
        defaultValue={values.shop_cover}
        error={fields.shop_cover}
      />
      <div className="sm:col-span-2">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="acceptTerms" required className="mt-0.5 size-4" />
          <span>
            I accept the{' '}
            <Link to="/seller_terms_condition" className="font-semibold text-accent-ink underline">
              seller terms and conditions
            </Link>
            .
          </span>
        </label>
        {fields.acceptTerms ? (
          <p className="mt-1 text-xs font-medium text-danger">{fields.acceptTerms}</p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={navigation.state === 'submitting'}>
          {navigation.state === 'submitting' ? 'Sending…' : 'Send application'}
        </button>
      </div>
    </Form>
  );
}
