/** Posts per blog page. */
export const BLOGS_PAGE_SIZE = 12;
