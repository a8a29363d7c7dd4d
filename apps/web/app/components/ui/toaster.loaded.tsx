import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';

/** Product rules §8: at most 20 toasts are listed. */
const MAX_VISIBLE_TOASTS = 20;

/**
 * Product rules §8 toast rules: 4 s for blank and error, 2 s for success, unlimited for loading, at most 20 listed,
 * max width 350 px. These are react-hot-toast's defaults; they are written out so a change is deliberate.
 * Loaded by ./toaster with the first toast.
 */
export default function LoadedToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((item) => {
        toast.dismiss(item.id);
      });
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 4000,
        blank: { duration: 4000 },
        error: { duration: 4000 },
        success: { duration: 2000 },
        loading: { duration: Number.POSITIVE_INFINITY },
        style: { maxWidth: '350px' },
      }}
    />
  );
}
