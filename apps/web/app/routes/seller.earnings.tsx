import { formatDollars } from '@shop/shared/money';
import { data } from 'react-router';
import { BarChart } from '../components/ui/bar-chart';
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

const cell = 'px-3 py-2 text-right tabular-nums';
const head = 'px-3 py-2 text-left font-semibold';

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

/** The per-month and per-order breakdowns share one table: a label, a detail, then the amounts. */
function EarningsTable(props: {
  caption: string;
  firstColumn: string;
  secondColumn: string;
  rows: EarningsRow[];
}) {
  const columns = [props.firstColumn, props.secondColumn, ...AMOUNTS.map(([label]) => label)];
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-white">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{props.caption}</caption>
        <thead className="bg-surface-sunk">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={head}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-4 text-muted">
                No orders yet.
              </td>
            </tr>
          ) : (
            props.rows.map((row) => (
              <tr key={row.key} className="border-t border-line">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {row.label}
                </th>
                <td className="px-3 py-2 tabular-nums">{row.detail}</td>
                {AMOUNTS.map(([label, field]) => (
                  <td key={label} className={cell}>
                    {formatDollars(row[field])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
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
