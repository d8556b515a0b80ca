import { useEffect, useRef, useState } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useLeaveGuard } from '#src/features/admin/ui/use-leave-guard.ts';
import {
  adminContentSpecs,
  adminPaths,
  formatDateTimeInIndia,
  isFixedResource,
  isPreviewResource,
  PAGE_DRAFT_MESSAGES,
  type AdminContentItem,
  type PageDraft,
  type ContentResource,
  type RenditionWidths,
  type UploadResult,
} from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import {
  CheckboxField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '#src/components/forms/form-fields.tsx';
import { UploadField } from '#src/components/forms/upload-field.tsx';
import { useApiForm, type FormSchema } from '#src/components/forms/use-api-form.ts';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { UploadWidget } from '#src/features/admin/ui/upload-widget.tsx';
import { MediaPicker } from '#src/features/admin/uploads/components/media-picker.tsx';
import { createContent } from '#src/features/admin/content/api/create-content.ts';
import { contentKeys } from '#src/features/admin/content/api/keys.ts';
import { previewContent } from '#src/features/admin/content/api/preview-content.ts';
import {
  discardPageDraft,
  pageDraftKey,
  publishPageDraft,
  savePageDraft,
} from '#src/features/admin/content/api/page-drafts.ts';
import { updateContent } from '#src/features/admin/content/api/update-content.ts';
import { RESOURCE_UI, type FieldSpec } from '#src/features/admin/content/components/resources.ts';
import { RichTextField } from '#src/features/admin/content/components/rich-text-editor.tsx';
import { ScheduleFields } from '#src/features/admin/content/components/schedule-fields.tsx';
import { draftKey, useFormDraft } from '#src/features/admin/content/hooks/use-form-draft.ts';

export const UNSAVED_CHANGES_TITLE = 'Leave without saving?';

/** The names a field writes, so the server's errors.<field> find their place. */
const namesOf = (field: FieldSpec): string[] =>
  field.kind === 'picture' ? ['image', 'image_small'] : [field.name];

/** A new record's starting values, from the kind of each field. */
export function emptyValues(resource: ContentResource): FieldValues {
  const values: FieldValues = {};
  for (const field of RESOURCE_UI[resource].fields) {
    switch (field.kind) {
      case 'picture':
        values.image = field.optional ? null : '';
        values.image_small = field.optional ? null : '';
        break;
      case 'number':
        values[field.name] = field.nullable ? null : 0;
        break;
      case 'select':
        values[field.name] = field.numeric ? Number(field.options[0]?.value) : field.options[0]?.value;
        break;
      case 'checkbox':
        values[field.name] = field.name !== 'is_pdf';
        break;
      case 'date':
      case 'richtext':
        values[field.name] = null;
        break;
      case 'file':
      case 'media':
        values[field.name] = '';
        break;
      case 'text':
      case 'textarea':
      case 'url':
      case 'video':
        values[field.name] = field.nullable ? null : '';
    }
  }
  return values;
}

/** The editable fields of a stored record. */
const formValues = (resource: ContentResource, item: AdminContentItem): FieldValues => {
  const keys = Object.keys(adminContentSpecs[resource].fields.shape);
  const record = item as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
};

/** A page draft's fields, which are the page's editable fields. */
const draftValues = (draft: PageDraft): FieldValues =>
  formValues('pages', draft as unknown as AdminContentItem);

const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const toNumber = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));

/** Picks the stored rendition closest to each of the site's two sizes. */
export function picturePair(result: UploadResult, widths: RenditionWidths) {
  if (result.kind !== 'image') return null;
  const sorted = [...result.renditions].sort((a, b) => a.width - b.width);
  const pick = (target: number) => sorted.find((r) => r.width >= target) ?? sorted.at(-1);
  return { image: pick(widths.large)?.url ?? result.url, image_small: pick(widths.small)?.url ?? result.url };
}

/**
 * The console's upload control, handed to the kit's UploadField (the kit imports no feature). The field previews
 * the picture it holds, so the widget only says the upload is done.
 */
const uploader = (label: string, accept: 'image' | 'pdf') => (onUploaded: (result: UploadResult) => void) => (
  <UploadWidget label={label} accept={accept} onUploaded={onUploaded} showPicture={false} />
);

