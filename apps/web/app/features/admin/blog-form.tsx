import { useState } from 'react';
import { Form } from 'react-router';
import { FormNote, useCheckedForm } from '../../components/ui/checked-form';
import { InputField, SelectField, TextAreaField } from '../../components/ui/form-field';
import { ImageUploadField } from '../../components/ui/image-upload-field';
import { ActiveCheckbox, IntentButton } from './content-fields';
import { blogFormIssues } from './content-forms';
import type { AdminBlogCategory, Blog } from './content-types';

/** Styles for the preview document, which sees none of the shop's CSS. */
const PREVIEW_STYLE =
  '<style>body{font:15px/1.6 system-ui,sans-serif;margin:12px;color:#1f2937}a{color:#92400e}</style>';

/**
 * Write or edit a blog post. The body is HTML in a plain textarea; the preview beside it renders what is
 * typed inside a sandboxed frame (no scripts, no same-origin access), so even a pasted `<script>` or
 * `onerror` cannot run while writing. The API keeps only p, ul, ol, li, strong, em, h3, br and links.
 * The API's refusals show beside the field they are about (`serverErrors`).
 */
export function BlogForm({
  blog,
  categories,
  serverErrors,
  refusedAt,
}: {
  blog: Blog | null;
  categories: AdminBlogCategory[];
  /** The API's last refusal of this form, field by field in plain words. */
  serverErrors?: Record<string, string> | undefined;
  refusedAt?: number | undefined;
}) {
  const [html, setHtml] = useState(blog?.long_description ?? '');
  const { errors, formProps, dialog } = useCheckedForm({ check: blogFormIssues, serverErrors, refusedAt });
  return (
    <Form
      method="post"
      aria-label={blog ? `Edit ${blog.title}` : 'Write a post'}
      {...formProps}
      className="grid gap-3 sm:grid-cols-2"
    >
      {dialog}
      {blog ? <input type="hidden" name="slug" value={blog.slug} /> : null}
      <InputField
        label="Title"
        name="title"
        required
        maxLength={200}
        defaultValue={blog?.title ?? ''}
        error={errors.title}
        className="sm:col-span-2"
      />
      <TextAreaField
        label="Summary"
        name="description"
        rows={2}
        maxLength={1000}
        defaultValue={blog?.description ?? ''}
        error={errors.description}
        className="sm:col-span-2"
      />
      <SelectField
        label="Category"
        name="category_slug"
        defaultValue={blog?.category_slug ?? ''}
        error={errors.category_slug}
        options={[
          { value: '', label: 'No category' },
          ...categories.map((category) => ({
            value: category.slug,
            label: category.status === 'active' ? category.name : `${category.name} (inactive)`,
          })),
        ]}
      />
      <div className="flex items-end">
        <ActiveCheckbox defaultChecked={blog ? blog.status === 'active' : true} label="Published" />
      </div>
      <div className="sm:col-span-2">
        <ImageUploadField
          label="Cover image"
          name="imageURL"
          defaultValue={blog?.imageURL ?? null}
          error={errors.imageURL}
        />
      </div>
      <TextAreaField
        label="Text (HTML)"
        name="long_description"
        rows={14}
        required
        value={html}
        onChange={(event) => setHtml(event.target.value)}
        error={errors.long_description}
        hint="Paragraphs (p), lists (ul, ol, li), strong, em, h3, br and http(s) links are kept; everything else is removed on save."
        className="font-mono"
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="text-sm font-medium">Preview</p>
        <iframe
          title="Preview of the text"
          sandbox=""
          srcDoc={`${PREVIEW_STYLE}${html}`}
          className="h-full min-h-72 w-full rounded-card border border-line bg-white"
        />
      </div>
      <InputField
        label="SEO title"
        name="seo_title"
        maxLength={200}
        defaultValue={blog?.seo_title ?? ''}
        error={errors.seo_title}
      />
      <InputField
        label="SEO description"
        name="seo_description"
        maxLength={500}
        defaultValue={blog?.seo_description ?? ''}
        error={errors.seo_description}
      />
      <FormNote text={errors.form} />
      <div className="sm:col-span-2">
        <IntentButton intent={blog ? 'update' : 'create'}>{blog ? 'Save post' : 'Publish post'}</IntentButton>
      </div>
    </Form>
  );
}
