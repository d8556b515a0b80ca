import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { UploadWidget } from '#src/features/admin/ui/upload-widget.tsx';

/** Uploads (admin, editor): an image or PDF into the site's storage, to use in content. */
export function UploadsPage() {
  return (
    <section aria-labelledby="screen-heading" className="max-w-2xl space-y-6">
      <ConsoleTitle>Uploads</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Uploads
      </h1>
      <p>
        Images are resized for the site and stripped of their metadata (location, camera); PDFs are kept as
        they are.
      </p>
      <UploadWidget label="Image or PDF to upload" />
    </section>
  );
}
