import { FormMessage } from '../../components/ui/form-field';
import { useActionToast } from '../../lib/action-toast';

/**
 * An action's answer shown twice on purpose: as a toast once scripts run, and as a message in the page so
 * that a post without scripts (a full page load) still tells the admin what happened.
 */
export function ActionOutcome({ result }: { result: { ok: boolean; message: string } | undefined }) {
  useActionToast(result);
  return result ? (
    <div className="mb-3">
      <FormMessage result={result} />
    </div>
  ) : null;
}