/** The media library's dialog, handed to the kit's UploadField: a stored file fills the fields as its upload did. */
const libraryPicker = (kind: 'image' | 'pdf') => (onPicked: (result: UploadResult) => void) => (
  <MediaPicker kind={kind} onPicked={onPicked} />
);

/**
 * The picture's two addresses, which an upload fills: behind "Advanced", since a volunteer uploads and never needs
 * them; opened by itself when one of them has an error, so the message is seen.
 */
function PictureAddresses({ optional }: { optional: boolean }) {
  const { errors } = useFormState({ name: ['image', 'image_small'] });
  const hasError = errors.image !== undefined || errors.image_small !== undefined;
  const [open, setOpen] = useState(false);
  const suffix = optional ? ' (optional)' : '';
  const optionalProps = optional ? { required: false, setValueAs: orNull } : {};
  return (
    <details
      open={open || hasError}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-xl bg-sand/40 px-3 py-2"
    >
      <summary className="cursor-pointer text-sm font-semibold text-maroon">
        Advanced: picture addresses
      </summary>
      <div className="mt-3 space-y-3">
        <p className="text-sm text-muted">
          Filled by the upload above. Only to use a picture already on the site, paste its addresses here.
        </p>
        <TextField
          name="image"
          label={`Large picture address${suffix}`}
          inputMode="url"
          spellCheck={false}
          {...optionalProps}
        />
        <TextField
          name="image_small"
          label={`Small picture address${suffix}`}
          inputMode="url"
          spellCheck={false}
          {...optionalProps}
        />
      </div>
    </details>
  );
}

/** `image` and `image_small` from one upload (docs/product/console.md: the two sizes the site uses). */
export function PictureField({
  widths,
  optional = false,
  empty,
  shownFor,
}: {
  widths: RenditionWidths;
  optional?: boolean;
  empty?: string | undefined;
  shownFor?: boolean;
}) {
  // A page whose layout has no picture (the FAQ, a legal page) offers none to set.
  if (shownFor === false) return null;
  return (
    <UploadField
      legend="Picture"
      uploader={uploader('Upload a picture', 'image')}
      picker={libraryPicker('image')}
      fill={(result) => picturePair(result, widths)}
      preview={{ name: 'image_small', alt: 'The current picture' }}
      empty={empty}
    >
      <PictureAddresses optional={optional} />
    </UploadField>
  );
}

/** Literature's book: an uploaded PDF (which marks it a PDF) or the shop's address. */
function FileField({ name, label }: { name: string; label: string }) {
  return (
    <UploadField
      legend={label}
      uploader={uploader('Upload a PDF', 'pdf')}
      picker={libraryPicker('pdf')}
      fill={(result) => ({ [name]: result.url, ...(result.kind === 'pdf' ? { is_pdf: true } : {}) })}
    >
      <TextField
        name={name}
        label="Address"
        hint="The uploaded PDF, or the page where the book can be bought."
      />
    </UploadField>
  );
}

/** Media's address: an upload fills it with the picture's large rendition and makes the item an image. */
function MediaField({
  name,
  label,
  hint,
  width,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  width: number;
}) {
  return (
    <UploadField
      legend="Image or video"
      uploader={uploader('Upload an image', 'image')}
      picker={libraryPicker('image')}
      fill={(result) => {
        const pair = picturePair(result, { large: width, small: width });
        return pair ? { type: 1, [name]: pair.image } : null;
      }}
      preview={{ name, alt: 'The current image', show: (_, values) => Number(values.type) === 1 }}
    >
      <TextField name={name} label={label} hint={hint} inputMode="url" spellCheck={false} required />
    </UploadField>
  );
}

/*
 * Every field through the form kit (docs/decisions/0046), so an error reads as on every form: under the field, with
 * aria-invalid and aria-describedby. Fields the kit marks required only where the form always did.
 */
