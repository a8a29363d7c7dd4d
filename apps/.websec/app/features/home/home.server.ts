import type { FlashSaleItem, HomeData, ProductLists } from '@shop/shared/catalogue.contract';
import { type ProductCardData, toProductCard } from '../../components/ui/product-card';
import { type ApiFetch, isOk } from '../../lib/api.server';

export const emptyHome: HomeData = {
  sliders: [],
  sliderOne: null,
  sliderTwo: null,
  popularCategories: [],
  flashSale: null,
  featuredCategories: [],
  adOne: null,
  adTwo: null,
};

/** Everything above the product rows (`GET /api/home`); empty areas when the API fails. */
export async function loadHomeContent(api: ApiFetch): Promise<HomeData> {
  const response = await api<HomeData>('/api/home');
  return isOk(response) ? { ...emptyHome, ...response.body } : emptyHome;
}

export interface HomeRows {
  featured: ProductCardData[];
  top: ProductCardData[];
  popular: ProductCardData[];
  best: ProductCardData[];
  newest: ProductCardData[];
}

/** The five product rows (`GET /api/products`), trimmed to card data. */
export async function loadHomeRows(api: ApiFetch): Promise<HomeRows> {
  const response = await api<ProductLists>('/api/products?limit=1');
  const lists = isOk(response) ? response.body : null;
  const cards = (list: ProductLists[keyof ProductLists] | undefined) => (list ?? []).map(toProductCard);
  return {
    featured: cards(lists?.featuredProducts),
    top: cards(lists?.topProducts),
    popular: cards(lists?.popularProducts),
    best: cards(lists?.bestProducts),
    newest: cards(lists?.newProducts),
  };
}

/** The running sale's items, their sale price shown as the offer. */
export async function loadFlashSaleItems(api: ApiFetch): Promise<ProductCardData[]> {
  const response = await api<FlashSaleItem[]>('/api/flash-sale/user');
  if (!isOk(response) || !Array.isArray(response.body)) return [];
  return response.body.map((item) => ({ ...toProductCard(item.productsData), offerPrice: item.salePrice }));
}
