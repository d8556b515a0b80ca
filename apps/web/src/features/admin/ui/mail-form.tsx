import { useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton } from '#src/components/forms/form-fields.tsx';
import {
  useApiForm,
  type ApiForm,
  type FormSchema,
  type UseApiFormOptions,
} from '#src/components/forms/use-api-form.ts';
import { applyFieldErrors } from '#src/lib/api-error.ts';
import { MailPreview, type MailVersionPreview } from '#src/features/admin/ui/mail-preview.tsx';

type MailFormOptions<S extends FormSchema, R, P> = UseApiFormOptions<S, R> & {
  /** Asks the server for the mail the form's values would send (validated by the schema first). */
  preview: (values: z.output<S>) => Promise<P>;
};

export type MailFormState<S extends FormSchema, P> = {
  api: ApiForm<S>;
  /** The server's last preview, or null while none is shown. */
  preview: P | null;
  /** Counts the previews the server answered: each one moves focus to the pane and is announced. */
  version: number;
  showPreview: () => Promise<void>;
  closePreview: () => void;
  isPreviewing: boolean;
};

/**
 * A console form that mails what it holds (a reply, a newsletter): the form kit's `useApiForm`, plus a preview of
 * the mail asked of the server with the same values. A preview's field errors go under the fields as a send's do;
 * a successful send closes the preview, which showed a mail no longer in the form.
 */
export function useMailForm<S extends FormSchema, R, P extends { html: string }>({
  preview: load,
  onSuccess,
  ...options
}: MailFormOptions<S, R, P>): MailFormState<S, P> {
  const [preview, setPreview] = useState<P | null>(null);
  const [version, setVersion] = useState(0);
  const api = useApiForm<S, R>({
    ...options,
    onSuccess: (result, values) => {
      setPreview(null);
      onSuccess?.(result, values);
    },
  });
  const previewing = useMutation({
    mutationFn: (values: z.output<S>) => load(values),
    onSuccess: (data) => {
      setPreview(data);
      setVersion((n) => n + 1);
    },
    onError: (error) => applyFieldErrors(error, api.form.setError, options.serverFields),
  });
  return {
    api,
    preview,
    version,
    showPreview: api.form.handleSubmit((values) => previewing.mutate(values)),
    closePreview: () => setPreview(null),
    isPreviewing: previewing.isPending,
  };
}

type MailFormProps<S extends FormSchema, P> = {
  mail: MailFormState<S, P>;
  /** The submit button's words ("Send reply", "Save draft"). */
  submitLabel: ReactNode;
  /** Prefix of the preview heading's id, unique on the page. */
  previewId: string;
  /** The preview frame's title. */
  frameTitle: string;
  /** What the frame does not show (the subject, the recipients), under the preview's heading. */
  describe: (preview: P) => ReactNode;
  /** The preview's versions in other languages, shown below the first mail. */
  versions?: (preview: P) => MailVersionPreview[];
  /** The fields (and headings) of the form. */
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'children'>;

/**
 * The form, its send and Preview buttons, and below it the preview of the mail (ui/mail-preview.tsx), which takes
 * the focus each time the server answers (docs/product/console.md "Newsletters").
 */
export function MailForm<S extends FormSchema, P extends { html: string }>({
  mail,
  submitLabel,
  previewId,
  frameTitle,
  describe,
  versions,
  children,
  ...formProps
}: MailFormProps<S, P>) {
  return (
    <div className="space-y-6">
      <Form api={mail.api} {...formProps}>
        {children}
        <div className="mt-4 flex flex-wrap gap-3">
          <SubmitButton>{submitLabel}</SubmitButton>
          <button
            type="button"
            className="btn btn-outline"
            disabled={mail.isPreviewing}
            onClick={() => void mail.showPreview()}
          >
            Preview
          </button>
        </div>
      </Form>
      <MailPreview
        id={previewId}
        html={mail.preview?.html ?? null}
        frameTitle={frameTitle}
        version={mail.version}
        onClose={mail.closePreview}
        versions={mail.preview && versions ? versions(mail.preview) : []}
      >
        {mail.preview ? describe(mail.preview) : null}
      </MailPreview>
    </div>
  );
}
