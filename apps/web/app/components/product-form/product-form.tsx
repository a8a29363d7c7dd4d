import { type ReactNode, useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useFormCheck } from '../../lib/form-check';
import { FormNote } from '../ui/checked-form';
import { buttonClass, FormMessage, InputField, SelectField, TextAreaField } from '../ui/form-field';
import { ImageUploadField } from '../ui/image-upload-field';
import { useUnsavedChanges } from '../ui/unsaved-changes';
import { productFormIssues } from './product-form-body';
import type { ProductFormResult, ProductFormValues, Taxonomy } from './product-form-types';

/**
 * Create or edit a product (the seller's and the admin's form). The sub-category list follows the chosen
 * category. `children` adds fields of one dashboard only (the admin's flags and status) before the button.
 */
export function ProductForm({
  product,
  taxonomy,
  result,
  saveNote,
  children,
}: {
  product: ProductFormValues | null;
  taxonomy: Taxonomy;
  result: ProductFormResult | undefined;
  /** A line beside the save button when editing. */
  saveNote?: string;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const { formProps, markDirty, dialog } = useUnsavedChanges();
  // Checked in the browser with the API's schema first; the server's notes show after a refused save.
  const checked = useFormCheck((data) => productFormIssues(data, product !== null), result?.fields);
  const fields = checked.errors;
  // A refused save leaves the typed changes unsaved: keep warning before leaving.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer of the action
  useEffect(() => {
    if (result && !result.ok) markDirty();
  }, [result]);
  const [category, setCategory] = useState(product?.catSlug ?? '');
  const subCategories = taxonomy.subCategories.filter(
    (subCategory) => !category || subCategory.cat_slug === category,
  );
  return (
    <Form
      method="post"
      noValidate={checked.formProps.noValidate}
      onChange={(event) => {
        formProps.onChange();
        checked.formProps.onChange(event);
      }}
      onSubmit={(event) => {
        checked.formProps.onSubmit(event);
        if (!event.defaultPrevented) formProps.onSubmit();
      }}
      className="grid gap-4 rounded-card border border-line bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      {dialog}
      {result ? (
        <div className="sm:col-span-2">
          <FormMessage result={result} />
        </div>
      ) : null}
      <InputField
        label="Product name"
        name="productName"
        required
        maxLength={200}
        defaultValue={product?.productName}
        error={fields.productName}
        className="sm:col-span-2"
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={6}
        defaultValue={product?.description}
        error={fields.description}
        hint="Paragraphs, lists, bold and links are kept."
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <ImageUploadField
          label="Images (1 to 8)"
          name="images"
          multiple
          defaultValue={product?.imageURL ?? []}
          error={fields.images}
        />
      </div>
      <InputField
        label="Price (USD)"
        name="price"
        inputMode="decimal"
        required
        defaultValue={product?.price}
        error={fields.price}
      />
      <InputField
        label="Offer price (USD)"
        name="offerPrice"
        inputMode="decimal"
        defaultValue={product?.offerPrice ?? ''}
        error={fields.offerPrice}
        hint="Below the price; leave blank for no offer."
      />
      <InputField
        label="Stock"
        name="stock"
        type="number"
        min={0}
        required
        defaultValue={product?.stock ?? 0}
        error={fields.stock}
      />
      <InputField
        label="SKU"
        name="sku"
        maxLength={64}
        defaultValue={product?.sku ?? ''}
        error={fields.sku}
      />
      <InputField
        label="Weight (grams)"
        name="weight"
        type="number"
        min={0}
        defaultValue={product?.weight ?? ''}
        error={fields.weight}
      />
      <SelectField
        label="Brand"
        name="brandSlug"
        defaultValue={product?.brandSlug ?? ''}
        error={fields.brandSlug}
        options={[
          { value: '', label: 'No brand' },
          ...taxonomy.brands.map((brand) => ({ value: brand.slug, label: brand.name })),
        ]}
      />
      <SelectField
        label="Category"
        name="catSlug"
        required
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        error={fields.catSlug}
        options={[
          { value: '', label: 'Choose a category' },
          ...taxonomy.categories.map((item) => ({ value: item.cat_slug, label: item.cat_name })),
        ]}
      />
      <SelectField
        key={category}
        label="Sub-category"
        name="subCatSlug"
        defaultValue={product?.catSlug === category ? (product?.subCatSlug ?? '') : ''}
        error={fields.subCatSlug}
        hint="Must belong to the category."
        options={[
          { value: '', label: 'None' },
          ...subCategories.map((item) => ({ value: item.slug, label: item.subcat_name })),
        ]}
      />
      <InputField
        label="SEO title"
        name="seoTitle"
        maxLength={200}
        defaultValue={product?.seoTitle ?? ''}
        error={fields.seoTitle}
        className="sm:col-span-2"
      />
      <TextAreaField
        label="SEO description"
        name="seoDescription"
        rows={2}
        maxLength={500}
        defaultValue={product?.seoDescription ?? ''}
        error={fields.seoDescription}
        className="sm:col-span-2"
      />
      {children}
      <FormNote text={fields.form} />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={navigation.state === 'submitting'}>
          {product ? 'Save changes' : 'Add product'}
        </button>
        {product && saveNote ? <span className="ml-3 text-xs text-muted">{saveNote}</span> : null}
      </div>
    </Form>
  );
}
