import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/**
 * Client-side count of API calls in flight (spec client state `apiLoading`). Fetcher submissions are
 * tracked by the router already; this store is for calls made outside it (e.g. the auth provider).
 */
interface ApiLoadingStore {
  pending: number;
  begin: () => void;
  end: () => void;
  /** Counts the promise as one call until it settles and returns it. */
  track: <T>(promise: Promise<T>) => Promise<T>;
}

const noop = () => {};

const ApiLoadingContext = createContext<ApiLoadingStore>({
  pending: 0,
  begin: noop,
  end: noop,
  track: (promise) => promise,
});

export function ApiLoadingProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(0);
  const begin = useCallback(() => setPending((count) => count + 1), []);
  const end = useCallback(() => setPending((count) => Math.max(0, count - 1)), []);
  const track = useCallback(
    <T,>(promise: Promise<T>) => {
      begin();
      return promise.finally(end);
    },
    [begin, end],
  );
  const store = useMemo(() => ({ pending, begin, end, track }), [pending, begin, end, track]);
  return <ApiLoadingContext.Provider value={store}>{children}</ApiLoadingContext.Provider>;
}

export function useApiLoading(): ApiLoadingStore {
  return useContext(ApiLoadingContext);
}
