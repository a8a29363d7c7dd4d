/**
 * What an admin may save as a flash sale, checked when it is saved, with messages that say what to change:
 * - the sale price is below what the product costs without the sale (its offer, else its price), so a
 *   "sale" never raises a price;
 * - the window ends after it starts, and in the future (a sale that already ended would never run);
 * - a cap is a positive whole number of units, and not below the units already sold at the sale price.
 */
import { type Cents, effectivePriceCents, formatDollars, toDollars } from '@shop/shared/money';
import { BadRequestError } from '../../kernel/http-errors.ts';

export function checkSalePrice(
  salePriceCents: Cents,
  product: { priceCents: Cents; offerPriceCents: Cents | null },
): void {
  const regular = effectivePriceCents(product.priceCents, product.offerPriceCents);
  if (salePriceCents >= regular) {
    const what = product.offerPriceCents == null ? 'the product price' : "the product's current offer";
    throw new BadRequestError(
      `salePrice must be below ${what} (${formatDollars(toDollars(regular))})`,
      'invalid_sale_price',
    );
  }
}

export function checkSaleWindow(startsAt: Date, endsAt: Date, now: Date): void {
  if (endsAt <= now) {
    throw new BadRequestError('time (the end of the sale) must be in the future', 'invalid_sale_window');
  }
  if (endsAt <= startsAt) {
    throw new BadRequestError('time (the end of the sale) must be after starts_at', 'invalid_sale_window');
  }
}

export function checkSaleQuantity(saleQuantity: number | null, soldQuantity: number): void {
  if (saleQuantity !== null && saleQuantity < soldQuantity) {
    throw new BadRequestError(
      `saleQuantity: ${soldQuantity} units already sold at the sale price; allow at least that many`,
      'invalid_sale_quantity',
    );
  }
}
