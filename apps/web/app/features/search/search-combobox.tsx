import { categoryProductsHref, productHref, productsSearchHref } from '@shop/shared/catalogue.links';
import type { Suggestions } from '@shop/shared/search.contract';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { highlightPieces } from './search-highlight';

/** Wait this long after the last keystroke before asking (a fast typist sends one request, not five). */
const DEBOUNCE_MS = 150;

interface Option {
  id: string;
  href: string;
  label: string;
  group: 'didYouMean' | 'products' | 'categories' | 'brands';
}

const groupLabels: Record<Option['group'], string> = {
  didYouMean: 'Did you mean',
  products: 'Products',
  categories: 'Categories',
  brands: 'Brands',
};

function optionsOf(suggestions: Suggestions, idPrefix: string): Option[] {
  const options: Option[] = [];
  const add = (group: Option['group'], href: string, label: string) =>
    options.push({ id: `${idPrefix}-${options.length}`, href, label, group });
  if (suggestions.didYouMean)
    add('didYouMean', productsSearchHref({ search: suggestions.didYouMean }), suggestions.didYouMean);
  for (const product of suggestions.products) add('products', productHref(product.slug), product.productName);
  for (const category of suggestions.categories)
    add('categories', categoryProductsHref(category.cat_slug), category.cat_name);
  for (const brand of suggestions.brands)
    add('brands', `/products?brands=+${encodeURIComponent(brand.slug)}`, brand.name);
  return options;
}

/**
 * The header's search text box as an ARIA 1.2 combobox (list autocomplete): suggestions from
 * `/api/search/suggestions` while typing (debounced; a newer keystroke cancels the request in flight),
 * Arrow keys move through them, Enter opens the highlighted one (or submits the form as typed), Escape
 * closes the list, then clears the box. Without scripts it is the plain text field of the GET form. Used
 * by the desktop header and the mobile drawer alike (it knows nothing of either).
 */
export function SearchCombobox({
  name,
  defaultValue,
  className,
}: {
  name: string;
  defaultValue: string;
  className: string;
}) {
  const navigate = useNavigate();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [value, setValue] = useState(defaultValue);
  const [typed, setTyped] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      request.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function ask(text: string) {
    if (timer.current) clearTimeout(timer.current);
    request.current?.abort();
    if (text.trim().length === 0) {
      setOptions([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      fetch(`/api/search/suggestions?q=${encodeURIComponent(text)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
        .then((suggestions) => {
          if (controller.signal.aborted || !suggestions) return;
          const next = optionsOf(suggestions, baseId);
          setTyped(text);
          setOptions(next);
          setActive(-1);
          setOpen(next.length > 0);
        })
        .catch(() => {
          // Aborted by a newer keystroke, or offline: the plain form still works.
        });
    }, DEBOUNCE_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (!open) return step > 0 ? 0 : options.length - 1;
        const next = current + step;
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && open && active >= 0) {
      const option = options[active];
      if (!option) return;
      event.preventDefault();
      setOpen(false);
      navigate(option.href);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value !== '') {
        event.preventDefault();
        setValue('');
        ask('');
      }
    }
  }

  const activeOption = open && active >= 0 ? options[active] : undefined;
  return (
    <div className="relative min-w-0 flex-1">
      <input
        type="search"
        name={name}
        role="combobox"
        aria-label="Search products"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        {...(activeOption ? { 'aria-activedescendant': activeOption.id } : {})}
        autoComplete="off"
        placeholder="Search products…"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          ask(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(options.length > 0)}
        onBlur={() => setOpen(false)}
        className={className}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!open}
        className="absolute left-0 right-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-card border border-line bg-white py-1 text-sm text-ink shadow-lg"
      >
        {options.map((option, index) => {
          const first = index === 0 || options[index - 1]?.group !== option.group;
          return (
            // Keys are handled by the text box (aria-activedescendant), as the combobox pattern wants.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard
            <div
              key={option.id}
              id={option.id}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Keep the focus in the box: a click must not blur (and close) before it lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setOpen(false);
                navigate(option.href);
              }}
              className={`cursor-pointer px-3 py-1.5 ${index === active ? 'bg-surface' : ''} ${first && index > 0 ? 'border-t border-line' : ''}`}
            >
              {first ? (
                <span className="block text-xs font-semibold uppercase text-muted">
                  {groupLabels[option.group]}
                </span>
              ) : null}
              {highlightPieces(option.label, typed).map((piece, at) =>
                piece.matched ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pieces never reorder
                  <mark key={at} className="bg-transparent font-semibold text-ink">
                    {piece.text}
                  </mark>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pieces never reorder
                  <span key={at}>{piece.text}</span>
                ),
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
