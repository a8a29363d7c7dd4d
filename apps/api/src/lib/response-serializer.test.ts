import { filteredProductsSchema } from '@shop/shared/catalogue.contract';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });
const production = responseSerializerCompiler({ checked: false });
const checked = responseSerializerCompiler({ checked: true });

const userSchema = z.object({
  name: z.string(),
  nickname: z.string().nullable().optional(),
  roles: z.array(z.enum(['customer', 'seller', 'admin'])),
  addresses: z.record(z.string(), z.string()),
});
const user = {
  name: 'Ada',
  passwordHash: 'never sent',
  nickname: null,
  roles: ['customer'],
  addresses: { home: '1 Main St' },
};

const product = {
  slug: 'aurora-sound-wireless-headphones',
  productName: 'Aurora Sound Wireless Headphones — Black',
  description: '<p>Quotes " and back\\slashes, é and 😀</p>',
  price: 199.99,
  offerPrice: null,
  flashSaleEndsAt: null,
  imageURL: ['/uploads/a.webp'],
  catSlug: 'electronics',
  subCatSlug: 'audio',
  brandSlug: 'aurora-sound',
  seller_slug: 'ada-1234',
  stock: 3,
  sku: 'AUR-1',
  weight: 250,
  rating: 4.5,
  reviewCount: 2,
  isTopProduct: false,
  isNewArrival: true,
  isBestProduct: false,
  isFeatured: false,
  isPopular: false,
  status: 'active' as const,
  approvalStatus: 'approved' as const,
  seoTitle: 'Aurora',
  seoDescription: 'Aurora headphones',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  options: [{ name: 'Colour', values: ['Black', 'White'] }],
  variants: [
    {
      sku: 'AUR-1',
      options: { Colour: 'Black' },
      price: 199.99,
      offerPrice: null,
      stock: 3,
      imageURL: ['/uploads/a.webp'],
      weight: 250,
    },
  ],
  internalCostCents: 12_000,
};

describe('responseSerializerCompiler', () => {
  it('writes only the declared properties: an undeclared field of the handler never reaches the client', () => {
    const body = JSON.parse(production(route(userSchema))(user));
    expect(body).toEqual({
      name: 'Ada',
      nickname: null,
      roles: ['customer'],
      addresses: { home: '1 Main St' },
    });
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('gives the values zod gives for a product list, escapes included', () => {
    const answer = { filteredProducts: [product, product], count: 2, didYouMean: 'wireless' };
    const written = production(route(filteredProductsSchema))(answer);
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(z.encode(filteredProductsSchema, answer))));
    expect(written).not.toContain('internalCostCents');
    expect(written).toContain('"flashSaleEndsAt":null');
    // Written by the compiled writer, not zod's fallback: it puts the optional flashSaleEndsAt after the
    // required fields, where zod's copy keeps the schema's order (before imageURL).
    expect(written.indexOf('"flashSaleEndsAt"')).toBeGreaterThan(written.indexOf('"variants"'));
  });

  it('outside production, refuses an answer that does not match its schema, as the zod serializer did', () => {
    const serialize = checked(route(userSchema));
    let thrown: unknown;
    try {
      serialize({ ...user, roles: ['owner'] });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
    expect(JSON.parse(serialize(user))).not.toHaveProperty('passwordHash');
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express', () => {
    // A Date has no JSON Schema type; zod passes it to JSON.stringify, which writes it in ISO-8601.
    const schema = z.object({ at: z.date() });
    expect(() => z.toJSONSchema(schema, { unrepresentable: 'throw' })).toThrow();
    const written = production(route(schema))({ at: new Date(1_000), extra: 1 });
    expect(JSON.parse(written)).toEqual({ at: '1970-01-01T00:00:01.000Z' });
  });
});
