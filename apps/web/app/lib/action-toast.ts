import { useEffect } from 'react';
import { toast } from './toast';

/** Shows a fetcher's answer as a toast (product rules §8 durations come from the shell's toaster). */
export function useActionToast(result: { ok: boolean; message: string } | undefined): void {
  useEffect(() => {
    if (!result?.message) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result]);
}
