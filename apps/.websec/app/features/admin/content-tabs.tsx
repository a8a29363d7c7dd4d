import { NavLink } from 'react-router';

const TABS = [
  { to: '/admin/home-content', label: 'Sliders', end: true },
  { to: '/admin/home-content/ads', label: 'Advertisements' },
  { to: '/admin/home-content/categories', label: 'Home categories' },
  { to: '/admin/home-content/mega-menu', label: 'Mega menu' },
  { to: '/admin/home-content/flash-sale', label: 'Flash sale' },
];

/** The home content sub-pages, one tab each (plain links, so they work without scripts). */
export function ContentTabs() {
  return (
    <nav aria-label="Home content sections" className="mb-5 border-b border-line">
      <ul className="-mb-px flex flex-wrap gap-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end ?? false}
              className={({ isActive }) =>
                `inline-block rounded-t-card border px-3 py-2 text-sm font-medium ${
                  isActive
                    ? 'border-line border-b-white bg-white text-ink'
                    : 'border-transparent text-muted hover:text-ink'
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
