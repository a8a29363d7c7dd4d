/**
 * better-auth's four core tables, read by its Drizzle adapter with `usePlural: true` (the adapter finds
 * `users`, `sessions`, `accounts`, `verifications` in the schema object). The adapter addresses columns
 * by their property names, so those follow better-auth exactly (`emailVerified`, `expiresAt`, …);
 * the SQL names are snake_case like every other table. Ids are text because better-auth generates them.
 *
 * `users` also carries the marketplace's own profile fields (declared to better-auth as
 * `user.additionalFields`). `image` is the avatar of docs/api.md's User.
 */
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, publicSlug, timestampTz, updatedAt } from './columns.ts';
import { recordStatuses, userRoles } from './statuses.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),

    /** Public identity used in URLs and cookies; defaulted so social sign-ups never lack one. */
    slug: publicSlug(),
    fullName: text('full_name').notNull().default(''),
    displayName: text('display_name'),
    phone: text('phone'),
    role: text('role', { enum: userRoles }).notNull().default('buyer'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    address: text('address'),
    status: text('status', { enum: recordStatuses }).notNull().default('active'),
  },
  (table) => [
    check('users_role_check', isOneOf(table.role, userRoles)),
    check('users_status_check', isOneOf(table.status, recordStatuses)),
    index('users_role_idx').on(table.role),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestampTz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestampTz('access_token_expires_at'),
    refreshTokenExpiresAt: timestampTz('refresh_token_expires_at'),
    scope: text('scope'),
    /** better-auth's password hash for the email+password provider. */
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);
