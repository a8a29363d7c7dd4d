/** Shops per directory page. */
export const SELLERS_PAGE_SIZE = 24;
