import { InputField } from '../../components/ui/form-field';
import { ImageUploadField } from '../../components/ui/image-upload-field';
import { WatchedForm } from '../../components/ui/unsaved-changes';
import { ActiveCheckbox, IntentButton } from './content-fields';
import type { Slider } from './content-types';

/** Add a slider (no `slider`) or edit one. */
export function SliderForm({ slider }: { slider?: Slider }) {
  return (
    <WatchedForm
      method="post"
      aria-label={slider ? `Edit slider ${slider.titleOne || slider.slug}` : 'Add a slider'}
      className="grid gap-3 sm:grid-cols-2"
    >
      {slider ? <input type="hidden" name="slug" value={slider.slug} /> : null}
      <div className="sm:col-span-2">
        <ImageUploadField label="Slider image" name="image" defaultValue={slider?.image ?? null} />
      </div>
      <InputField label="Title" name="titleOne" maxLength={200} defaultValue={slider?.titleOne ?? ''} />
      <InputField label="Subtitle" name="titleTWo" maxLength={200} defaultValue={slider?.titleTWo ?? ''} />
      <InputField label="Badge" name="badge" maxLength={60} defaultValue={slider?.badge ?? ''} />
      <InputField
        label="Link"
        name="productLink"
        maxLength={500}
        placeholder="/products?category=%2Bfashion"
        defaultValue={slider?.productLink ?? ''}
      />
      <InputField
        label="Position"
        name="serial"
        type="number"
        min={0}
        max={100000}
        defaultValue={slider?.serial ?? 0}
        hint="Lower numbers come first."
      />
      <div className="flex items-end gap-3">
        <ActiveCheckbox defaultChecked={slider ? slider.status === 'active' : true} />
      </div>
      <div className="sm:col-span-2">
        <IntentButton intent={slider ? 'update' : 'create'}>
          {slider ? 'Save slider' : 'Add slider'}
        </IntentButton>
      </div>
    </WatchedForm>
  );
}
