import { Form } from 'react-router';
import { secondaryButtonClass } from '../../components/ui/form-field';

/**
 * A row's Delete: a plain post of the `delete` intent with the row's fields. It asks nothing first, since
 * the answer offers "Undo" for a while (decision 36) and the row stays restorable for a day.
 */
export function DeleteButton({ fields, label }: { fields: Record<string, string>; label: string }) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value="delete" className={secondaryButtonClass} aria-label={label}>
        Delete
      </button>
    </Form>
  );
}
