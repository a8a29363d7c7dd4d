/**
 * Draws invoices and packing slips with PDFKit (a maintained PDF library), in its built-in Helvetica. Text
 * outside the Latin-1 set those fonts can show (emoji, other scripts) is replaced by "?" rather than drawn as
 * garbage. PDFKit is imported on the first document, so the server starts without loading it.
 */
import { formatDollars, toDollars } from '@shop/shared/money';

export interface PdfLine {
  name: string;
  shopName: string;
  quantity: number;
  /** Absent on a packing slip, which shows no prices. */
  unitCents?: number;
  discountCents?: number;
  amountCents?: number;
}

export interface PdfDocument {
  heading: 'Invoice' | 'Packing slip';
  /** `INV-2026-000042` on an invoice; absent on a packing slip. */
  number?: string;
  issuedAt: Date;
  orderSlug: string;
  orderDate: string;
  paymentMethod: string;
  soldBy: string[];
  shipTo: string[];
  lines: PdfLine[];
  totals?: { subtotalCents: number; discountCents: number; shippingCents: number; totalCents: number };
}

/** Keeps what the standard PDF fonts can draw (WinAnsi ≈ Latin-1). */
function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

const money = (cents: number) => formatDollars(toDollars(cents));

export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `${document.heading} ${document.number ?? document.orderSlug}`,
      Author: 'Bazaar',
      CreationDate: document.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(20).text(document.heading);
  pdf.font('Helvetica').fontSize(10).moveDown(0.5);
  if (document.number) pdf.text(`Invoice number: ${document.number}`);
  pdf.text(`Date: ${document.issuedAt.toISOString().slice(0, 10)}`);
  pdf.text(`Order: ${printable(document.orderSlug)} placed ${document.orderDate.slice(0, 10)}`);
  pdf.text(`Payment: ${document.paymentMethod === 'cod' ? 'cash on delivery' : 'card'}`);
  pdf.moveDown();
  pdf.font('Helvetica-Bold').text('Sold by');
  pdf.font('Helvetica').text(printable(`${document.soldBy.join(', ')}, through the Bazaar marketplace`));
  pdf.moveDown(0.5);
  pdf.font('Helvetica-Bold').text(document.heading === 'Invoice' ? 'Bill and ship to' : 'Ship to');
  pdf.font('Helvetica');
  for (const line of document.shipTo) pdf.text(printable(line));
  pdf.moveDown();

  const columns = document.totals
    ? [
        { label: 'Item', x: 50, width: 210 },
        { label: 'Qty', x: 265, width: 35 },
        { label: 'Unit', x: 305, width: 70 },
        { label: 'Discount', x: 380, width: 70 },
        { label: 'Amount', x: 455, width: 90 },
      ]
    : [
        { label: 'Item', x: 50, width: 330 },
        { label: 'Shop', x: 385, width: 120 },
        { label: 'Qty', x: 510, width: 35 },
      ];
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      pdf.text(printable(cell), column.x, y, { width: column.width });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.x = 50;
    pdf.y = bottom + 4;
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  for (const line of document.lines) {
    row(
      document.totals
        ? [
            `${line.name} (${line.shopName})`,
            String(line.quantity),
            money(line.unitCents ?? 0),
            line.discountCents ? `-${money(line.discountCents)}` : '',
            money(line.amountCents ?? 0),
          ]
        : [line.name, line.shopName, String(line.quantity)],
    );
  }
  if (document.totals) {
    const { subtotalCents, discountCents, shippingCents, totalCents } = document.totals;
    pdf.moveDown();
    for (const [label, value, bold] of [
      ['Subtotal', money(subtotalCents), false],
      ['Discount', discountCents ? `-${money(discountCents)}` : money(0), false],
      ['Shipping', money(shippingCents), false],
      ['Total', money(totalCents), true],
    ] as const) {
      const y = pdf.y;
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      pdf.text(label, 380, y, { width: 70 });
      pdf.text(value, 455, y, { width: 90 });
      pdf.x = 50;
    }
  }
  pdf.end();
  return finished;
}
