import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths, type ContentTranslation } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

/*
 * A record's Kannada version beside its English in the console (docs/product/languages.md "Translating content"):
 * the Kannada tab of the edit screen, the English read-only beside each field, saved and deleted.
 */
preloadConsole();

const faq = {
  id: 7,
  section: 'giving',
  question: 'Is my donation tax-deductible?',
  answer: '<p>Yes, under section 80G.</p>',
  published: true,
  sort_order: 1,
  publish_at: null,
  unpublish_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

const OUTDATED_QUESTION = 'ನನ್ನ ದೇಣಿಗೆಗೆ ತೆರಿಗೆ ವಿನಾಯಿತಿ ಇದೆಯೇ?';
const outdated: ContentTranslation = {
  question: OUTDATED_QUESTION,
  answer: null,
  locale: 'kn',
  published: true,
  status: 'outdated',
  source: { question: 'Is my gift tax-deductible?', answer: '<p>Yes, under section 80G.</p>' },
  updated_at: '2026-11-28T06:00:00.000Z',
  updated_by: { id: 'staff-2', name: 'Esha Editor' },
};

function translationApi(initial: ContentTranslation | null) {
  const calls: Array<{ method: string; body?: unknown }> = [];
  let current = initial;
  server.use(
    signedInAs('editor'),
    http.get('/api/admin/faqs/7', () => HttpResponse.json({ data: faq })),
    http.get('/api/admin/content/faqs/7/revisions', () => HttpResponse.json({ data: [] })),
    http.get('/api/admin/faqs/7/translations/kn', () => HttpResponse.json({ data: current })),
    http.put('/api/admin/faqs/7/translations/kn', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: 'PUT', body });
      if (body.question === 'x')
        return HttpResponse.json(
          { message: 'Please check the fields', errors: { question: 'At most 300 characters' } },
          { status: 422 },
        );
      current = {
        ...(current ?? outdated),
        question: body.question as string,
        answer: (body.answer as string | null) ?? null,
        published: body.published as boolean,
        status: 'current',
        source: { question: faq.question, answer: faq.answer },
        updated_at: '2026-11-29T06:15:00.000Z',
      };
      return HttpResponse.json({ data: current, message: 'Translation saved' });
    }),
    http.delete('/api/admin/faqs/7/translations/kn', () => {
      calls.push({ method: 'DELETE' });
      current = null;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const openKannada = async () => {
  const rendered = renderApp(adminPaths.contentItem('faqs', 7));
  await rendered.user.click(await screen.findByRole('tab', { name: 'Kannada (ಕನ್ನಡ)' }, FIND));
  return rendered;
};

describe('the Kannada tab of an edit screen', () => {
  it('shows each English field read-only beside its Kannada one, and what changed since the translation', async () => {
    translationApi(outdated);
    await openKannada();
    const panel = screen.getByRole('tabpanel', { name: 'Kannada (ಕನ್ನಡ)' });
    expect(await within(panel).findByLabelText('Question (Kannada)', {}, FIND)).toHaveValue(
      OUTDATED_QUESTION,
    );
    // The English as visitors read it now, marked English, not a field to edit.
    const english = within(panel).getByText(faq.question);
    expect(english.tagName).toBe('P');
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(panel).getByText('Outdated')).toBeInTheDocument();
    expect(within(panel).getByText(/Saved .* by Esha Editor/)).toBeInTheDocument();
    // The question changed since; the answer did not.
    const changed = within(panel).getAllByText(/The English changed since the Kannada was saved/);
    expect(changed).toHaveLength(1);
    expect(within(panel).getByText(outdated.source.question!)).toBeInTheDocument();
    // The English form is still there, behind its tab.
    expect(screen.getByLabelText('Question')).toHaveValue(faq.question);
    expect(screen.getByLabelText('Question')).not.toBeVisible();
  });

  it('saves the Kannada version and shows it current, with the field’s own message when refused', async () => {
    const calls = translationApi(null);
    const { user } = await openKannada();
    const panel = screen.getByRole('tabpanel', { name: 'Kannada (ಕನ್ನಡ)' });
    expect(await within(panel).findByText('Not translated', {}, FIND)).toBeInTheDocument();
    const question = within(panel).getByLabelText('Question (Kannada)');

    await user.type(question, 'x');
    await user.click(within(panel).getByRole('button', { name: 'Save Kannada version' }));
    expect(await within(panel).findByText('At most 300 characters', {}, FIND)).toBeInTheDocument();
    expect(question).toHaveAttribute('aria-invalid', 'true');

    await user.clear(question);
    await user.type(question, 'ತೆರಿಗೆ ವಿನಾಯಿತಿ ಇದೆಯೇ?');
    await user.click(within(panel).getByRole('button', { name: 'Save Kannada version' }));
    expect(await screen.findByText('The Kannada version is saved.', {}, FIND)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      body: { question: 'ತೆರಿಗೆ ವಿನಾಯಿತಿ ಇದೆಯೇ?', answer: null, published: true },
    });
    expect(await within(panel).findByText('Translated', {}, FIND)).toBeInTheDocument();
    expect(within(panel).getByLabelText('Question (Kannada)')).toHaveValue('ತೆರಿಗೆ ವಿನಾಯಿತಿ ಇದೆಯೇ?');
  });

  it('deletes the Kannada version only after asking', async () => {
    const calls = translationApi(outdated);
    const { user } = await openKannada();
    const panel = screen.getByRole('tabpanel', { name: 'Kannada (ಕನ್ನಡ)' });
    await user.click(await within(panel).findByRole('button', { name: 'Delete Kannada version' }, FIND));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the Kannada version?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Kannada version' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE' }]));
    expect(await within(panel).findByText('Not translated', {}, FIND)).toBeInTheDocument();
    expect(within(panel).getByLabelText('Question (Kannada)')).toHaveValue('');
  });
});
