import { formatDollars } from '@shop/shared/money';
import { data } from 'react-router';
import { BarChart } from '../components/ui/bar-chart';
import { FiguresTable } from '../components/ui/figures-table';
import { formatDate } from '../components/ui/format-date';
import { Pagination } from '../components/ui/pagination';
import { listQuery } from '../features/seller-dashboard/seller-dashboard.server';
import type { Earnings } from '../features/seller-dashboard/seller-types';
import { apiFor, isOk } from '../lib/api.server';
import type { Route } from './+types/seller.earnings';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = listQuery(new URL(request.url), ['page']);
  const response = await apiFor(context, request)<Earnings>(`/api/seller/earnings${query}`);
  if (!isOk(response)) throw data('The earnings could not be loaded.', { status: response.status });
  return { earnings: response.body };
}

interface EarningsRow {
  key: string;
  label: string;
  detail: string;
  gross: number;
  sellerDiscounts: number;
  commission: number;
  shipping: number;
  net: number;
  pending: number;
  payable: number;
}

const AMOUNTS = [
  ['Gross', 'gross'],
  ['Your discounts', 'sellerDiscounts'],
  ['Commission', 'commission'],
  ['Shipping', 'shipping'],
  ['Net', 'net'],
  ['Pending', 'pending'],
  ['Payable', 'payable'],
] as const;

/**
 * The per-month and per-order breakdowns share one table: a label, a detail, then the amounts. It is the
 * shared figures table, whose box scrolls sideways inside itself on a phone and takes keyboard focus.
 */
function EarningsTable(props: {
  caption: string;
  firstColumn: string;
  secondColumn: string;
  rows: EarningsRow[];
}) {
  return (
    <FiguresTable
      caption={props.caption}
      columns={[
        { label: props.firstColumn },
        { label: props.secondColumn },
        ...AMOUNTS.map(([label]) => ({ label, numeric: true })),
      ]}
      rows={props.rows.map((row) => ({
        key: row.key,
        cells: [row.label, row.detail, ...AMOUNTS.map(([, field]) => formatDollars(row[field]))],
      }))}
      empty="No orders yet."
      minWidth="min-w-[44rem]"
    />
  );
}

export default function SellerEarningsPage({ loaderData }: Route.ComponentProps) {
  const { earnings } = loaderData;
  const { totals, byOrder } = earnings;
  const pages = Math.max(1, Math.ceil(byOrder.count / byOrder.limit));
  return (
    <section aria-labelledby="earnings-heading" className="space-y-6">
      <div>
        <h2 id="earnings-heading" className="text-xl font-semibold">
          Earnings
        </h2>
        <p className="text-sm text-muted">
          Net = gross − your coupons' discounts − commission + shipping. Commission is taken on what you sold
          for after your own discounts, never on shipping; on new orders it is{' '}
          {(earnings.commissionRateBps / 100).toFixed(2)}%, and each order keeps the rate of the day it was
          placed. Pending becomes payable once the line is delivered.
        </p>
        <a href="/api/seller/earnings/statement.csv" className="text-sm font-semibold underline" download>
          Download the statement (CSV)
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {[
          ['Gross', formatDollars(totals.gross)],
          ['Commission', formatDollars(totals.commission)],
          ['Net', formatDollars(totals.net)],
          ['Pending', formatDollars(totals.pending)],
          ['Payable', formatDollars(totals.payable)],
          ['Orders', String(totals.orders)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-card border border-line bg-white p-4">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <BarChart
        title="Net earnings per month"
        data={[...earnings.byMonth]
          .sort((a, b) => a.month.localeCompare(b.month))
          .map((month) => ({ label: month.month, value: month.net }))}
        format={formatDollars}
      />
      <EarningsTable
        caption="Per month"
        firstColumn="Month"
        secondColumn="Orders"
        rows={earnings.byMonth.map((month) => ({
          ...month,
          key: month.month,
          label: month.month,
          detail: String(month.orders),
        }))}
      />
      <EarningsTable
        caption="Per order"
        firstColumn="Order"
        secondColumn="Delivered"
        rows={byOrder.items.map((order) => ({
          ...order,
          key: order.order_slug,
          label: order.order_slug,
          detail: order.deliveredAt ? formatDate(order.deliveredAt) : '—',
        }))}
      />
      <Pagination current={byOrder.page} total={pages} hrefFor={(page) => `/seller/earnings?page=${page}`} />
    </section>
  );
}
