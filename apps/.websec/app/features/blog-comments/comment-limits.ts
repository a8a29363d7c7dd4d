/** Mirrors MAX_COMMENT_LENGTH of the shopping contract (a test checks it) without shipping zod to the page. */
export const COMMENT_MAX_LENGTH = 2_000;
