/** Page numbers of every list become an offset and a limit here, within the same window. */
import { PRODUCT_PAGE_WINDOW } from '@shop/shared/catalogue.contract';
import { BadRequestError } from './http-errors.ts';

/** Refuses pages beyond the window: deep OFFSETs cost linear time and nobody reads page 400. */
export function pageBounds(page: number, limit: number): { offset: number; limit: number } {
  if (page * limit > PRODUCT_PAGE_WINDOW) {
    throw new BadRequestError(
      `page × limit must not exceed ${PRODUCT_PAGE_WINDOW} (got page ${page} × limit ${limit}); narrow the search with filters instead`,
      'page_out_of_range',
    );
  }
  return { offset: (page - 1) * limit, limit };
}
