import { robotsTxt } from '../features/seo/sitemap-xml';
import type { Route } from './+types/robots';

/** `/robots.txt`: crawl the shop, not shoppers' own pages; the sitemap is on the same origin. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
