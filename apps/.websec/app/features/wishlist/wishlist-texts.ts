/** Toast texts of the wishlist forms (the specification names none; these are ours). */
export const wishlistTexts = {
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  moved: 'Moved to cart',
  cleared: 'Your wishlist is empty now',
} as const;
