import { Link } from 'react-router';
import { formatDate } from '../../components/ui/format-date';
import type { SellerApplication } from './seller-application';

const LOOK: Record<SellerApplication['status'], { label: string; tone: string; text: string }> = {
  pending: {
    label: 'Pending review',
    tone: 'border-accent/40 bg-accent-soft text-accent-ink',
    text: 'An admin reviews your application; you get an e-mail with the decision.',
  },
  approved: {
    label: 'Approved',
    tone: 'border-green-700/30 bg-green-50 text-green-900',
    text: 'Your shop is open. Manage it from the seller dashboard.',
  },
  rejected: {
    label: 'Rejected',
    tone: 'border-danger/30 bg-red-50 text-danger',
    text: 'You may correct the details and apply again.',
  },
};

/** The seller-application status card of the profile and become-seller pages. */
export function ApplicationStatus({ application }: { application: SellerApplication | null }) {
  if (!application) return null;
  const look = LOOK[application.status];
  return (
    <section
      aria-labelledby="seller-application-heading"
      className="rounded-card border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="seller-application-status"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="seller-application-heading" className="text-lg font-semibold">
          Seller application: {application.shop.shop_name}
        </h2>
        <span className={`rounded-full border px-3 py-1 text-sm font-semibold ${look.tone}`}>
          {look.label}
        </span>
      </div>
      <p className="mt-2 text-sm text-ink-soft">{look.text}</p>
      {application.reason ? (
        <p className="mt-2 text-sm">
          <strong>{application.status === 'rejected' ? 'Reason: ' : 'Note: '}</strong>
          {application.reason}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-muted">Sent {formatDate(application.createdAt)}</p>
      {application.status === 'approved' ? (
        <Link to="/seller" className="mt-3 inline-block text-sm font-semibold text-accent-ink underline">
          Open the seller dashboard
        </Link>
      ) : null}
    </section>
  );
}
