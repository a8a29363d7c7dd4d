import { categoryParamValue, parseSlugList, productsSearchHref } from '@shop/shared/catalogue.links';
import type { Category } from '@shop/shared/catalogue.types';
import { messages } from '@shop/shared/messages';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchCombobox } from './search-combobox';

/**
 * Product rules §2 header search: a text field, a category select (default label "All Categories") and a Search
 * button. It is a plain GET form to /products, so it works before scripts load; with scripts the empty
 * fields are dropped from the URL and the text box suggests while typing (search-combobox.tsx).
 */
export function SearchForm({ categories, compact = false }: { categories: Category[]; compact?: boolean }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onResults = useLocation().pathname === '/products';
  // Only the product results' own query is shown; other pages' `search` (e.g. the seller directory's) is not.
  const currentSearch = onResults ? (params.get('search') ?? '') : '';
  const currentSlug = onResults ? parseSlugList(params.get('category'))[0] : undefined;
  const selected =
    currentSlug && categories.some((c) => c.cat_slug === currentSlug) ? categoryParamValue(currentSlug) : '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    navigate(
      productsSearchHref({
        search: String(data.get('search') ?? ''),
        category: String(data.get('category') ?? ''),
      }),
    );
  }

  return (
    <Form
      method="get"
      action="/products"
      role="search"
      onSubmit={onSubmit}
      className="flex w-full items-stretch overflow-hidden rounded-card border-2 border-accent bg-white focus-within:border-accent-strong"
    >
      <SearchCombobox
        name="search"
        // Re-mounted when the URL's search changes (filters, back button), so the box shows the current one.
        key={`search:${currentSearch}`}
        defaultValue={currentSearch}
        className="w-full min-w-0 px-3 py-2 text-sm text-ink placeholder:text-muted focus-visible:outline-offset-[-3px]"
      />
      {compact ? null : (
        <select
          name="category"
          key={`category:${selected}`}
          aria-label="Category"
          defaultValue={selected}
          className="w-32 border-l lg:w-44 border-line bg-surface px-2 text-sm text-ink focus-visible:outline-offset-[-3px]"
        >
          <option value="">{messages.allCategories}</option>
          {categories.map((category) => (
            <option key={category.cat_slug} value={categoryParamValue(category.cat_slug)}>
              {category.cat_name}
            </option>
          ))}
        </select>
      )}
      <button
        type="submit"
        className="flex items-center gap-2 bg-accent px-4 text-sm font-semibold text-ink hover:bg-accent-strong focus-visible:outline-offset-[-3px]"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className={compact ? 'sr-only' : 'max-lg:sr-only'}>Search</span>
      </button>
    </Form>
  );
}
