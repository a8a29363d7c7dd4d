/** How a line names its variant (decision 16): "Size: M · Colour: Red"; "" for a product without options. */
export function variantOptionsText(options: Record<string, string> | undefined): string {
  return Object.entries(options ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
}
