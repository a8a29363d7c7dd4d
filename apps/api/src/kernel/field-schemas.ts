/**
 * Request fields that several modules accept alike: money in dollars, image URLs, phone numbers and
 * optional free text.
 */
/** Dollars with at most two decimals: one definition, shared with the storefront's form actions. */

/** An optional image (blank: none) and a phone as typed: shared with the dashboards' forms. */
export { optionalImageUrl, phoneInput } from '@shop/shared/dashboard-forms.contract';
export { dollarsInput } from '@shop/shared/dollars-input';
/** Image URLs and optional text: one definition, shared with the storefront's form actions. */
export { imageUrl, optionalText } from '@shop/shared/field-inputs';
