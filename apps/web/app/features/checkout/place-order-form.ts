/** The id of the Place order form; the address and payment radios join it through their `form` attribute. */
export const PLACE_ORDER_FORM_ID = 'place-order';
