/**
 * The variants editor and its CSV: a seller replaces a product's options and variants, exports
 * them (one product or the whole shop) and imports them back; a file with a bad row reports every problem by
 * row in plain words and writes nothing; another shop's products stay out of reach; admins edit any product.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema/index.ts';
import { createCategory, createProduct, type ProductRow } from '../../test-support/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asUser, type Caller } from '../orders/orders.test-support.ts';
import { createTestUser } from '../users/users.test-support.ts';
import { createTestSeller } from './seller-dashboard.test-support.ts';

let t: TestApp;
let seller: Caller;
let admin: Caller;
let tee: ProductRow;
let mug: ProductRow;
let foreign: ProductRow;

const teeVariants = {
  options: [
    { name: 'Size', values: ['M', 'L'] },
    { name: 'Colour', values: ['Red', 'Blue'] },
  ],
  variants: [
    {
      sku: 'TEE-M-RED',
      options: { Size: 'M', Colour: 'Red' },
      price: 20,
      offerPrice: 15,
      stock: 4,
      weight: 180,
      imageURL: [],
    },
    {
      sku: 'TEE-L-RED',
      options: { Size: 'L', Colour: 'Red' },
      price: 22,
      offerPrice: null,
      stock: 0,
      weight: 200,
      imageURL: [],
    },
    {
      sku: 'TEE-M-BLUE',
      options: { Size: 'M', Colour: 'Blue' },
      price: 20,
      offerPrice: null,
      stock: 3,
      weight: 180,
      imageURL: [],
    },
  ],
};

const variantRows = async (product: ProductRow) =>
  (
    await t.app.db
      .select({ sku: productVariants.sku, stock: productVariants.stock, price: productVariants.priceCents })
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
      .orderBy(productVariants.position)
  ).map((row) => `${row.sku}:${row.price}:${row.stock}`);

/** The product's option keys as the options filter and facet read them (decision 48). */
const optionKeys = async (product: ProductRow) =>
  (
    await t.app.db.execute<{ keys: string[] | null }>(
      sql`select option_keys as keys from products where id = ${product.id}`,
    )
  ).rows[0]?.keys;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const shop = await createTestSeller(t.app, { shopName: 'Variant Goods' });
  const other = await createTestSeller(t.app, { shopName: 'Other Goods' });
  seller = asUser(t.app, shop);
  admin = asUser(t.app, await createTestUser(t.app, { role: 'admin' }));
  const category = await createCategory(db, { name: 'Apparel' });
  tee = await createProduct(db, { name: 'Plain Tee', seller: shop.shop, category, slug: 'plain-tee' });
  mug = await createProduct(db, { name: '=Mug', seller: shop.shop, category, slug: 'mug', sku: 'MUG-1' });
  foreign = await createProduct(db, { name: 'Their Tee', seller: other.shop, category, slug: 'their-tee' });
});

afterAll(async () => {
  await t?.close();
});

