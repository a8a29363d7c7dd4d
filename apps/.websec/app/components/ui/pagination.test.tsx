import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../test-support/render-to-html';
import { Pagination, pageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('fills a gap of one page with that page', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});

describe('Pagination', () => {
  it('renders links with the current page marked and nothing for a single page', () => {
    const html = renderToHtml(
      <Pagination current={2} total={3} hrefFor={(page) => `/products?page=${page}`} />,
    );
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('href="/products?page=1"');
    expect(html).toContain('rel="next"');
    expect(renderToHtml(<Pagination current={1} total={1} hrefFor={() => '/'} />)).not.toContain('<nav');
  });
});
