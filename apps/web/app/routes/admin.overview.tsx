import { formatDollars, toDollars } from '@shop/shared/money';
import { Link } from 'react-router';
import { DateRangeForm, formatRange } from '../components/ui/date-range-form';
import { FigureCard } from '../components/ui/figure-card';
import { FiguresTable } from '../components/ui/figures-table';
import { TimeSeriesChart } from '../components/ui/time-series-chart';
import { bodyOrThrow } from '../features/admin/admin.server';
import type { Overview } from '../features/admin/admin-types';
import { apiFor } from '../lib/api.server';
import { chartBuckets, rangeChoiceOf, rangeQuery } from '../lib/date-range-query';
import type { Route } from './+types/admin.overview';

export async function loader({ request, context }: Route.LoaderArgs) {
  const choice = rangeChoiceOf(new URL(request.url));
  const overview = bodyOrThrow(
    await apiFor(context, request)<Overview>(`/api/admin/overview?${rangeQuery(choice.range)}`),
    'The overview',
  );
  return { overview, choice };
}

const cents = (amount: number) => formatDollars(toDollars(amount));
const DAILY_KEYS = ['salesCents', 'orders', 'commissionCents', 'netTakeCents'] as const;

/**
 * The marketplace at a glance. Each figure appears once: the chosen range's sales, orders, commission,
 * net take and new customers (with the charts and top lists of the same range); the work waiting now; the
 * orders in each state now; and the revenue per calendar month.
 */
export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  const { overview, choice } = loaderData;
  const totals = overview.rangeTotals;
  const { bucket, buckets } = chartBuckets(overview.daily, overview.range, DAILY_KEYS);
  const per = bucket === 'day' ? 'per day' : 'per week';
  return (
    <section aria-labelledby="overview-heading" className="space-y-6">
      <h2 id="overview-heading" className="text-xl font-semibold">
        Overview
      </h2>
      <DateRangeForm choice={choice} path="/admin" />
      <div className="space-y-3">
        <h3 className="font-semibold">{formatRange(overview.range)}</h3>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <FigureCard label="Sales" value={cents(totals.salesCents)} />
          <FigureCard label="Orders" value={String(totals.orders)} />
          <FigureCard label="Commission" value={cents(totals.commissionCents)} />
          <FigureCard label="Net take" value={cents(totals.netTakeCents)} />
          <FigureCard label="New customers" value={String(totals.newCustomers)} />
        </dl>
        <p className="text-xs text-muted">
          Sales are what buyers paid (after discounts, with shipping); cancellations and returns count on the
          day they happen. Net take is commission less the marketplace's own coupons.
        </p>
        <div className="grid gap-3 lg:grid-cols-2">
          <TimeSeriesChart
            title={`Sales ${per}`}
            bucket={bucket}
            lastDay={overview.range.to}
            points={buckets.map((day) => ({ date: day.date, value: day.salesCents }))}
            format={cents}
          />
          <TimeSeriesChart
            title={`Orders ${per}`}
            bucket={bucket}
            lastDay={overview.range.to}
            points={buckets.map((day) => ({ date: day.date, value: day.orders }))}
          />
          <TimeSeriesChart
            title={`Commission ${per}`}
            bucket={bucket}
            lastDay={overview.range.to}
            points={buckets.map((day) => ({ date: day.date, value: day.commissionCents }))}
            format={cents}
          />
          <TimeSeriesChart
            title={`Net take ${per}`}
            bucket={bucket}
            lastDay={overview.range.to}
            points={buckets.map((day) => ({ date: day.date, value: day.netTakeCents }))}
            format={cents}
          />
        </div>
        <div className="grid gap-3 lg:grid-cols-2">
          <FiguresTable
            caption="Top products"
            columns={[
              { label: 'Product' },
              { label: 'Shop' },
              { label: 'Units', numeric: true },
              { label: 'Sales', numeric: true },
            ]}
            rows={overview.topProducts.map((product) => ({
              key: product.slug,
              cells: [
                <Link key="name" to={`/admin/products/${product.slug}`} className="underline">
                  {product.name}
                </Link>,
                product.shop_name,
                String(product.units),
                cents(product.salesCents),
              ],
            }))}
            empty="No sales in this range."
            minWidth="min-w-[26rem]"
          />
          <FiguresTable
            caption="Top sellers"
            columns={[
              { label: 'Shop' },
              { label: 'Orders', numeric: true },
              { label: 'Sales', numeric: true },
              { label: 'Net take', numeric: true },
            ]}
            rows={overview.topSellers.map((shop) => ({
              key: shop.shop_slug,
              cells: [shop.shop_name, String(shop.orders), cents(shop.salesCents), cents(shop.netTakeCents)],
            }))}
            empty="No sales in this range."
            minWidth="min-w-[24rem]"
          />
        </div>
      </div>
      <div className="space-y-3">
        <h3 className="font-semibold">Waiting for you</h3>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <FigureCard
            label="Pending applications"
            value={String(overview.pendingApplications)}
            to="/admin/applications"
          />
          <FigureCard
            label="Products awaiting approval"
            value={String(overview.pendingProducts)}
            to="/admin/products?approval=pending"
          />
          <FigureCard label="Open reports" value={String(overview.openReports)} to="/admin/reports" />
        </dl>
      </div>
      <div className="space-y-3">
        <h3 className="font-semibold">Orders by status now</h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {Object.entries(overview.ordersByStatus).map(([status, count]) => (
            <FigureCard
              key={status}
              label={status}
              value={String(count)}
              to={`/admin/orders?status=${status}`}
            />
          ))}
        </dl>
      </div>
      {overview.marketplaceRevenue ? (
        <FiguresTable
          caption="Marketplace revenue per month"
          columns={[
            { label: 'Month' },
            { label: 'Commission', numeric: true },
            { label: 'Promotion cost', numeric: true },
            { label: 'Net take', numeric: true },
          ]}
          rows={overview.marketplaceRevenue.byMonth.map((month) => ({
            key: month.month,
            cells: [
              month.month,
              formatDollars(month.commission),
              formatDollars(month.marketplaceDiscounts),
              formatDollars(month.netTake),
            ],
          }))}
          empty="No orders yet."
          minWidth="min-w-[28rem]"
        />
      ) : null}
    </section>
  );
}
