import { Outlet } from 'react-router';
import { UnsavedChangesScope } from '../components/ui/unsaved-changes';
import { ContentTabs } from '../features/admin/content-tabs';

/**
 * Home content: sliders, ads, home categories, mega menu and the flash sale, one tab each. Each tab holds
 * several edit forms, so one warning covers them all: leaving (another tab included) while any is dirty asks.
 */
export default function AdminHomeContentLayout() {
  return (
    <section aria-labelledby="admin-home-content-heading">
      <h2 id="admin-home-content-heading" className="mb-3 text-xl font-semibold">
        Home content
      </h2>
      <ContentTabs />
      <UnsavedChangesScope>
        <Outlet />
      </UnsavedChangesScope>
    </section>
  );
}
