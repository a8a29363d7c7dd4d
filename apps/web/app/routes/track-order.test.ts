import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiFetch, ApiResponse } from '../lib/api.server';
import { action } from './track-order';

type Result = { type?: string; data?: unknown; init?: { status?: number } | null };

function answering(
  response: Partial<ApiResponse>,
  calls: { path: string; method?: string; body?: unknown }[],
) {
  return (async (path: string, init?: { method?: string; body?: unknown }) => {
    calls.push({ path, method: init?.method, body: init?.body });
    return { status: 200, body: {}, headers: {}, ...response };
  }) as ApiFetch;
}

/** Posts the order page's form as a browser without scripts would (urlencoded). */
async function post(fields: Record<string, string>, api: ApiFetch) {
  const request = new Request('http://shop.test/track_order', {
    method: 'POST',
    headers: { cookie: 'access_token=t; user_slug=ada-1' },
    body: new URLSearchParams(fields),
  });
  const result = (await action({ request, context: { api } as AppLoadContext, params: {} } as Parameters<
    typeof action
  >[0])) as Result;
  return { body: result.data, status: result.init?.status };
}

describe('the order page confirms receipt', () => {
  it('posts the confirmation to the API and thanks the buyer', async () => {
    const calls: { path: string; method?: string; body?: unknown }[] = [];
    const answer = await post({ intent: 'confirm-receipt', order: 'ord-1' }, answering({}, calls));
    expect(calls).toEqual([{ path: '/api/orders/ord-1/confirm-receipt', method: 'POST', body: {} }]);
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, message: 'Thank you! You can now review what you received.' },
    });
  });

  it("shows the API's reason when it refuses", async () => {
    const refusal = {
      statusCode: 409,
      error: 'Conflict',
      message: 'Nothing in order ord-1 has been delivered yet',
    };
    const answer = await post(
      { intent: 'confirm-receipt', order: 'ord-1' },
      answering({ status: 409, body: refusal }, []),
    );
    expect(answer).toEqual({ status: 409, body: { ok: false, message: refusal.message } });
  });
});
