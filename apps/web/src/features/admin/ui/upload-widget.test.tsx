import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UploadResponse } from '@charity/shared';
import { FIND } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';
import { UploadWidget } from '#src/features/admin/ui/upload-widget.tsx';

/* The console's upload control (docs/product/console.md): checks before sending, then what the server stored. */

describe('upload widget', () => {
  const withSize = (file: File, size: number) => {
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it('refuses an image over 15 MB before sending it', async () => {
    const user = userEvent.setup();
    render(<UploadWidget label="Image or PDF" />);
    const photo = withSize(new File(['x'], 'photo.jpg', { type: 'image/jpeg' }), 16.2 * 1024 * 1024);
    await user.upload(screen.getByLabelText('Image or PDF'), photo);
    expect(await screen.findByRole('alert')).toHaveTextContent('This image is 16.2 MB; the limit is 15 MB.');
  });

  it('refuses a PDF over 30 MB and a file of another type before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<UploadWidget label="Image or PDF" />);
    const input = screen.getByLabelText('Image or PDF');
    await user.upload(
      input,
      withSize(new File(['x'], 'report.pdf', { type: 'application/pdf' }), 31 * 1024 * 1024),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF is 31.0 MB; the limit is 30 MB.');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“notes.txt” is not a JPEG, PNG, WebP or AVIF image, or a PDF.',
    );
  });

  it('sends an accepted file and shows what the server stored', async () => {
    let received = '';
    server.use(
      http.post('/api/admin/uploads', async ({ request }) => {
        // jsdom's XHR sends its own FormData, which Node's parser will not read back (and jsdom names the part
        // "blob"); the raw body shows the field and the bytes.
        received = await request.text();
        const answer: UploadResponse = {
          data: {
            url: '/uploads/images/photo-800.webp',
            kind: 'image',
            width: 800,
            height: 600,
            bytes: 120_000,
            renditions: [{ width: 800, height: 600, url: '/uploads/images/photo-800.webp' }],
          },
        };
        return HttpResponse.json(answer, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<UploadWidget label="Image or PDF" />);
    await user.upload(
      screen.getByLabelText('Image or PDF'),
      new File(['JPEG-BYTES-1'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('img', { name: 'The uploaded image' }, FIND)).toHaveAttribute(
      'src',
      '/uploads/images/photo-800.webp',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded photo.jpg (117 kB, 800×600).');
    // jsdom's File does not hand its bytes to the serialiser; the multipart field is what can be checked here.
    expect(received).toContain('name="file"');
  }, 15_000);

  it('inside a field that previews its picture, only says the upload is done', async () => {
    const stored: UploadResponse = {
      data: {
        url: '/uploads/images/logo-240.webp',
        kind: 'image',
        width: 240,
        height: 80,
        bytes: 20_000,
        renditions: [{ width: 240, height: 80, url: '/uploads/images/logo-240.webp' }],
      },
    };
    server.use(http.post('/api/admin/uploads', () => HttpResponse.json(stored, { status: 201 })));
    const user = userEvent.setup();
    render(<UploadWidget label="Logo" showPicture={false} />);
    await user.upload(screen.getByLabelText('Logo'), new File(['PNG'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('status', {}, FIND)).toHaveTextContent(
      'Uploaded logo.png (20 kB, 240×80).',
    );
    expect(screen.queryByRole('img')).toBeNull();
    // Never the stored address: it means nothing to a volunteer.
    expect(screen.getByRole('status')).not.toHaveTextContent('/uploads/');
  }, 15_000);
});
