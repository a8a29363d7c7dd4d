/**
 * `<img {...fetchPriorityHigh(isLcpCandidate)}>`: asks the browser to fetch an image ahead of scripts.
 * React 18 (decision 9) does not know the `fetchPriority` prop: it would warn and write the camel-case name,
 * so this spells the HTML attribute itself.
 */
export function fetchPriorityHigh(when = true): { fetchpriority?: 'high' } {
  return when ? { fetchpriority: 'high' } : {};
}