function Field({ field, item }: { field: FieldSpec; item: AdminContentItem | undefined }) {
  switch (field.kind) {
    case 'picture':
      return (
        <PictureField
          widths={field.widths}
          optional={field.optional ?? false}
          empty={field.empty}
          shownFor={field.shownFor?.(item)}
        />
      );
    case 'file':
      return <FileField name={field.name} label={field.label} />;
    case 'media':
      return <MediaField name={field.name} label={field.label} hint={field.hint} width={field.width} />;
    case 'checkbox':
      return <CheckboxField name={field.name} label={field.label} hint={field.hint} />;
    case 'textarea':
      return <TextAreaField name={field.name} label={field.label} hint={field.hint} />;
    case 'text':
    case 'video':
    case 'url':
      if (!field.nullable) {
        return (
          <TextField
            name={field.name}
            label={field.label}
            hint={field.hint}
            required={field.name !== 'role'}
            {...(field.kind === 'text' ? {} : { inputMode: 'url' as const, spellCheck: false })}
          />
        );
      }
      return (
        <TextField
          name={field.name}
          label={field.label}
          hint={field.hint}
          required={false}
          inputMode="url"
          setValueAs={orNull}
        />
      );
    case 'number':
      return (
        <TextField
          name={field.name}
          label={field.label}
          hint={field.hint}
          required={false}
          type="number"
          step={1}
          setValueAs={(value: unknown) =>
            field.nullable && (value === '' || value === null) ? null : toNumber(value)
          }
        />
      );
    case 'date':
      return (
        <TextField name={field.name} label={field.label} required={false} type="date" setValueAs={orNull} />
      );
    case 'select':
      return (
        <SelectField
          name={field.name}
          label={field.label}
          required={false}
          options={field.options}
          {...(field.numeric ? { setValueAs: (value: unknown) => Number(value) } : {})}
        />
      );
    case 'richtext':
      return <RichTextField name={field.name} label={field.label} hint={field.hint} />;
  }
}

/** Where a save goes next: stay on the form, back to the list, or stay and open the preview. */
type Intent = 'stay' | 'close' | 'preview';

/**
 * A blank tab opened while the click is still the browser's user gesture (a tab opened after the save's round trip
 * would be blocked as a pop-up); the preview's address is put into it once known. Cut off from this page.
 */
