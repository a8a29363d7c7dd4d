/** The signed-in user menu's trigger: the same look before its dropdown code loads (./user-menu) and after. */
export const userMenuTriggerClass =
  'flex items-center gap-2 rounded-full px-2 py-1.5 text-sm font-medium text-ink hover:bg-surface-sunk data-[state=open]:bg-surface-sunk';
