/**
 * schema.org BreadcrumbList for a page's trail (Home › Category › Sub-category › Product), so search engines
 * show where a page sits instead of its raw address. Each step is absolute; the last is the page itself.
 */
export interface BreadcrumbStep {
  name: string;
  /** A path on this shop or an absolute URL. */
  href: string;
}

export function breadcrumbJsonLd(origin: string, steps: BreadcrumbStep[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.href, origin).href,
    })),
  };
}
