import { limits } from '@shop/shared/messages';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { NewsletterBanner } from './newsletter-banner';
import { FacebookGlyph, InstagramGlyph, XGlyph, YoutubeGlyph } from './social-icons';

export interface FooterColumn {
  title: string;
  links: { label: string; to: string }[];
}

/** Product rules §2 footer link columns. Track Order is left out: its link is for signed-in users only. */
export const footerColumns: FooterColumn[] = [
  {
    title: 'Feature',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Terms & Conditions', to: '/terms_condition' },
      { label: 'Best Products', to: '/products?highlight=best_product' },
    ],
  },
  {
    title: 'General Links',
    links: [
      { label: 'Blog', to: '/blogs' },
      { label: 'Sellers', to: '/sellers' },
      { label: 'Become a Seller', to: '/become_seller' },
    ],
  },
  {
    title: 'Helpful',
    links: [
      { label: 'Popular Categories', to: '/products?highlight=popular_category' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact', to: '/contact' },
    ],
  },
];

interface SiteFooterProps {
  shopName: string;
  signedIn: boolean;
  /** False for sellers and admins: the "Become a Seller" link is not for them. */
  mayApplyToSell?: boolean;
  social: { facebook: string; x: string; instagram: string; youtube: string };
}

/** Product rules §2 footer: newsletter banner, About Us, link columns, social links, copyright and payment image. */
export function SiteFooter({ shopName, signedIn, mayApplyToSell = true, social }: SiteFooterProps) {
  const socialItems = [
    { label: `${shopName} on Facebook`, href: social.facebook, Icon: FacebookGlyph },
    { label: `${shopName} on X`, href: social.x, Icon: XGlyph },
    { label: `${shopName} on Instagram`, href: social.instagram, Icon: InstagramGlyph },
    { label: `${shopName} on YouTube`, href: social.youtube, Icon: YoutubeGlyph },
  ];
  return (
    <footer className="mt-16 print:hidden">
      <NewsletterBanner signedIn={signedIn} />
      <div className="focus-ring-light bg-night text-night-muted">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
          <section aria-labelledby="footer-about">
            <div className="w-fit rounded bg-white/95 px-3 py-2">
              <Logo name={shopName} />
            </div>
            <h2 id="footer-about" className="mt-5 text-sm font-bold tracking-wide text-white uppercase">
              About Us
            </h2>
            <p className="mt-2 max-w-sm text-sm leading-6">
              {shopName} is an open marketplace where independent sellers offer their goods in one place.
              Browse categories, compare offers and order from several shops with one cart.
            </p>
            <ul aria-label="Social links" className="mt-5 flex gap-3">
              {socialItems.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    aria-label={label}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="flex size-9 items-center justify-center rounded-full bg-night-soft text-white hover:bg-accent hover:text-ink"
                  >
                    <Icon className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-bold tracking-wide text-white uppercase">{column.title}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {column.links
                  .filter((link) => mayApplyToSell || link.to !== '/become_seller')
                  .map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="hover:text-accent hover:underline">
                        {link.label}
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="border-t border-white/10">
          <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-5 text-sm sm:flex-row">
            <p>{`© ${limits.copyrightYear} ${shopName}. All rights reserved.`}</p>
            <img
              src="/payment.svg"
              alt="Payment methods: cards and cash on delivery"
              width={248}
              height={28}
              loading="lazy"
            />
          </div>
        </div>
      </div>
    </footer>
  );
}
