import { formatDollars } from '@shop/shared/money';
import { Link } from 'react-router';
import { BarChart } from '../components/ui/bar-chart';
import { bodyOrThrow } from '../features/admin/admin.server';
import type { MarketplaceFigures, Overview } from '../features/admin/admin-types';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/admin.overview';

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    overview: bodyOrThrow(await apiFor(context, request)<Overview>('/api/admin/overview'), 'The overview'),
  };
}

/**
 * One KPI card. A definition list may hold only `dt`/`dd` (or a `div` of them), so the link sits inside
 * the term and stretches over the card with a pseudo-element instead of wrapping the pair.
 */
function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <div className="relative rounded-card border border-line bg-white p-4">
      <dt className="text-xs text-muted">
        {to ? (
          <Link to={to} className="after:absolute after:inset-0 hover:underline">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

const amount = 'px-3 py-2 text-right tabular-nums';

/** Marketplace revenue per month or per shop: commission, promotion cost and net take. */
function RevenueTable(props: {
  caption: string;
  first: string;
  rows: (MarketplaceFigures & { label: string })[];
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus so a keyboard can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      aria-label={props.caption}
      className="overflow-x-auto rounded-card border border-line bg-white"
    >
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{props.caption}</caption>
        <thead className="bg-surface-sunk">
          <tr>
            {[props.first, 'Commission', 'Promotion cost', 'Net take'].map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-left font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-3 py-4 text-muted">
                No orders yet.
              </td>
            </tr>
          ) : (
            props.rows.map((row) => (
              <tr key={row.label} className="border-t border-line">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {row.label}
                </th>
                <td className={amount}>{formatDollars(row.commission)}</td>
                <td className={amount}>{formatDollars(row.marketplaceDiscounts)}</td>
                <td className={amount}>{formatDollars(row.netTake)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  return (
    <section aria-labelledby="overview-heading" className="space-y-6">
      <h2 id="overview-heading" className="text-xl font-semibold">
        Overview
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Figure label="Sales (not cancelled)" value={formatDollars(overview.sales.total)} />
        <Figure label="Delivered sales" value={formatDollars(overview.sales.delivered)} />
        <Figure label="Sales, last 30 days" value={formatDollars(overview.sales.last30Days)} />
        <Figure label="New customers, 30 days" value={String(overview.newCustomers30Days)} />
        <Figure
          label="Pending applications"
          value={String(overview.pendingApplications)}
          to="/admin/applications"
        />
        <Figure
          label="Products awaiting approval"
          value={String(overview.pendingProducts)}
          to="/admin/products?approval=pending"
        />
        <Figure label="Open reports" value={String(overview.openReports)} />
      </dl>
      {overview.marketplaceRevenue ? (
        <div className="space-y-3">
          <h3 className="font-semibold">Marketplace revenue</h3>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
            <Figure
              label="Commission earned"
              value={formatDollars(overview.marketplaceRevenue.totals.commission)}
            />
            <Figure
              label="Promotion cost (marketplace coupons)"
              value={formatDollars(overview.marketplaceRevenue.totals.marketplaceDiscounts)}
            />
            <Figure label="Net take" value={formatDollars(overview.marketplaceRevenue.totals.netTake)} />
          </dl>
          <BarChart
            title="Net take per month"
            data={[...overview.marketplaceRevenue.byMonth]
              .sort((a, b) => a.month.localeCompare(b.month))
              .map((month) => ({ label: month.month, value: month.netTake }))}
            format={formatDollars}
          />
          <RevenueTable
            caption="Per month"
            first="Month"
            rows={overview.marketplaceRevenue.byMonth.map((month) => ({ ...month, label: month.month }))}
          />
          <RevenueTable
            caption="Per shop"
            first="Shop"
            rows={overview.marketplaceRevenue.bySeller.map((shop) => ({ ...shop, label: shop.shop_name }))}
          />
        </div>
      ) : null}
      <div>
        <h3 className="mb-2 font-semibold">Orders by status</h3>
        <div className="mb-3">
          <BarChart
            title="Orders by status"
            data={Object.entries(overview.ordersByStatus).map(([status, count]) => ({
              label: status,
              value: count,
            }))}
          />
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {Object.entries(overview.ordersByStatus).map(([status, count]) => (
            <Figure key={status} label={status} value={String(count)} to={`/admin/orders?status=${status}`} />
          ))}
        </dl>
      </div>
    </section>
  );
}
