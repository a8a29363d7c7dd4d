import { Form } from 'react-router';
import { secondaryButtonClass } from '../../components/ui/form-field';

/** A list row's "Reject" with its required reason (posts intent=reject, the row's slug and the reason). */
export function RejectWithReasonForm({
  slug,
  fieldName,
  subject,
  className,
}: {
  slug: string;
  /** The form field the action reads the reason from. */
  fieldName: string;
  /** What is rejected, for the screen-reader label. */
  subject: string;
  className: string;
}) {
  const id = `${fieldName}-${slug}`;
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="slug" value={slug} />
      <label htmlFor={id} className="sr-only">
        Reason for rejecting {subject}
      </label>
      <input
        id={id}
        name={fieldName}
        required
        minLength={3}
        placeholder="Reason for rejecting"
        className="min-w-0 flex-1 rounded-card border border-line px-3 py-1.5 text-sm"
      />
      <button type="submit" name="intent" value="reject" className={secondaryButtonClass}>
        Reject
      </button>
    </Form>
  );
}
