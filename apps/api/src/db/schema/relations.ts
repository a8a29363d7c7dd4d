/**
 * Relations for Drizzle's relational queries (`db.query.products.findMany({ with: { brand: true } })`).
 * They add no SQL constraints (the foreign keys in each table do that); they live in one file so the
 * table files never import each other in a cycle.
 */
import { relations } from 'drizzle-orm';
import { accounts, sessions, users } from './auth.ts';
import { blogCategories, blogComments, blogs } from './blogs.ts';
import { brands, categories, subCategories } from './catalogue.ts';
import {
  featuredCategories,
  flashSaleItems,
  flashSales,
  megaMenuEntries,
  megaMenuSubCategories,
  popularCategories,
} from './content.ts';
import { couponRedemptions, coupons } from './coupons.ts';
import { reportedItems, reviews } from './engagement.ts';
import { orderLines, orderStatusEvents, orders } from './orders.ts';
import { products } from './products.ts';
import { sellerApplications, sellers } from './sellers.ts';
import { addresses, carts, wishlists } from './shopping.ts';

export const usersRelations = relations(users, ({ one, many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
  seller: one(sellers, { fields: [users.id], references: [sellers.userId] }),
  sellerApplications: many(sellerApplications),
  cartLines: many(carts),
  wishlistItems: many(wishlists),
  addresses: many(addresses),
  orders: many(orders),
  reviews: many(reviews),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  subCategories: many(subCategories),
  products: many(products),
}));

export const subCategoriesRelations = relations(subCategories, ({ one, many }) => ({
  category: one(categories, { fields: [subCategories.categoryId], references: [categories.id] }),
  products: many(products),
}));

export const brandsRelations = relations(brands, ({ many }) => ({
  products: many(products),
}));

export const sellersRelations = relations(sellers, ({ one, many }) => ({
  user: one(users, { fields: [sellers.userId], references: [users.id] }),
  products: many(products),
  orderLines: many(orderLines),
}));

export const sellerApplicationsRelations = relations(sellerApplications, ({ one }) => ({
  user: one(users, { fields: [sellerApplications.userId], references: [users.id] }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  subCategory: one(subCategories, { fields: [products.subCategoryId], references: [subCategories.id] }),
  brand: one(brands, { fields: [products.brandId], references: [brands.id] }),
  seller: one(sellers, { fields: [products.sellerId], references: [sellers.id] }),
  reviews: many(reviews),
}));

export const cartsRelations = relations(carts, ({ one }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  product: one(products, { fields: [carts.productId], references: [products.id] }),
}));

export const wishlistsRelations = relations(wishlists, ({ one }) => ({
  user: one(users, { fields: [wishlists.userId], references: [users.id] }),
  product: one(products, { fields: [wishlists.productId], references: [products.id] }),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  lines: many(orderLines),
  statusEvents: many(orderStatusEvents),
  couponRedemption: one(couponRedemptions, {
    fields: [orders.id],
    references: [couponRedemptions.orderId],
  }),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderLines.productId], references: [products.id] }),
  seller: one(sellers, { fields: [orderLines.sellerId], references: [sellers.id] }),
}));

export const orderStatusEventsRelations = relations(orderStatusEvents, ({ one }) => ({
  order: one(orders, { fields: [orderStatusEvents.orderId], references: [orders.id] }),
  orderLine: one(orderLines, { fields: [orderStatusEvents.orderLineId], references: [orderLines.id] }),
}));

export const couponsRelations = relations(coupons, ({ one, many }) => ({
  seller: one(sellers, { fields: [coupons.sellerId], references: [sellers.id] }),
  redemptions: many(couponRedemptions),
}));

export const couponRedemptionsRelations = relations(couponRedemptions, ({ one }) => ({
  coupon: one(coupons, { fields: [couponRedemptions.couponId], references: [coupons.id] }),
  user: one(users, { fields: [couponRedemptions.userId], references: [users.id] }),
  order: one(orders, { fields: [couponRedemptions.orderId], references: [orders.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
  order: one(orders, { fields: [reviews.orderId], references: [orders.id] }),
  seller: one(sellers, { fields: [reviews.sellerId], references: [sellers.id] }),
}));

export const reportedItemsRelations = relations(reportedItems, ({ one }) => ({
  product: one(products, { fields: [reportedItems.productId], references: [products.id] }),
  user: one(users, { fields: [reportedItems.userId], references: [users.id] }),
}));

export const blogCategoriesRelations = relations(blogCategories, ({ many }) => ({
  blogs: many(blogs),
}));

export const blogsRelations = relations(blogs, ({ one, many }) => ({
  category: one(blogCategories, { fields: [blogs.categoryId], references: [blogCategories.id] }),
  author: one(users, { fields: [blogs.authorId], references: [users.id] }),
  comments: many(blogComments),
}));

export const blogCommentsRelations = relations(blogComments, ({ one }) => ({
  blog: one(blogs, { fields: [blogComments.blogId], references: [blogs.id] }),
  user: one(users, { fields: [blogComments.userId], references: [users.id] }),
}));

export const megaMenuEntriesRelations = relations(megaMenuEntries, ({ one, many }) => ({
  category: one(categories, { fields: [megaMenuEntries.categoryId], references: [categories.id] }),
  subCategories: many(megaMenuSubCategories),
}));

export const megaMenuSubCategoriesRelations = relations(megaMenuSubCategories, ({ one }) => ({
  megaMenuEntry: one(megaMenuEntries, {
    fields: [megaMenuSubCategories.megaMenuEntryId],
    references: [megaMenuEntries.id],
  }),
  subCategory: one(subCategories, {
    fields: [megaMenuSubCategories.subCategoryId],
    references: [subCategories.id],
  }),
}));

export const featuredCategoriesRelations = relations(featuredCategories, ({ one }) => ({
  category: one(categories, { fields: [featuredCategories.categoryId], references: [categories.id] }),
}));

export const popularCategoriesRelations = relations(popularCategories, ({ one }) => ({
  category: one(categories, { fields: [popularCategories.categoryId], references: [categories.id] }),
}));

export const flashSalesRelations = relations(flashSales, ({ many }) => ({
  items: many(flashSaleItems),
}));

export const flashSaleItemsRelations = relations(flashSaleItems, ({ one }) => ({
  flashSale: one(flashSales, { fields: [flashSaleItems.flashSaleId], references: [flashSales.id] }),
  product: one(products, { fields: [flashSaleItems.productId], references: [products.id] }),
}));
