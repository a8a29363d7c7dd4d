/**
 * Request fields that several modules accept alike: image URLs, optional images and phone numbers. One
 * definition each, in packages/shared, so the storefront's forms check them the same way.
 */
export { optionalImageUrl, phoneInput } from '@shop/shared/dashboard-forms.contract';
export { imageUrl } from '@shop/shared/field-inputs';
