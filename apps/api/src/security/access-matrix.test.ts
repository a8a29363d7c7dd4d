/**
 * Access matrix (SECURITY.md): every route of the OpenAPI document × every actor (visitor, customer A, customer
 * B, seller S1, seller S2, admin), with the victims' identifiers (A's slug, e-mail, order, address and cart
 * slugs; S1's product, shop and order-line slugs) in path, query and body. Each cell is checked three ways:
 * the status class the route's security and ownership call for, the victims' rows in the database before
 * and after, and the response body for anything only the victims may see.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../modules/users/users.test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { buildHostileWorld, type HostileWorld, snapshotVictims } from './hostile-world.test-support.ts';
import {
  type ApiRoute,
  fillPath,
  type JsonSchema,
  listApiRoutes,
  queryString,
  sampleFromSchema,
} from './openapi-routes.test-support.ts';

type ActorName = 'visitor' | 'customerA' | 'customerB' | 'sellerS1' | 'sellerS2' | 'admin';
type Expected = 'unauthenticated' | 'denied' | 'allowed' | 'any';

/** Path parameters that select a user's private data on a non-admin route. */
const USER_KEYED_PATHS = new Set([
  '/api/with-user/{user}',
  '/api/cart/delete_all/{user}',
  '/api/wishlist/delete_all/{user}',
  '/api/addresses/{user}',
  '/api/addresses/{id}',
  '/api/addresses/{id}/default',
  '/api/orders/{id}',
  '/api/orders/{id}/cancel',
  '/api/orders/{id}/confirm-receipt',
  '/api/users/private/{slug}',
]);

/** Query or body fields that name whose data a call acts on. */
const IDENTITY_QUERY = new Set(['user_slug', 'email', 'cart_slug']);
const IDENTITY_BODY = new Set(['user_slug', 'address_slug', 'order_slug']);

let t: TestApp;
let world: HostileWorld;
let routes: ApiRoute[];
const figures = { cells: 0, victimRead: 0, victimChanged: 0, classMismatches: 0 };
const problems: string[] = [];

function actorUser(actor: ActorName): TestUser | undefined {
  return actor === 'visitor' ? undefined : world[actor];
}

/** The victims' identifiers a path parameter may be filled with (one cell per candidate). */
function pathCandidates(name: string): string[] {
  const v = world.victim;
  switch (name) {
    case 'user':
      return [world.customerA.slug, world.customerA.email];
    case 'id':
      return [v.orderSlug, v.addressSlug, world.customerA.id, String(world.productS1.id)];
    case 'slug':
      return [world.customerA.slug, world.productS1.slug, world.sellerS1.shop.shopSlug, v.orderSlug];
    case 'lineSlug':
    case 'itemSlug':
      return [v.s1LineSlug, v.cartSlug];
    case 'shop':
      return [world.sellerS1.shop.shopSlug];
    case 'product':
      return [world.productS1.slug];
    default:
      return [world.productS1.slug];
  }
}

function queryValue(name: string, schema: JsonSchema): unknown {
  switch (name) {
    case 'user_slug':
      return world.customerA.slug;
    case 'email':
      return world.customerA.email;
    case 'cart_slug':
      return world.victim.cartSlug;
    case 'product_slug':
      return world.productS1.slug;
    case 'seller':
      return world.sellerS1.shop.shopSlug;
    default:
      return sampleFromSchema(schema);
  }
}

function bodyOverride(property: string): unknown {
  switch (property) {
    case 'user_slug':
      return world.customerA.slug;
    case 'address_slug':
      return world.victim.addressSlug;
    case 'order_slug':
      return world.victim.orderSlug;
    case 'slug':
    case 'product_slug':
      return world.productS1.slug;
    case 'seller_slug':
      return world.sellerS1.shop.shopSlug;
    case 'email':
      return world.customerA.email;
    case 'items':
      return [{ product_slug: world.productS1.slug, quantity: 1 }];
    default:
      return undefined;
  }
}

interface Cell {
  route: ApiRoute;
  url: string;
  body: unknown;
  pathValues: Record<string, string>;
}

function cellsOf(route: ApiRoute): Cell[] {
  const pathParams = route.parameters.filter((p) => p.in === 'path');
  let combos: Record<string, string>[] = [{}];
  for (const param of pathParams) {
    combos = combos.flatMap((combo) =>
      pathCandidates(param.name).map((value) => ({ ...combo, [param.name]: value })),
    );
  }
  const query: Record<string, unknown> = {};
  for (const param of route.parameters.filter((p) => p.in === 'query')) {
    if (param.required || IDENTITY_QUERY.has(param.name))
      query[param.name] = queryValue(param.name, param.schema);
  }
  const body = route.body ? sampleFromSchema(route.body, bodyOverride) : undefined;
  // Orders take exactly one of a saved address (the victim's) and a one-off address.
  if (body && typeof body === 'object' && 'address_slug' in body)
    delete (body as { address?: unknown }).address;
  return combos.map((pathValues) => ({
    route,
    url: fillPath(route.path, pathValues) + queryString(query),
    body,
    pathValues,
  }));
}

function keyedByCustomerA(cell: Cell): boolean {
  const { route } = cell;
  if (USER_KEYED_PATHS.has(route.path)) return true;
  if (route.parameters.some((p) => p.in === 'query' && IDENTITY_QUERY.has(p.name))) return true;
  const properties = Object.keys(route.body?.properties ?? {});
  if (route.path === '/api/subscriber' && properties.includes('email')) return true;
  return properties.some((name) => IDENTITY_BODY.has(name));
}

