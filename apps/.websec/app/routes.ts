import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** The specification's routes (spec §2), one module each. */
export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  // Spec §6: visitors are sent to /login?redirectTo=… and come back after signing in.
  layout('features/account/require-session.tsx', [
    route('profile', 'routes/profile.tsx'),
    route('track_order', 'routes/track-order.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('orders/:slug/confirmation', 'routes/order-confirmation.tsx'),
  ]),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('products', 'routes/products.tsx'),
  route('single_product', 'routes/single-product.tsx'),
  route('sellers', 'routes/sellers.tsx'),
  route('sellers/:shop', 'routes/seller-shop.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('blogs/:slug', 'routes/blog-post.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('privacy_policy', 'routes/privacy-policy.tsx'),
  route('terms_condition', 'routes/terms-condition.tsx'),
  route('seller_terms_condition', 'routes/seller-terms-condition.tsx'),
  route('become_seller', 'routes/become-seller.tsx'),
  // Issue 6: the seller and admin dashboards; each layout checks the role through the API.
  route('seller', 'routes/seller.layout.tsx', [
    index('routes/seller.shop.tsx'),
    route('products', 'routes/seller.products.tsx'),
    route('products/new', 'routes/seller.product-edit.tsx', { id: 'seller-product-new' }),
    route('products/:slug', 'routes/seller.product-edit.tsx', { id: 'seller-product-edit' }),
    route('orders', 'routes/seller.orders.tsx'),
    route('earnings', 'routes/seller.earnings.tsx'),
  ]),
  route('admin', 'routes/admin.layout.tsx', [
    index('routes/admin.overview.tsx'),
    route('applications', 'routes/admin.applications.tsx'),
    route('products', 'routes/admin.products.tsx'),
    route('orders', 'routes/admin.orders.tsx'),
    route('users', 'routes/admin.users.tsx'),
    route('settings', 'routes/admin.settings.tsx'),
    route('subscribers', 'routes/admin.subscribers.tsx'),
    // -- admin catalogue pages: categories, sub-categories, brands, coupons, product edit (start)
    route('categories', 'routes/admin.categories.tsx'),
    route('sub-categories', 'routes/admin.sub-categories.tsx'),
    route('brands', 'routes/admin.brands.tsx'),
    route('coupons', 'routes/admin.coupons.tsx'),
    route('products/:slug', 'routes/admin.product-edit.tsx'),
    // -- admin catalogue pages (end)
    // -- admin content pages: home content, blogs, blog categories, reports, contact, order detail (start)
    route('home-content', 'routes/admin.home-content.tsx', [
      index('routes/admin.home-content.sliders.tsx'),
      route('ads', 'routes/admin.home-content.ads.tsx'),
      route('categories', 'routes/admin.home-content.categories.tsx'),
      route('mega-menu', 'routes/admin.home-content.mega-menu.tsx'),
      route('flash-sale', 'routes/admin.home-content.flash-sale.tsx'),
    ]),
    route('blogs', 'routes/admin.blogs.tsx'),
    route('blog-categories', 'routes/admin.blog-categories.tsx'),
    route('reports', 'routes/admin.reports.tsx'),
    route('contact-messages', 'routes/admin.contact-messages.tsx'),
    route('orders/:slug', 'routes/admin.order-detail.tsx'),
    // -- admin content pages (end)
  ]),
  route('logout', 'routes/logout.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
