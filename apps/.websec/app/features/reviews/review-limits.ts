/**
 * Text limits of the review form. They mirror MAX_REVIEW_LENGTH of the shopping contract (a test checks it);
 * importing the contract here would ship zod with the product page.
 */
export const REVIEW_MAX_LENGTH = 2_000;