function expectedFor(actor: ActorName, cell: Cell): Expected {
  const { route } = cell;
  const admin = route.path.startsWith('/api/admin/');
  const seller = route.path.startsWith('/api/seller/');
  const needsSession = route.secured || admin || seller;
  if (actor === 'visitor') return needsSession ? 'unauthenticated' : 'any';
  if (actor === 'admin') return admin ? 'allowed' : 'any';
  if (admin) return 'denied';
  if (seller) {
    if (actor === 'customerA' || actor === 'customerB') return 'denied';
    // S2 naming S1's product or order line; S1 acting on its own shop is the owner.
    if (actor === 'sellerS2' && route.parameters.some((p) => p.in === 'path')) return 'denied';
    return 'any';
  }
  if (actor === 'customerA') return 'any';
  // S1 sells a line of A's order, so it may see that order (its own lines and the delivery address).
  if (actor === 'sellerS1' && route.path.startsWith('/api/orders/{id}')) return 'any';
  return keyedByCustomerA(cell) ? 'denied' : 'any';
}

function matches(expected: Expected, status: number): boolean {
  switch (expected) {
    case 'unauthenticated':
      return status === 401;
    case 'denied':
      return status === 403 || status === 404;
    case 'allowed':
      return status < 400 || status === 404 || status === 400 || status === 409;
    case 'any':
      return status < 500;
  }
}

/** What the actor may legitimately see of the victims (a seller ships A's order, so sees its address). */
function secretsHiddenFrom(actor: ActorName): string[] {
  if (actor === 'admin' || actor === 'customerA') return [];
  if (actor === 'sellerS1') {
    return [world.victim.phone, world.victim.cartSlug, world.victim.addressSlug];
  }
  return world.secrets;
}

async function send(actor: ActorName, cell: Cell): Promise<LightMyRequestResponse> {
  const user = actorUser(actor);
  const payload = cell.body === undefined ? undefined : JSON.stringify(cell.body);
  return t.app.inject({
    method: cell.route.method,
    url: cell.url,
    headers: {
      ...(user ? user.headers : { origin: 'http://localhost' }),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
}

const ACTORS: ActorName[] = ['visitor', 'customerA', 'customerB', 'sellerS1', 'sellerS2', 'admin'];

beforeAll(async () => {
  t = await createTestApp();
  world = await buildHostileWorld(t.app);
  routes = (await listApiRoutes(t.app)).filter(
    // Signing out ends the actor's own session (and signing in/up is public): not victim-keyed, and
    // losing a session mid-matrix would turn every later cell into a 401. A guest order is public too: it
    // buys S1's products as any shopper may (S1's stock and order lines change by design) and names no
    // account; who may see or change it is tested in orders.guest.routes.test.ts.
    (route) =>
      !['/api/users/logout', '/api/users/login', '/api/users/register', '/api/guest/orders'].includes(
        route.path,
      ),
  );
}, 60_000);

afterAll(async () => {
  console.log(
    `access matrix: ${figures.cells} cells over ${routes?.length ?? 0} routes, victim data read ${figures.victimRead}, changed ${figures.victimChanged}, status-class mismatches ${figures.classMismatches}`,
  );
  if (problems.length) console.log(problems.slice(0, 60).join('\n'));
  await t?.close();
});

describe('access matrix', () => {
  it('covers every user-, seller- and admin-keyed route of the OpenAPI document', () => {
    const keyed = routes.filter(
      (route) =>
        route.secured || route.path.startsWith('/api/admin/') || route.path.startsWith('/api/seller/'),
    );
    expect(keyed.length).toBeGreaterThan(100);
    expect(routes.some((route) => route.path === '/api/orders/{id}')).toBe(true);
  });

  it('lets no actor read or change the victims’ data, and answers each cell with the expected class', async () => {
    // One cell's state after is the next one's state before: requests run one at a time and nothing else
    // writes, so each cell takes one snapshot (ten reads) instead of two.
    let before = await snapshotVictims(t.app, world);
    for (const route of routes) {
      for (const cell of cellsOf(route)) {
        for (const actor of ACTORS) {
          // An admin may legitimately change anything; only its reads are part of the matrix.
          if (actor === 'admin' && route.method !== 'GET') continue;
          // S1 changing its own shop, products or order lines is the owner at work.
          if (actor === 'sellerS1' && route.method !== 'GET' && route.path.startsWith('/api/seller/'))
            continue;
          // A acting on A's data is the owner, not an attacker; A's seller-side attacks still run.
          if (
            actor === 'customerA' &&
            !route.path.startsWith('/api/seller/') &&
            !route.path.startsWith('/api/admin/')
          )
            continue;
          const response = await send(actor, cell);
          const after = await snapshotVictims(t.app, world);
          figures.cells += 1;
          const label = `${actor} ${route.method} ${cell.url} → ${response.statusCode}`;
          const expected = expectedFor(actor, cell);
          if (!matches(expected, response.statusCode)) {
            figures.classMismatches += 1;
            problems.push(`class: expected ${expected}, got ${label} ${response.body.slice(0, 160)}`);
          }
          // The document drives the matrix, so a route that wants a session must say so there.
          if (actor === 'visitor' && response.statusCode === 401 && expected === 'any') {
            problems.push(`undocumented session requirement: ${label}`);
          }
          if (before !== after) {
            figures.victimChanged += 1;
            problems.push(`changed: ${label}`);
          }
          before = after;
          const sent = `${cell.url} ${JSON.stringify(cell.body ?? '')}`;
          const leaked = secretsHiddenFrom(actor).filter(
            (secret) => response.body.includes(secret) && !sent.includes(secret),
          );
          if (leaked.length) {
            figures.victimRead += 1;
            problems.push(`read: ${label} leaked ${leaked.join(', ')}`);
          }
        }
      }
    }
    expect(figures.cells).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
    expect(figures.victimRead).toBe(0);
    expect(figures.victimChanged).toBe(0);
  }, 1_200_000);
});
