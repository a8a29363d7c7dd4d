/**
 * Parcel tracking: the carriers a seller picks from when it ships a line, and the public tracking page of
 * each known one. "Other" keeps the number without a link: a link we cannot vouch for is worse than none.
 * Shared by the API (answers, shipped e-mail) and the web (seller form, buyer's order page).
 */
import './zod-browser.ts';
import { z } from 'zod';

export const CARRIERS = {
  ups: { name: 'UPS', url: 'https://www.ups.com/track?tracknum=' },
  usps: { name: 'USPS', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' },
  fedex: { name: 'FedEx', url: 'https://www.fedex.com/fedextrack/?trknbr=' },
  dhl: { name: 'DHL', url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=' },
  other: { name: 'Other carrier', url: null },
} as const satisfies Record<string, { name: string; url: string | null }>;

export type CarrierCode = keyof typeof CARRIERS;
export const carrierCodes = Object.keys(CARRIERS) as [CarrierCode, ...CarrierCode[]];

export const carrierSchema = z.enum(carrierCodes, { error: 'Choose a carrier' });
/** Letters, digits, spaces and dashes: what carriers print on a label. */
export const trackingNumberSchema = z
  .string({ error: 'Enter the tracking number' })
  .trim()
  .min(4, 'Enter the tracking number')
  .max(40, 'A tracking number has at most 40 characters')
  .regex(/^[A-Za-z0-9 -]+$/, 'A tracking number has only letters, digits, spaces and dashes');

export const trackingSchema = z.object({
  carrier: carrierSchema,
  carrierName: z.string(),
  number: z.string(),
  url: z.string().nullable().describe('The carrier’s public tracking page; null for another carrier'),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** The tracking shown to the buyer, or null when the line shipped without one. */
export function trackingOf(carrier: string | null, number: string | null): Tracking | null {
  if (!carrier || !number || !(carrier in CARRIERS)) return null;
  const known = CARRIERS[carrier as CarrierCode];
  return {
    carrier: carrier as CarrierCode,
    carrierName: known.name,
    number,
    url: known.url ? `${known.url}${encodeURIComponent(number.replace(/\s+/g, ''))}` : null,
  };
}
