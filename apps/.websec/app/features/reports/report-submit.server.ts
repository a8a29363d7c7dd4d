import { messages } from '@shop/shared/messages';
import { type ApiFetch, errorMessage, isOk } from '../../lib/api.server';

export interface ReportResult {
  intent: 'report';
  ok: boolean;
  message: string;
}

/** POST /api/reporteditems { product_slug, title, note }. */
export async function submitReport(
  api: ApiFetch,
  productSlug: string,
  form: FormData,
): Promise<{ status: number; result: ReportResult }> {
  const response = await api('/api/reporteditems', {
    method: 'POST',
    body: {
      product_slug: productSlug,
      title: String(form.get('title') ?? ''),
      note: String(form.get('note') ?? ''),
    },
  });
  if (isOk(response)) {
    return {
      status: 201,
      result: { intent: 'report', ok: true, message: 'Thank you. Our team will look into your report.' },
    };
  }
  return {
    status: response.status >= 400 ? response.status : 502,
    result: { intent: 'report', ok: false, message: errorMessage(response, messages.genericFailure) },
  };
}
