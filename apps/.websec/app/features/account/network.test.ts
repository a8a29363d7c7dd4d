import { messages } from '@shop/shared/messages';
import { describe, expect, it } from 'vitest';
import { submitOrOffline } from './network';

describe('submitOrOffline', () => {
  it('shows "Internet not available" when the request cannot reach the server', async () => {
    const result = await submitOrOffline(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toMatchObject({
      data: { ok: false, message: messages.internetNotAvailable, code: 'network_error' },
      init: { status: 503 },
    });
  });

  it('passes answers and redirects through', async () => {
    expect(await submitOrOffline(async () => ({ ok: true }))).toEqual({ ok: true });
    const redirect = new Response(null, { status: 302, headers: { location: '/' } });
    await expect(
      submitOrOffline(async () => {
        throw redirect;
      }),
    ).rejects.toBe(redirect);
  });
});
