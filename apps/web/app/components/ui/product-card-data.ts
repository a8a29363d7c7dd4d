/** What a card needs of a product; loaders trim products to this so pages ship less data. */
export interface ProductCardData {
  slug: string;
  productName: string;
  image: string | null;
  price: number;
  offerPrice: number | null;
  rating: number;
  reviewCount: number;
  stock: number;
  /** Sold in options (size, colour…) picked on the product page: the card offers "Choose options". */
  hasOptions: boolean;
}

export function toProductCard(product: {
  slug: string;
  productName: string;
  imageURL: string[];
  price: number;
  offerPrice: number | null;
  rating: number;
  reviewCount: number;
  stock: number;
  /** Product answers list their variants (decision 16): more than one means the shopper must choose. */
  variants?: readonly unknown[];
}): ProductCardData {
  return {
    stock: product.stock,
    hasOptions: (product.variants?.length ?? 0) > 1,
    slug: product.slug,
    productName: product.productName,
    image: product.imageURL[0] ?? null,
    price: product.price,
    offerPrice: product.offerPrice,
    rating: product.rating,
    reviewCount: product.reviewCount,
  };
}
