/** Test support for the admin content actions: a recording fake API and a form post to an action. */
import type { AppLoadContext } from 'react-router';
import type { ApiFetch } from '../../lib/api.server';

export type ApiCall = { method: string; path: string; body?: unknown };
type Answer = { status: number; body: unknown };

/** An API answering each call with `reply` (or 200 {}), recording the calls. */
export function recordingApi(reply: (call: ApiCall) => Answer | undefined = () => undefined) {
  const calls: ApiCall[] = [];
  const api = (async (path: string, init?: { method?: string; body?: unknown }) => {
    const call: ApiCall = { method: init?.method ?? 'GET', path };
    if (init?.body !== undefined) call.body = init.body;
    calls.push(call);
    return { ...(reply(call) ?? { status: 200, body: {} }), headers: {} };
  }) as ApiFetch;
  return { api, calls };
}

/** The API's error answer. */
export function refusal(status: number, message: string): Answer {
  return { status, body: { statusCode: status, error: 'Refused', message, code: 'refused' } };
}

type ActionArgs = { request: Request; context: AppLoadContext; params: Record<string, string> };

/** Posts `fields` to an action; a thrown redirect comes back as `{ status, location }`. */
export async function postTo<T>(
  action: (args: never) => Promise<T>,
  fields: Record<string, string>,
  api: ApiFetch,
  params: Record<string, string> = {},
  url = 'http://shop.test/admin',
): Promise<T | { status: number; location: string | null }> {
  const request = new Request(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const args: ActionArgs = { request, context: { api } as AppLoadContext, params };
  try {
    return await (action as (args: ActionArgs) => Promise<T>)(args);
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}
