/** Shared look of the navigation bar's dropdowns. */
export const menuItemClass =
  'flex cursor-pointer items-center justify-between gap-4 rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-accent-soft data-[state=open]:bg-accent-soft';

export const menuPanelClass = 'z-50 min-w-56 rounded-card border border-line bg-white p-1 shadow-pop';

export const barItemClass =
  'flex h-12 items-center gap-1 whitespace-nowrap px-2 text-sm font-semibold text-ink hover:bg-accent-strong data-[state=open]:bg-accent-strong aria-[current=page]:underline aria-[current=page]:underline-offset-4 lg:px-3';