function openBlankTab(): Window | null {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** "29 Nov 2026, 14:05": when the browser kept the restored draft. */
const draftTime = (date: Date) => format(date, 'd MMM yyyy, HH:mm');

/**
 * A content record's form (create when `item` is absent), driven by the shared schema of its resource: the browser
 * shows the same messages the server would, and the server's errors.<field> land under their fields. Leaving with
 * unsaved changes asks first (in the console and when closing the tab). docs/product/console.md "Forms": Save
 * stays on the form (a new record's form becomes its edit screen), Save and close goes back to the list, and a type
 * with a public page has Preview (Save and preview while there are changes). Unsaved values are kept in the
 * browser until saved or discarded.
 */
export function ContentForm({
  resource,
  item,
  pageDraft,
}: {
  resource: ContentResource;
  item?: AdminContentItem;
  /**
   * A page's draft as the server keeps it, or null: given for a page, whose saves are drafts (docs/product/console.md
   * "Drafts of pages"): Save keeps the changes from visitors, Preview shows them, Publish changes makes them live
   * and Discard draft drops them. The form opens on the draft when there is one.
   */
  pageDraft?: PageDraft | null;
}) {
  const ui = RESOURCE_UI[resource];
  const drafts = item !== undefined && pageDraft !== undefined;
  // The draft as last saved here (the notice's who and when); null once published or discarded.
  const [serverDraft, setServerDraft] = useState<PageDraft | null>(pageDraft ?? null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // The draft the last save stored, as the server sanitised it: the form starts again from it.
  const savedDraft = useRef<PageDraft | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const previewable = isPreviewResource(resource);
  // Set once a save means leaving the form; the navigation happens in an effect, after the guard is off.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const intent = useRef<Intent>('stay');
  // The record as the last save stored it, for Save and preview.
  const lastSaved = useRef<AdminContentItem | null>(null);
  // The resource's own schema, chosen at run time: its values are the record's fields (typed loosely, by name).
  const schema: FormSchema = adminContentSpecs[resource].create;
  const api = useApiForm({
    schema,
    defaultValues: pageDraft
      ? draftValues(pageDraft)
      : item
        ? formValues(resource, item)
        : emptyValues(resource),
    serverFields: [...ui.fields.flatMap(namesOf), 'publish_at', 'unpublish_at'],
    send: async (values: FieldValues) => {
      if (drafts) {
        const { data: saved } = await savePageDraft(item.id, values);
        savedDraft.current = saved;
        setServerDraft(saved);
        queryClient.setQueryData(pageDraftKey(item.id), saved);
        // The page itself is unchanged: the preview and the intents below work on it.
        return { data: item };
      }
      const result = await (item
        ? updateContent(resource, item.id, values)
        : createContent(resource, values));
      // Read back before the list shows again, so it lists the record as saved.
      await queryClient.invalidateQueries({ queryKey: contentKeys.resource(resource) });
      return result;
    },
    successToast: drafts
      ? PAGE_DRAFT_MESSAGES.saved
      : item
        ? `The ${ui.singular} is saved.`
        : `The ${ui.singular} is created.`,
    onSuccess: ({ data: saved }) => {
      draft.clear();
      lastSaved.current = saved;
      if (intent.current === 'close') setLeaveTo(adminPaths.contentList(resource));
      else if (!item) {
        // A new record's next step (its gallery, a preview) is on its edit screen.
        queryClient.setQueryData(contentKeys.item(resource, saved.id), saved);
        setLeaveTo(adminPaths.contentItem(resource, saved.id));
      }
      // The form stays: its starting point is now the record (or the page's draft) as saved, so it has no changes.
      else
        api.form.reset(
          drafts && savedDraft.current ? draftValues(savedDraft.current) : formValues(resource, saved),
        );
    },
  });
  const { isDirty } = api.form.formState;
  const draft = useFormDraft({
    key: draftKey(resource, item?.id),
    form: api.form,
    enabled: leaveTo === null,
  });

  const guard = useLeaveGuard(isDirty && leaveTo === null);

  useEffect(() => {
    if (leaveTo !== null) void navigate(leaveTo);
  }, [leaveTo, navigate]);

  const mintPreview = useMutation({
    // Only reached through the Preview button, which only a previewable type shows.
    mutationFn: (id: number) =>
      isPreviewResource(resource) ? previewContent(resource, id) : Promise.reject(new Error('No preview')),
  });

  /** The page as published now: the form starts again from it, with nothing left to publish or discard. */
  const settle = async (page: AdminContentItem) => {
    setServerDraft(null);
    queryClient.setQueryData(pageDraftKey(page.id), null);
    queryClient.setQueryData(contentKeys.item(resource, page.id), page);
    api.form.reset(formValues(resource, page));
    await queryClient.invalidateQueries({ queryKey: contentKeys.resource(resource) });
  };

  const publish = useMutation({
    mutationFn: async (page: AdminContentItem) => {
      // Changes not yet saved are saved as the draft first, so what is published is what the form shows.
      if (api.form.formState.isDirty && !(await submitWith('stay'))) return null;
      return (await publishPageDraft(page.id)).data;
    },
    onSuccess: async (published) => {
      if (!published) return;
      await settle(published);
      toast.success(PAGE_DRAFT_MESSAGES.published);
    },
  });

  const discard = useMutation({
    mutationFn: async (page: AdminContentItem) => {
      await discardPageDraft(page.id);
      return page;
    },
    onSuccess: async (page) => {
      setConfirmDiscard(false);
      await settle(page);
      toast.success(PAGE_DRAFT_MESSAGES.discarded);
    },
  });

  /** Puts the preview of the saved record `id` into `tab` (or a new tab, if the browser blocked the blank one). */
  const showPreview = async (id: number, tab: Window | null) => {
    try {
      const { url } = await mintPreview.mutateAsync(id);
      const absolute = new URL(url, window.location.origin).href;
      if (tab) tab.location.href = absolute;
      else window.open(absolute, '_blank', 'noopener');
    } catch {
      // The query client has said why (a toast); the blank tab has nothing to show.
      tab?.close();
    }
  };

  const submitWith = async (next: Intent) => {
    intent.current = next;
    lastSaved.current = null;
    try {
      await api.submit();
    } finally {
      intent.current = 'stay';
    }
    return lastSaved.current as AdminContentItem | null;
  };

  const onPreview = async () => {
    const tab = openBlankTab();
    if (item && !isDirty) {
      await showPreview(item.id, tab);
      return;
    }
    const saved = await submitWith('preview');
    if (saved) await showPreview(saved.id, tab);
    // Not saved (a field to correct, the server refused): nothing to preview.
    else tab?.close();
  };

  return (
    <>
      {draft.restoredAt ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-gold bg-gold-soft/30 p-4"
        >
          <p>
            Restored unsaved changes from {draftTime(draft.restoredAt)}.
            {draft.stale
              ? ' This item has been saved since, by someone else or in another tab: saving now replaces that save with these values. Discard to keep the saved item.'
              : ''}
          </p>
          <button type="button" className="btn btn-outline btn-sm" onClick={draft.discard}>
            Discard
          </button>
        </div>
      ) : null}
      {drafts ? <DraftNotice draft={serverDraft} /> : null}
      <Form api={api} className="space-y-5 rounded-2xl border border-line bg-white p-5">
        {ui.fields.map((field) => (
          <Field key={namesOf(field).join()} field={field} item={item} />
        ))}
        {/* A fixed page is always on the site: nothing to schedule. */}
        {isFixedResource(resource) ? null : <ScheduleFields />}
        <div className="flex flex-wrap gap-3">
          {/* The form's default button (Enter in a field): saves and stays. */}
          <SubmitButton>{drafts ? 'Save draft' : 'Save'}</SubmitButton>
          <button
            type="button"
            className="btn btn-outline"
            disabled={api.isSending}
            onClick={() => void submitWith('close')}
          >
            {drafts ? 'Save draft and close' : 'Save and close'}
          </button>
          {previewable ? (
            <button
              type="button"
              className="btn btn-outline"
              disabled={api.isSending || mintPreview.isPending}
              onClick={() => void onPreview()}
            >
              {item && !isDirty ? 'Preview' : drafts ? 'Save draft and preview' : 'Save and preview'}
              <span className="sr-only"> (opens in a new tab)</span>
            </button>
          ) : null}
          {drafts ? (
            <>
              {/* Gold like the notice of unpublished changes, and unlike Save draft: this one puts words live. */}
              <button
                type="button"
                className="btn btn-gold"
                // Nothing to publish: no draft and no changes in the form.
                disabled={api.isSending || publish.isPending || (!isDirty && serverDraft === null)}
                onClick={() => publish.mutate(item)}
              >
                Publish changes
              </button>
              {serverDraft ? (
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={api.isSending || discard.isPending}
                  onClick={() => setConfirmDiscard(true)}
                >
                  Discard draft
                </button>
              ) : null}
            </>
          ) : null}
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => guard.go(adminPaths.contentList(resource))}
          >
            Cancel
          </button>
        </div>
      </Form>
      <Dialog
        open={guard.pending !== null}
        onOpenChange={(open) => {
          if (!open) guard.stay();
        }}
        title={UNSAVED_CHANGES_TITLE}
        style={{ maxWidth: 480 }}
      >
        <div className="space-y-4 p-5">
          <p>Your changes to this {ui.singular} are not saved yet.</p>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-outline btn-sm" onClick={guard.stay}>
              Stay and keep editing
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => {
                draft.abandon();
                guard.leave();
              }}
            >
              Leave without saving
            </button>
          </div>
        </div>
      </Dialog>
      {drafts ? (
        <Dialog
          open={confirmDiscard}
          onOpenChange={(open) => {
            if (!open) setConfirmDiscard(false);
          }}
          title="Discard the unpublished changes?"
          style={{ maxWidth: 480 }}
        >
          <div className="space-y-4 p-5">
            <p>The draft is deleted and the form shows the page as visitors see it now.</p>
            <div className="flex justify-end gap-2">
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => setConfirmDiscard(false)}
              >
                Keep the draft
              </button>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={discard.isPending}
                onClick={() => discard.mutate(item)}
              >
                Discard draft
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

/**
 * Above a page's form: whether it has unpublished changes, and who saved them when (docs/product/console.md "Drafts
 * of pages"), or that saving keeps changes from visitors until they are published.
 */
function DraftNotice({ draft }: { draft: PageDraft | null }) {
  if (!draft) {
    return (
      <p className="text-sm text-muted">
        Saving keeps your changes as a draft: visitors see them once you press Publish changes.
      </p>
    );
  }
  return (
    <div role="status" className="rounded-2xl border border-gold bg-gold-soft/30 p-4">
      <p>
        <strong>Unpublished changes</strong> saved {formatDateTimeInIndia(draft.saved_at)}
        {draft.saved_by ? ` by ${draft.saved_by.name}` : ''}. Visitors see the published page until you
        publish them; the form and Preview show the draft.
      </p>
    </div>
  );
}
