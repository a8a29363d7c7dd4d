import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** The specification's routes (spec §2), one module each. */
export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('track_order', 'routes/track-order.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('products', 'routes/products.tsx'),
  route('single_product', 'routes/single-product.tsx'),
  route('sellers', 'routes/sellers.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('privacy_policy', 'routes/privacy-policy.tsx'),
  route('terms_condition', 'routes/terms-condition.tsx'),
  route('seller_terms_condition', 'routes/seller-terms-condition.tsx'),
  route('become_seller', 'routes/become-seller.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
