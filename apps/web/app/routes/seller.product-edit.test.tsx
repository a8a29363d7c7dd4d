/**
 * The seller's product page, variants grid: an image file per row, posted with the form (no scripts
 * needed), goes to the uploads endpoint and replaces that row's images; "Remove image" empties them; a
 * refused file is named by its row and nothing is saved.
 */
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VariantsEditor } from '../components/product-form/variants-editor';
import type { VariantsDraft } from '../components/product-form/variants-form';
import type { ApiFetch } from '../lib/api.server';
import { renderToHtml } from '../test-support/render-to-html';
import { action } from './seller.product-edit';

type Call = { method: string; path: string; body?: unknown };
type Answer = { status: number; body: unknown };

function recording(reply: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  const api = (async (path: string, init?: { method?: string; body?: unknown }) => {
    const call = { method: init?.method ?? 'GET', path, body: init?.body };
    calls.push(call);
    return { ...(reply(call) ?? { status: 200, body: {} }), headers: {} };
  }) as ApiFetch;
  return { api, calls };
}

const black = { Size: 'EU 40', Colour: 'Black' };
const white = { Size: 'EU 40', Colour: 'White' };
const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'black.png', {
  type: 'image/png',
});

/** The grid as the browser posts it: multipart, one file input per row (empty ones post no file). */
function gridForm(
  intent: string,
  rows: { options: Record<string, string>; extra?: [string, string | File][] }[],
) {
  const form = new FormData();
  form.append('intent', intent);
  form.append('option-name-1', 'Size');
  form.append('option-values-1', 'EU 40');
  form.append('option-name-2', 'Colour');
  form.append('option-values-2', 'Black, White');
  form.append('variant-count', String(rows.length));
  rows.forEach((row, index) => {
    form.append(`variant-${index}-options`, JSON.stringify(row.options));
    form.append(`variant-${index}-sku`, `BOOT-${index}`);
    form.append(`variant-${index}-price`, '80.00');
    form.append(`variant-${index}-stock`, '3');
    form.append(`variant-${index}-images`, '/uploads/old-400.webp');
    form.append(`variant-${index}-image-file`, new File([], ''));
    for (const [name, value] of row.extra ?? []) form.set(`variant-${index}-${name}`, value);
  });
  return form;
}

async function post(form: FormData, api: ApiFetch) {
  const request = new Request('http://shop.test/seller/products/boot', { method: 'POST', body: form });
  const result = (await action({
    request,
    context: { api } as AppLoadContext,
    params: { slug: 'boot' },
  } as unknown as Parameters<typeof action>[0])) as unknown as {
    data: { ok: boolean; message: string; draft: VariantsDraft | null };
    init: { status?: number } | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
}

const uploaded = {
  status: 201,
  body: { url: '/uploads/new-800.webp', width: 800, height: 800, variants: [] },
};

describe('variants grid images', () => {
  it('uploads the file chosen for one row and saves it as that variant’s only image', async () => {
    const { api, calls } = recording((call) => (call.path === '/api/uploads' ? uploaded : undefined));
    const result = await post(
      gridForm('variants-save', [{ options: black, extra: [['image-file', picture]] }, { options: white }]),
      api,
    );
    expect(result).toMatchObject({ status: 200, body: { ok: true, message: 'Variants saved.' } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/uploads',
      'PUT /api/seller/products/boot/variants',
    ]);
    const sent = calls[0]?.body as FormData;
    const file = sent.get('image') as File;
    expect(file.name).toBe('black.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(await picture.arrayBuffer()));
    const saved = calls[1]?.body as { variants: { options: Record<string, string>; imageURL: string[] }[] };
    expect(saved.variants.map((variant) => variant.imageURL)).toEqual([
      ['/uploads/new-800.webp'],
      ['/uploads/old-400.webp'],
    ]);
  });

  it('empties a row’s images when "Remove image" is ticked, so the variant shows the product’s', async () => {
    const { api, calls } = recording(() => undefined);
    await post(gridForm('variants-save', [{ options: black, extra: [['image-remove', 'on']] }]), api);
    expect(calls.map((call) => call.path)).toEqual(['/api/seller/products/boot/variants']);
    const saved = calls[0]?.body as { variants: { imageURL: string[] }[] } | undefined;
    expect(saved?.variants[0]?.imageURL).toEqual([]);
  });

  it('names the row of a refused file, keeps the grid as typed and saves nothing', async () => {
    const { api, calls } = recording((call) =>
      call.path === '/api/uploads'
        ? {
            status: 415,
            body: {
              statusCode: 415,
              error: 'Unsupported Media Type',
              message: 'The file is not a JPEG, PNG, WebP or GIF image',
              code: 'unsupported_image',
            },
          }
        : undefined,
    );
    const result = await post(
      gridForm('variants-save', [{ options: black, extra: [['image-file', picture]] }, { options: white }]),
      api,
    );
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(
      'Image for EU 40 / Black: The file is not a JPEG, PNG, WebP or GIF image',
    );
    expect(result.body.draft?.rows.map((row) => row.sku)).toEqual(['BOOT-0', 'BOOT-1']);
    expect(calls.map((call) => call.path)).toEqual(['/api/uploads']);
  });

  it('keeps a file chosen before "Generate variants": uploaded, and shown in the generated row', async () => {
    const { api } = recording((call) => (call.path === '/api/uploads' ? uploaded : undefined));
    const result = await post(
      gridForm('variants-generate', [{ options: black, extra: [['image-file', picture]] }]),
      api,
    );
    expect(result.body.draft?.rows.map((row) => [row.options.Colour, row.images])).toEqual([
      ['Black', '/uploads/new-800.webp'],
      ['White', ''],
    ]);
  });

  it('renders a labelled file input per row, in a multipart form, with the current image and "Remove image"', () => {
    const draft: VariantsDraft = {
      options: [
        { name: 'Size', values: ['EU 40'] },
        { name: 'Colour', values: ['Black', 'White'] },
      ],
      rows: [
        {
          options: black,
          sku: 'B',
          price: '1',
          offerPrice: '',
          stock: '1',
          weight: '',
          images: '/uploads/b-400.webp',
        },
        { options: white, sku: 'W', price: '1', offerPrice: '', stock: '1', weight: '', images: '' },
      ],
    };
    const html = renderToHtml(
      <VariantsEditor draft={draft} result={undefined} csvHref="/x.csv" skuBase="B" />,
    );
    expect(html).toMatch(/<form[^>]*enctype="multipart\/form-data"[^>]*>[\s\S]*name="variant-0-image-file"/i);
    expect(html).toContain('aria-label="Image for EU 40 / Black"');
    expect(html).toContain('aria-label="Image for EU 40 / White"');
    expect(html).toContain('<img src="/uploads/b-400.webp" alt="EU 40 / Black"');
    expect(html).toContain('name="variant-0-image-remove"');
    expect(html).not.toContain('name="variant-1-image-remove"');
  });
});
