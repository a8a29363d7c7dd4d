import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test-support/render-to-html';
import { AdminListPage, STATUS_FILTER } from './admin-list-page';
import { adminPageHref, listParams, pageCount } from './admin-list-query';

describe('admin list URLs', () => {
  it('keeps the search and every filter in page links, blank ones included', () => {
    expect(adminPageHref('/admin/applications', { search: 'lamp', status: '' }, 3)).toBe(
      '/admin/applications?search=lamp&status=&page=3',
    );
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('reads the page’s own values from its URL, trimmed, with defaults', () => {
    const url = new URL('http://shop.test/admin/applications?search=+lamp+');
    expect(listParams(url, ['search', 'status'], { status: 'pending' })).toEqual({
      search: 'lamp',
      status: 'pending',
    });
  });
});

function render(props: { count: number; isEmpty: boolean; outcome?: { ok: boolean; message: string } }) {
  return renderToHtml(
    <AdminListPage
      id="things"
      title="Things"
      path="/admin/things"
      count={props.count}
      page={2}
      limit={20}
      searchLabel="Search things"
      searchPlaceholder="Name"
      filters={[STATUS_FILTER]}
      values={{ search: 'lamp', status: 'inactive' }}
      outcome={props.outcome}
      emptyTitle="No things match"
      isEmpty={props.isEmpty}
    >
      <ul>
        <li>Row one</li>
      </ul>
    </AdminListPage>,
    '/admin/things?search=lamp&status=inactive&page=2',
  );
}

describe('AdminListPage', () => {
  it('renders the count, a GET filter form holding the current values, the rows and page links', () => {
    const html = render({ count: 45, isEmpty: false });
    expect(textOf(html)).toContain('Things (45)');
    expect(html).toMatch(/<form(?=[^>]*role="search")(?=[^>]*method="get")/);
    expect(html).toMatch(/name="search"[^>]*value="lamp"/);
    expect(html).toMatch(/<option value="inactive" selected="">Inactive<\/option>/);
    expect(textOf(html)).toContain('Row one');
    expect(html).toContain('href="/admin/things?search=lamp&amp;status=inactive&amp;page=3"');
  });

  it('shows the empty state instead of the rows, and the last answer as a status or an alert', () => {
    const empty = render({ count: 0, isEmpty: true, outcome: { ok: true, message: 'Saved.' } });
    expect(textOf(empty)).toContain('No things match');
    expect(textOf(empty)).not.toContain('Row one');
    expect(empty).toMatch(/role="status"[^>]*>Saved\.</);
    const refused = render({ count: 1, isEmpty: false, outcome: { ok: false, message: 'Name taken.' } });
    expect(refused).toMatch(/role="alert"[^>]*>Name taken\.</);
  });
});
