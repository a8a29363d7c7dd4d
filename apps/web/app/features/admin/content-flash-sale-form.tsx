import { InputField } from '../../components/ui/form-field';
import { ImageUploadField } from '../../components/ui/image-upload-field';
import { WatchedForm } from '../../components/ui/unsaved-changes';
import { ActiveCheckbox, IntentButton } from './content-fields';
import type { AdminFlashSale } from './content-types';

/**
 * Create a flash sale (no `sale`) or edit one. The end time is typed in UTC: a form posted without scripts
 * cannot tell the server the admin's time zone, so the field says which one it means.
 */
export function FlashSaleForm({ sale, endValue }: { sale?: AdminFlashSale; endValue: string }) {
  return (
    <WatchedForm
      method="post"
      aria-label={sale ? `Edit flash sale ${sale.name}` : 'Create a flash sale'}
      className="grid gap-3 sm:grid-cols-2"
    >
      {sale ? <input type="hidden" name="sale" value={sale.slug} /> : null}
      <InputField label="Name" name="name" required maxLength={100} defaultValue={sale?.name ?? ''} />
      <InputField label="Title" name="title" maxLength={200} defaultValue={sale?.title ?? ''} />
      <InputField label="Offer" name="offer" maxLength={200} defaultValue={sale?.offer ?? ''} />
      <InputField
        label="End time (UTC)"
        name="time"
        type="datetime-local"
        required
        defaultValue={endValue}
        hint="The home page counts down to this moment."
      />
      <ImageUploadField label="Home banner image" name="imageHome" defaultValue={sale?.imageHome ?? null} />
      <ImageUploadField label="Flash page image" name="imageFlash" defaultValue={sale?.imageFlash ?? null} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <ActiveCheckbox
          defaultChecked={sale ? sale.status === 'active' : true}
          label="Running (activating it stops the running sale)"
        />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <IntentButton intent={sale ? 'update-sale' : 'create-sale'}>
          {sale ? 'Save sale' : 'Create sale'}
        </IntentButton>
        {sale ? (
          <IntentButton intent="delete-sale" danger label={`Delete flash sale ${sale.name}`}>
            Delete sale
          </IntentButton>
        ) : null}
      </div>
    </WatchedForm>
  );
}
