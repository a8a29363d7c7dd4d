import { formatDollars, toDollars } from '@shop/shared/money';
import { data, Link } from 'react-router';
import { DateRangeForm, formatRange } from '../components/ui/date-range-form';
import { FigureCard } from '../components/ui/figure-card';
import { FiguresTable } from '../components/ui/figures-table';
import { TimeSeriesChart } from '../components/ui/time-series-chart';
import type { SellerOverview } from '../features/seller-dashboard/seller-types';
import { apiFor, isOk } from '../lib/api.server';
import { chartBuckets, rangeChoiceOf, rangeQuery } from '../lib/date-range-query';
import type { Route } from './+types/seller.overview';

export async function loader({ request, context }: Route.LoaderArgs) {
  const choice = rangeChoiceOf(new URL(request.url));
  const response = await apiFor(
    context,
    request,
  )<SellerOverview>(`/api/seller/overview?${rangeQuery(choice.range)}`);
  if (!isOk(response)) throw data('The overview could not be loaded.', { status: response.status });
  return { overview: response.body, choice };
}

const cents = (amount: number) => formatDollars(toDollars(amount));
const DAILY_KEYS = ['salesCents', 'orders', 'commissionCents', 'netCents'] as const;

/** The shop over the chosen range: its sales, orders and net, its best sellers, and what is running out. */
export default function SellerOverviewPage({ loaderData }: Route.ComponentProps) {
  const { overview, choice } = loaderData;
  const totals = overview.rangeTotals;
  const { bucket, buckets } = chartBuckets(overview.daily, overview.range, DAILY_KEYS);
  const per = bucket === 'day' ? 'per day' : 'per week';
  return (
    <section aria-labelledby="seller-overview-heading" className="space-y-6">
      <h2 id="seller-overview-heading" className="text-xl font-semibold">
        Overview
      </h2>
      <DateRangeForm choice={choice} path="/seller/overview" />
      <div className="space-y-3">
        <h3 className="font-semibold">{formatRange(overview.range)}</h3>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <FigureCard label="Sales" value={cents(totals.salesCents)} />
          <FigureCard label="Orders" value={String(totals.orders)} />
          <FigureCard label="Commission" value={cents(totals.commissionCents)} />
          <FigureCard label="Your net" value={cents(totals.netCents)} to="/seller/earnings" />
        </dl>
        <p className="text-xs text-muted">
          Sales are what buyers paid for your products and shipping, after discounts; cancellations and
          returns count on the day they happen. Your net is what you keep after commission.
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
        </div>
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <FiguresTable
          caption="Top products"
          columns={[
            { label: 'Product' },
            { label: 'Units', numeric: true },
            { label: 'Sales', numeric: true },
          ]}
          rows={overview.topProducts.map((product) => ({
            key: product.slug,
            cells: [
              <Link key="name" to={`/seller/products/${product.slug}`} className="underline">
                {product.name}
              </Link>,
              String(product.units),
              cents(product.salesCents),
            ],
          }))}
          empty="No sales in this range."
        />
        <FiguresTable
          caption={`Low stock (${overview.lowStockThreshold} or fewer left)`}
          columns={[{ label: 'Product' }, { label: 'In stock', numeric: true }]}
          rows={overview.lowStock.map((product) => ({
            key: product.slug,
            cells: [
              <Link key="name" to={`/seller/products/${product.slug}`} className="underline">
                {product.name}
              </Link>,
              String(product.stock),
            ],
          }))}
          empty="Every product on sale has enough stock."
        />
      </div>
    </section>
  );
}
