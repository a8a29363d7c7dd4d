import { Outlet } from 'react-router';
import { ContentTabs } from '../features/admin/content-tabs';

/** Home content: sliders, ads, home categories, mega menu and the flash sale, one tab each. */
export default function AdminHomeContentLayout() {
  return (
    <section aria-labelledby="admin-home-content-heading">
      <h2 id="admin-home-content-heading" className="mb-3 text-xl font-semibold">
        Home content
      </h2>
      <ContentTabs />
      <Outlet />
    </section>
  );
}
