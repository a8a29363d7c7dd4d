/**
 * The shipping rule's amounts (docs/shipping.md), apart from the contracts so the storefront's shipping
 * estimate does not pull the validation library into every page's first load.
 */

/** Per seller, this flat fee … */
export const SHIPPING_FEE_CENTS = 499;
/** … unless that seller's lines reach this subtotal. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5_000;
