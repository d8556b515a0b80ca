import { useId, useRef, useState, type DragEvent } from 'react';
import { UploadCloud } from 'lucide-react';
import { ApiError } from '#src/lib/api-error.ts';
import { UPLOAD_LIMITS, uploadHint, type UploadResult } from '@charity/shared';
import { uploadFile } from '#src/features/admin/ui/api/upload-file.ts';
import { formatBytes } from '#src/features/admin/ui/format.ts';

/** What the API accepts (docs/product/console.md); the server sniffs the bytes, this only spares a pointless upload. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const PDF_TYPE = 'application/pdf';
export const MAX_IMAGE_BYTES = UPLOAD_LIMITS.image;
export const MAX_PDF_BYTES = UPLOAD_LIMITS.pdf;
/** The receipt's logo and signature: what the PDF can embed, PNG or JPEG, up to 5 MB (docs/product/giving.md). */
export const RECEIPT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const MAX_RECEIPT_IMAGE_BYTES = 5 * 1024 * 1024;

const MB = 1024 * 1024;

type Accept = 'image' | 'pdf' | 'image-or-pdf' | 'receipt-image';

/** Why `file` cannot be sent, or null when it may be. */
export function checkFile(file: File, accept: Accept = 'image-or-pdf'): string | null {
  if (accept === 'receipt-image') {
    if (!(RECEIPT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      return `“${file.name}” is not a PNG or JPEG image.`;
    }
    if (file.size > MAX_RECEIPT_IMAGE_BYTES) {
      return `This image is ${formatBytes(file.size)}; the limit is ${MAX_RECEIPT_IMAGE_BYTES / MB} MB.`;
    }
    return null;
  }
  const isImage = (IMAGE_TYPES as readonly string[]).includes(file.type);
  const isPdf = file.type === PDF_TYPE;
  const allowed = accept === 'image' ? isImage : accept === 'pdf' ? isPdf : isImage || isPdf;
  if (!allowed) {
    const wanted =
      accept === 'image'
        ? 'a JPEG, PNG, WebP or AVIF image'
        : accept === 'pdf'
          ? 'a PDF'
          : 'a JPEG, PNG, WebP or AVIF image, or a PDF';
    return `“${file.name}” is not ${wanted}.`;
  }
  if (isImage && file.size > MAX_IMAGE_BYTES) {
    return `This image is ${formatBytes(file.size)}; the limit is ${MAX_IMAGE_BYTES / MB} MB.`;
  }
  if (isPdf && file.size > MAX_PDF_BYTES) {
    return `This PDF is ${formatBytes(file.size)}; the limit is ${MAX_PDF_BYTES / MB} MB.`;
  }
  return null;
}

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; progress: number }
  | { kind: 'done'; name: string; result: UploadResult }
  | { kind: 'failed'; message: string };

type UploadWidgetProps = {
  label: string;
  accept?: Accept;
  /** Called with the stored file once the server has it (e.g. to put its URL into a form field). */
  onUploaded?: (result: UploadResult) => void;
  /** The upload route, when not the content uploads' (uploadFile's default). */
  endpoint?: string;
  /**
   * Whether the stored picture is shown once uploaded (default). A form field that shows its own preview of what
   * it holds (UploadField) turns it off, so the same picture does not appear twice.
   */
  showPicture?: boolean;
};

/**
 * Upload by drag and drop or the file picker (docs/product/console.md): checks type and size before sending, shows progress,
 * then a preview of what the server stored. Reused by the content screens.
 */
export function UploadWidget({
  label,
  accept = 'image-or-pdf',
  onUploaded,
  endpoint,
  showPicture = true,
}: UploadWidgetProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);

  const acceptAttr =
    accept === 'receipt-image'
      ? RECEIPT_IMAGE_TYPES.join(',')
      : accept === 'image'
        ? IMAGE_TYPES.join(',')
        : accept === 'pdf'
          ? PDF_TYPE
          : [...IMAGE_TYPES, PDF_TYPE].join(',');

  const send = async (file: File) => {
    const problem = checkFile(file, accept);
    if (problem) {
      setState({ kind: 'failed', message: problem });
      return;
    }
    setState({ kind: 'uploading', name: file.name, progress: 0 });
    try {
      const result = await uploadFile(file, {
        ...(endpoint ? { url: endpoint } : {}),
        onProgress: (fraction) =>
          setState({ kind: 'uploading', name: file.name, progress: Math.round(fraction * 100) }),
      });
      setState({ kind: 'done', name: file.name, result });
      onUploaded?.(result);
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof ApiError ? error.message : 'The upload did not finish. Please try again.',
      });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="upload-drop-zone"
        className={`rounded-2xl border border-dashed border-line p-6 text-center ${
          dragging ? 'bg-primary-soft' : 'bg-white'
        }`}
      >
        <UploadCloud aria-hidden="true" className="mx-auto size-8 text-primary-strong" />
        <label htmlFor={inputId} className="mt-2 block font-semibold text-maroon">
          {label}
        </label>
        <p id={hintId} className="mt-1 text-sm text-muted">
          {accept === 'receipt-image'
            ? 'Drop a file here or choose one: a PNG or JPEG image up to 5 MB.'
            : uploadHint(accept)}
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={acceptAttr}
          aria-describedby={hintId}
          disabled={state.kind === 'uploading'}
          className="mx-auto mt-3 block text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
        />
      </div>
      {state.kind === 'uploading' ? (
        <div role="status">
          <label className="text-sm">
            Uploading {state.name}: {state.progress}%
            <progress max={100} value={state.progress} className="mt-1 block w-full" />
          </label>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="font-semibold text-primary-strong">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'done' ? (
        <UploadPreview name={state.name} result={state.result} showPicture={showPicture} />
      ) : null}
    </div>
  );
}

function UploadPreview({
  name,
  result,
  showPicture,
}: {
  name: string;
  result: UploadResult;
  showPicture: boolean;
}) {
  // Said by the file's own name: the stored address means nothing to a volunteer (docs/product/console.md).
  const caption = (
    <>
      Uploaded {name} ({formatBytes(result.bytes)}
      {result.kind === 'image' ? `, ${result.width}×${result.height}` : ''}).
    </>
  );
  return (
    // The live region wraps the figure: a figure may not take the status role (axe: aria-allowed-role).
    <div role="status">
      {showPicture || result.kind !== 'image' ? (
        <figure className="rounded-2xl border border-line bg-white p-4">
          {result.kind === 'image' ? (
            <img
              src={result.url}
              alt="The uploaded image"
              width={result.width}
              height={result.height}
              className="h-auto max-w-xs rounded-lg"
            />
          ) : (
            <a href={result.url} target="_blank" rel="noopener" className="font-semibold underline">
              Open the uploaded PDF<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          <figcaption className="mt-2 text-sm text-muted">{caption}</figcaption>
        </figure>
      ) : (
        <p className="text-sm text-muted">{caption}</p>
      )}
    </div>
  );
}
