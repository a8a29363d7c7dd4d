import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../lib/api.server';
import { loader } from './single-product';

function run(url: string, api: ApiFetch) {
  return loader({ request: new Request(url), context: { api } as AppLoadContext, params: {} } as Parameters<
    typeof loader
  >[0]);
}

const notFound: ApiFetch = async <T>() => ({
  status: 404,
  body: { statusCode: 404, error: 'Not Found', message: 'Product not found', code: 'not_found' } as T,
  headers: {},
});

async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe('/single_product loader', () => {
  it('answers 404 for an unknown slug and for no slug at all', async () => {
    expect(await thrownStatus(run('https://shop.test/single_product?slug=nope', notFound))).toBe(404);
    expect(await thrownStatus(run('https://shop.test/single_product', notFound))).toBe(404);
  });
});
