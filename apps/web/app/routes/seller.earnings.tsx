import { data } from 'react-router';
import { formatDollars } from '../components/ui/dashboard-frame';
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
          Delivered lines only. Commission {(earnings.commissionRateBps / 100).toFixed(2)}%. {earnings.rule}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Gross', formatDollars(totals.gross)],
          ['Commission', formatDollars(totals.commission)],
          ['Net', formatDollars(totals.net)],
          ['Orders', String(totals.orders)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-card border border-line bg-white p-4">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto rounded-card border border-line bg-white">
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="px-3 py-2 text-left font-semibold">Per month</caption>
          <thead className="bg-surface-sunk">
            <tr>
              <th scope="col" className={head}>
                Month
              </th>
              <th scope="col" className={head}>
                Orders
              </th>
              <th scope="col" className={head}>
                Gross
              </th>
              <th scope="col" className={head}>
                Commission
              </th>
              <th scope="col" className={head}>
                Net
              </th>
            </tr>
          </thead>
          <tbody>
            {earnings.byMonth.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-4 text-muted">
                  No delivered orders yet.
                </td>
              </tr>
            ) : (
              earnings.byMonth.map((month) => (
                <tr key={month.month} className="border-t border-line">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {month.month}
                  </th>
                  <td className="px-3 py-2 tabular-nums">{month.orders}</td>
                  <td className={cell}>{formatDollars(month.gross)}</td>
                  <td className={cell}>{formatDollars(month.commission)}</td>
                  <td className={cell}>{formatDollars(month.net)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="overflow-x-auto rounded-card border border-line bg-white">
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="px-3 py-2 text-left font-semibold">Per order</caption>
          <thead className="bg-surface-sunk">
            <tr>
              <th scope="col" className={head}>
                Order
              </th>
              <th scope="col" className={head}>
                Delivered
              </th>
              <th scope="col" className={head}>
                Gross
              </th>
              <th scope="col" className={head}>
                Commission
              </th>
              <th scope="col" className={head}>
                Net
              </th>
            </tr>
          </thead>
          <tbody>
            {byOrder.items.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-4 text-muted">
                  No delivered orders yet.
                </td>
              </tr>
            ) : (
              byOrder.items.map((order) => (
                <tr key={order.order_slug} className="border-t border-line">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {order.order_slug}
                  </th>
                  <td className="px-3 py-2">
                    {order.deliveredAt ? new Date(order.deliveredAt).toLocaleDateString('en-US') : '—'}
                  </td>
                  <td className={cell}>{formatDollars(order.gross)}</td>
                  <td className={cell}>{formatDollars(order.commission)}</td>
                  <td className={cell}>{formatDollars(order.net)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination current={byOrder.page} total={pages} hrefFor={(page) => `/seller/earnings?page=${page}`} />
    </section>
  );
}
