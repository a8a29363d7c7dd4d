export interface DashboardLink {
  to: string;
  label: string;
  /** Only highlight on this exact path (the dashboard's index). */
  end?: boolean;
}

export interface Crumb {
  label: string;
  /** Absent for the page itself (the last crumb). */
  to?: string;
}

/**
 * The breadcrumbs and the page title of a dashboard page, from the side navigation: the dashboard's home,
 * the section the path lies in (the longest link it starts with), and a page below that section under
 * `detailLabel` (an edit or detail page names itself through its route handle).
 */
export function dashboardCrumbs(
  pathname: string,
  home: DashboardLink,
  links: DashboardLink[],
  detailLabel?: string,
): { crumbs: Crumb[]; title: string } {
  const path = pathname.replace(/\/+$/, '') || '/';
  const section = links
    .filter((link) => link.to !== home.to && (path === link.to || path.startsWith(`${link.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
  if (!section) {
    const homeLink = links.find((link) => link.to === home.to);
    return { crumbs: [{ label: home.label }], title: homeLink?.label ?? home.label };
  }
  if (path === section.to) {
    return { crumbs: [{ label: home.label, to: home.to }, { label: section.label }], title: section.label };
  }
  const named = detailLabel ?? 'Details';
  // One module serves both the creation and the edit page of an item.
  const detail = path.endsWith('/new') ? `New ${named.toLowerCase()}` : named;
  return {
    crumbs: [{ label: home.label, to: home.to }, { label: section.label, to: section.to }, { label: detail }],
    title: detail,
  };
}
