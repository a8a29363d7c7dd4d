import type { User } from '@shop/shared/catalogue.types';
import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';

const linkClass = 'rounded px-1 text-ink-soft hover:text-ink hover:underline';

/** Product rules §2 top bar: Account, Track Order (signed in only), Support, and the user's phone and email. */
export function TopBar({ user }: { user: User | null }) {
  return (
    <div className="border-b border-line bg-surface text-xs">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4">
        <ul aria-label="Your contact details" className="flex min-w-0 items-center gap-4 text-ink-soft">
          {user?.phone ? (
            <li className="flex items-center gap-1.5">
              <Phone aria-hidden="true" className="size-3.5" />
              <span>{user.phone}</span>
            </li>
          ) : null}
          {user?.email ? (
            <li className="flex min-w-0 items-center gap-1.5">
              <Mail aria-hidden="true" className="size-3.5" />
              <span className="truncate">{user.email}</span>
            </li>
          ) : null}
        </ul>
        <nav aria-label="Account">
          <ul className="flex items-center gap-4">
            <li>
              <Link to="/profile" className={linkClass}>
                Account
              </Link>
            </li>
            {user ? (
              <li>
                <Link to="/track_order" className={linkClass}>
                  Track Order
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/faq" className={linkClass}>
                Support
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
