import { createContext, type ReactNode, useContext } from 'react';
import type { ProductCardData } from './product-card-data';

/** The buying controls a card shows: a wishlist heart over the picture and a quick add under the price. */
export interface ProductCardActions {
  heart: ReactNode;
  add: ReactNode;
}

type ProductCardActionsRenderer = (product: ProductCardData) => ProductCardActions;

const ProductCardActionsContext = createContext<ProductCardActionsRenderer | null>(null);

/**
 * The layout provides the cards' forms (from the cart and wishlist features, which a design-system card may
 * not import): every card on every page gets them, and a card rendered alone (tests) shows none.
 */
export const ProductCardActionsProvider = ProductCardActionsContext.Provider;

export function useProductCardActions(product: ProductCardData): ProductCardActions | null {
  return useContext(ProductCardActionsContext)?.(product) ?? null;
}