describe('the variants editor', () => {
  it('replaces the options and variants, and reads back what was typed', async () => {
    const saved = await seller.put('/api/seller/products/plain-tee/variants', teeVariants);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      options: teeVariants.options,
      // The product shows its lead (cheapest to pay) variant's price and the sum of the stock.
      price: 20,
      stock: 7,
    });
    const read = await seller.get('/api/seller/products/plain-tee/variants');
    expect(read.json()).toEqual(teeVariants);
    expect(await variantRows(tee)).toEqual(['TEE-M-RED:2000:4', 'TEE-L-RED:2200:0', 'TEE-M-BLUE:2000:3']);
    expect(await optionKeys(tee)).toEqual(['colour:blue', 'colour:red', 'size:l', 'size:m']);
  });

  it('says every problem of a set in one 400 and changes nothing', async () => {
    const response = await seller.put('/api/seller/products/plain-tee/variants', {
      options: teeVariants.options,
      variants: [
        { ...teeVariants.variants[0], options: { Size: 'XL', Colour: 'Red' } },
        { ...teeVariants.variants[1], sku: 'TEE-M-RED', offerPrice: 30 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_variants' });
    expect(response.json().message).toContain('XL is not a value of Size');
    expect(response.json().message).toContain('SKU TEE-M-RED is used by two variants');
    expect(await variantRows(tee)).toEqual(['TEE-M-RED:2000:4', 'TEE-L-RED:2200:0', 'TEE-M-BLUE:2000:3']);
  });

  it("keeps another shop's product out of reach (403) and lets an admin edit any", async () => {
    expect((await seller.get('/api/seller/products/their-tee/variants')).statusCode).toBe(403);
    expect((await seller.put('/api/seller/products/their-tee/variants', teeVariants)).statusCode).toBe(403);
    const single = {
      options: [],
      variants: [
        { sku: 'THEIR-1', options: {}, price: 9.5, offerPrice: null, stock: 2, weight: null, imageURL: [] },
      ],
    };
    const byAdmin = await admin.put('/api/admin/products/their-tee/variants', single);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await variantRows(foreign)).toEqual(['THEIR-1:950:2']);
    expect(await optionKeys(foreign)).toBeNull();
  });

  it('refuses an image that was not uploaded here', async () => {
    const response = await seller.put('/api/seller/products/plain-tee/variants', {
      ...teeVariants,
      variants: teeVariants.variants.map((variant) => ({
        ...variant,
        imageURL: ['/uploads/elsewhere.webp'],
      })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('unknown_image');
  });
});

describe('variants as CSV', () => {
  it("exports one product's variants and the whole shop, guarded against formulas", async () => {
    const one = await seller.get('/api/seller/products/plain-tee/variants.csv');
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toContain('text/csv');
    const lines = one.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'product,product_name,option1_name,option1_value,option2_name,option2_value,option3_name,option3_value,sku,price,offer_price,stock,weight_grams,image_urls',
    );
    expect(lines[1]).toBe('plain-tee,Plain Tee,Size,M,Colour,Red,,,TEE-M-RED,20.00,15.00,4,180,');
    const shop = await seller.get('/api/seller/products/variants.csv');
    expect(shop.body).toContain(`mug,'=Mug,,,,,,,MUG-1,10.00,,10,500,`);
    expect(shop.body).not.toContain('their-tee');
  });

  it('imports what it exported, changed in a spreadsheet', async () => {
    const exported = (await seller.get('/api/seller/products/variants.csv')).body;
    const edited = exported
      .replace('TEE-M-BLUE,20.00,,3', 'TEE-M-BLUE,21.00,,9')
      .replace(/\r\n$/, '\r\nplain-tee,,Size,L,Colour,Blue,,,TEE-L-BLUE,22.00,,5,200,\r\n');
    const response = await seller.post('/api/seller/products/variants/import', { csv: edited });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ products: 2, variants: 5 });
    expect(await variantRows(tee)).toEqual([
      'TEE-M-RED:2000:4',
      'TEE-L-RED:2200:0',
      'TEE-M-BLUE:2100:9',
      'TEE-L-BLUE:2200:5',
    ]);
    // The formula guard comes off on the way back in: the name column is ignored anyway, the product kept.
    expect((await t.app.db.select().from(products).where(eq(products.id, mug.id)))[0]?.productName).toBe(
      '=Mug',
    );
  });

  it('reports every bad row in plain words and writes nothing', async () => {
    const csv = [
      'product,option1_name,option1_value,sku,price,offer_price,stock',
      'plain-tee,Size,M,TEE-M,abc,,3',
      'plain-tee,Size,L,TEE-L,10.00,12.00,-1',
      'their-tee,,,THEIR-2,5.00,,1',
      'mug,,,MUG-1,11.00,,4',
      'plain-tee,Size,S,MUG-1,9.00,,2',
    ].join('\n');
    const before = await variantRows(mug);
    const response = await seller.post('/api/seller/products/variants/import', { csv });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'invalid_csv' });
    expect(body.message).toContain('nothing was imported');
    expect(body.problems).toEqual([
      { row: 2, message: 'Row 2: the price must be an amount above 0 such as 12.50, not "abc"' },
      {
        row: 3,
        message:
          'Row 3: the offer price must be below the price; the stock must be a whole number from 0 to 1000000, not "-1"',
      },
      { row: 4, message: 'Row 4: your shop has no product their-tee' },
      { row: 6, message: 'Row 6: the SKU MUG-1 is already in row 5' },
    ]);
    // Row 5 alone was fine, but nothing of the file was written.
    expect(await variantRows(mug)).toEqual(before);
  });

  it('rolls back the whole file when one product cannot be saved', async () => {
    // Both rows are fine alone; the second product takes a SKU another product (not in the file) holds.
    const csv = ['product,sku,price,stock', 'mug,MUG-2,12.00,8', 'plain-tee,THEIR-1,9.00,1'].join('\n');
    const before = { mug: await variantRows(mug), tee: await variantRows(tee) };
    const response = await seller.post('/api/seller/products/variants/import', { csv });
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      { row: 3, message: 'Product plain-tee (from row 3): SKU THEIR-1 is already used by another product' },
    ]);
    expect({ mug: await variantRows(mug), tee: await variantRows(tee) }).toEqual(before);
  });

  it('imports a file for one product without a product column, and refuses rows of others', async () => {
    const ok = await seller.post('/api/seller/products/variants/import', {
      csv: 'sku,price,stock\nMUG-1,12.50,6\n',
      product: 'mug',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await variantRows(mug)).toEqual(['MUG-1:1250:6']);
    const mixed = await seller.post('/api/seller/products/variants/import', {
      csv: 'product,sku,price,stock\nplain-tee,TEE-X,1.00,1\n',
      product: 'mug',
    });
    expect(mixed.json().problems).toEqual([
      { row: 2, message: 'Row 2: this file may only hold rows of mug' },
    ]);
  });

  it('says what is wrong with the file itself', async () => {
    const noHeader = await seller.post('/api/seller/products/variants/import', {
      csv: 'product,sku\nmug,MUG-1\n',
    });
    expect(noHeader.json().problems).toEqual([
      { row: 1, message: 'The header lacks the column price, stock' },
    ]);
    const broken = await seller.post('/api/seller/products/variants/import', {
      csv: 'product,sku,price,stock\nmug,"MUG-1,12.00,6\n',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().problems[0].message).toMatch(/^The file cannot be read as CSV/);
  });
  it('gives an imported product the option keys its variants hold, and takes them away', async () => {
    const sized = await seller.post('/api/seller/products/variants/import', {
      csv: 'option1_name,option1_value,sku,price,stock\nSize,XL,MUG-XL,12.50,6\nSize,S,MUG-S,12.50,2\n',
      product: 'mug',
    });
    expect(sized.statusCode, sized.body).toBe(200);
    expect(await optionKeys(mug)).toEqual(['size:s', 'size:xl']);
    const single = await seller.post('/api/seller/products/variants/import', {
      csv: 'sku,price,stock\nMUG-1,12.50,6\n',
      product: 'mug',
    });
    expect(single.statusCode, single.body).toBe(200);
    expect(await optionKeys(mug)).toBeNull();
  });
});
