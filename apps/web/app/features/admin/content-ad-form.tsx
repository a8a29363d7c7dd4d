import { InputField } from '../../components/ui/form-field';
import { ImageUploadField } from '../../components/ui/image-upload-field';
import { WatchedForm } from '../../components/ui/unsaved-changes';
import { ActiveCheckbox, IntentButton } from './content-fields';
import type { Advertisement } from './content-types';

/** One named ad slot of the home page: edits the ad in it, or fills an empty slot. */
export function AdForm({ adName, ad }: { adName: string; ad: Advertisement | undefined }) {
  return (
    <WatchedForm method="post" aria-label={`Ad ${adName}`} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="adName" value={adName} />
      {ad ? <input type="hidden" name="slug" value={ad.slug} /> : null}
      <div className="sm:col-span-2">
        <ImageUploadField label="Ad image" name="adImage" defaultValue={ad?.adImage ?? null} />
      </div>
      <InputField
        label="Link"
        name="category_link"
        maxLength={500}
        placeholder="/products?category=%2Bfashion"
        defaultValue={ad?.category_link ?? ''}
      />
      <InputField label="Badge" name="badge" maxLength={60} defaultValue={ad?.badge ?? ''} />
      <InputField label="Title" name="title" maxLength={200} defaultValue={ad?.title ?? ''} />
      <InputField label="First line" name="title_one" maxLength={200} defaultValue={ad?.title_one ?? ''} />
      <InputField label="Second line" name="title_two" maxLength={200} defaultValue={ad?.title_two ?? ''} />
      <div className="flex items-end">
        <ActiveCheckbox defaultChecked={ad ? ad.status === 'active' : true} />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <IntentButton intent={ad ? 'update' : 'create'}>{ad ? 'Save ad' : 'Add ad'}</IntentButton>
        {ad ? (
          <IntentButton intent="delete" danger undoable label={`Delete ad ${adName}`}>
            Delete
          </IntentButton>
        ) : null}
      </div>
    </WatchedForm>
  );
}
