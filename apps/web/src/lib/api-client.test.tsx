import { renderHook, waitFor, act } from '@testing-library/react';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { ReactNode } from 'react';
import { HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AUTH_ERROR_UNVERIFIED, dataEnvelope, MESSAGES } from '@charity/shared';
import { api, apiRequest, toFormData } from '#src/lib/api-client.ts';
import { ApiError, applyFieldErrors, isUnverifiedEmailError, reportApiError } from '#src/lib/api-error.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { toast } from '#src/lib/toast.ts';
import { onRaw, server, type RouteKey } from '#src/test/api-server.ts';

// The app's toast facade (it loads sonner lazily); what it is asked to show is what the visitor sees.
vi.mock('#src/lib/toast.ts', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const okSchema = dataEnvelope(z.object({ id: z.number() }));

const jsonResponse = (status: number, body: unknown) => HttpResponse.json(body as JsonBodyType, { status });

/**
 * These tests are about the client itself, so the fake server answers whatever they need, in or out of the API
 * contract (`onRaw`), and keeps the requests it saw.
 */
const answerWith = (key: RouteKey, response: Response) => {
  const seen: Request[] = [];
  server.use(
    onRaw(key, (request) => {
      seen.push(request);
      return response;
    }),
  );
  return seen;
};

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
});

describe('apiRequest', () => {
  it('sends JSON same-origin with credentials and returns the parsed body', async () => {
    const seen = answerWith('POST /api/auth/login', jsonResponse(200, { data: { id: 7 } }));
    await expect(api.post('/api/auth/login', okSchema, { email: 'a@b.in', password: 'x' })).resolves.toEqual({
      data: { id: 7 },
    });
    const [request] = seen;
    expect(new URL(request?.url ?? '').origin).toBe(window.location.origin);
    expect(new URL(request?.url ?? '').pathname).toBe('/api/auth/login');
    expect(request?.credentials).toBe('include');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.text()).toBe(JSON.stringify({ email: 'a@b.in', password: 'x' }));
  });

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    const seen = answerWith('POST /api/contact/create', jsonResponse(200, { data: { id: 1 } }));
    const form = toFormData({ first_name: 'Asha', ebook: false, skipped: undefined });
    await api.post('/api/contact/create', okSchema, form);
    const [request] = seen;
    // The content type with its boundary came from fetch, not from us, and the fields arrived as sent.
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.fromEntries((await request?.formData())?.entries() ?? [])).toEqual({
      first_name: 'Asha',
      ebook: 'false',
    });
    expect(form.get('ebook')).toBe('false');
    expect(form.has('skipped')).toBe(false);
  });

  it('builds the query string and leaves out empty parameters', async () => {
    const seen = answerWith('GET /api/gallery-image/paginate', jsonResponse(200, { data: { id: 1 } }));
    await api.get('/api/gallery-image/paginate', okSchema, {
      query: { page: 2, filter: 'all', search: undefined },
    });
    const url = new URL(seen[0]?.url ?? '');
    expect(`${url.pathname}${url.search}`).toBe('/api/gallery-image/paginate?page=2&filter=all');
  });

  it('throws an ApiError carrying message, error and field errors', async () => {
    answerWith(
      'POST /api/contact/create',
      jsonResponse(422, {
        message: MESSAGES.invalidInput,
        error: 'Unprocessable Entity',
        errors: { email: 'Enter a valid e-mail', phone: 'Enter a valid phone' },
      }),
    );
    const error = await caught(apiRequest('/api/contact/create', okSchema, { method: 'POST', body: {} }));
    expect(error.status).toBe(422);
    expect(error.message).toBe(MESSAGES.invalidInput);
    expect(error.error).toBe('Unprocessable Entity');
    expect(error.errors).toEqual({ email: 'Enter a valid e-mail', phone: 'Enter a valid phone' });
  });

  it('keeps AUTH_ERROR_0 and its error_id', async () => {
    answerWith(
      'POST /api/auth/login',
      jsonResponse(403, {
        message: MESSAGES.unverifiedEmail,
        error_code: AUTH_ERROR_UNVERIFIED,
        error_id: 'u-42',
      }),
    );
    const error = await caught(api.post('/api/auth/login', okSchema, {}));
    expect(error.error_code).toBe(AUTH_ERROR_UNVERIFIED);
    expect(error.error_id).toBe('u-42');
    expect(isUnverifiedEmailError(error)).toBe(true);
    expect(isUnverifiedEmailError(new ApiError(403, { message: 'Forbidden' }))).toBe(false);
  });

  it('turns a body that is not the error envelope into the generic message', async () => {
    answerWith('GET /api/banner/random', new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(api.get('/api/banner/random', okSchema));
    expect(error.status).toBe(502);
    expect(error.message).toBe(MESSAGES.genericError);
  });

  it('reports a network failure as status 0', async () => {
    answerWith('GET /api/banner/random', HttpResponse.error());
    const error = await caught(api.get('/api/banner/random', okSchema));
    expect(error.status).toBe(0);
    expect(error.message).toBe(MESSAGES.genericError);
  });

  it('rejects a success body that breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('GET /api/event/display/7', jsonResponse(200, { data: { id: 'seven' } }));
    const error = await caught(api.get('/api/event/display/7', okSchema));
    expect(error.message).toBe(MESSAGES.genericError);
  });
});

describe('reportApiError', () => {
  const failure = new ApiError(422, { message: 'Please check the form', error: 'Phone already registered' });

  it('shows message and error as two error toasts by default', () => {
    reportApiError(failure);
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ['Please check the form'],
      ['Phone already registered'],
    ]);
  });

  it('shows only the message when there is no error text', () => {
    reportApiError(new ApiError(404, { message: MESSAGES.notFound }));
    expect(vi.mocked(toast.error).mock.calls).toEqual([[MESSAGES.notFound]]);
  });

  it('only logs for the video banner (console)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportApiError(failure, 'console');
    expect(toast.error).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Please check the form', 'Phone already registered');
  });

  it('stays quiet for the blog strip (silent)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportApiError(failure, 'silent');
    expect(toast.error).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });
});

describe('query client wiring', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
  );

  it('toasts a failed mutation once', async () => {
    answerWith('POST /api/volunteer/create', jsonResponse(422, { message: 'Invalid', error: 'Bad phone' }));
    const { result } = renderHook(
      () => useMutation({ mutationFn: () => api.post('/api/volunteer/create', okSchema, {}) }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(vi.mocked(toast.error).mock.calls).toEqual([['Invalid'], ['Bad phone']]);
  });

  it('honours meta.errorReporting on queries', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('GET /api/banner-video/display', jsonResponse(404, { message: 'No video yet' }));
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: ['banner-video'],
          queryFn: () => api.get('/api/banner-video/display', okSchema),
          meta: { errorReporting: 'console' },
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toast.error).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('No video yet');
  });
});

describe('applyFieldErrors', () => {
  it('puts server messages under the form fields it declares, and ignores the rest', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { email: '', phone: '', message: '' } }));
    const error = new ApiError(422, {
      message: 'Invalid',
      errors: { email: 'Enter a valid e-mail', aadhar: 'Not on this form' },
    });
    let applied = false;
    act(() => {
      applied = applyFieldErrors(error, result.current.setError, ['email', 'phone', 'message']);
    });
    expect(applied).toBe(true);
    expect(result.current.getFieldState('email').error?.message).toBe('Enter a valid e-mail');
    expect(result.current.getFieldState('phone').error).toBeUndefined();
    expect(result.current.getFieldState('message').error).toBeUndefined();
  });

  it('does nothing for errors without a field map', () => {
    const { result } = renderHook(() => useForm({ defaultValues: { email: '' } }));
    expect(applyFieldErrors(new Error('boom'), result.current.setError, ['email'])).toBe(false);
    expect(applyFieldErrors(new ApiError(500, { message: 'x' }), result.current.setError, ['email'])).toBe(
      false,
    );
  });
});

describe('the page language', () => {
  const sentFrom = async (page: string) => {
    window.history.replaceState(null, '', page);
    try {
      const seen = answerWith('POST /api/contact/create', jsonResponse(201, { data: { id: 1 } }));
      await api.post('/api/contact/create', okSchema, {});
      const [request] = seen;
      return {
        locale: new URL(request?.url ?? '').searchParams.get('locale'),
        acceptLanguage: request?.headers.get('accept-language'),
      };
    } finally {
      window.history.replaceState(null, '', '/');
    }
  };

  it("asks a Kannada page's answers in Kannada with ?locale=", async () => {
    expect((await sentFrom('/kn/contact')).locale).toBe('kn');
  });

  it("keeps an English page's URLs and asks for English whatever the browser prefers", async () => {
    expect(await sentFrom('/contact')).toEqual({ locale: null, acceptLanguage: 'en' });
  });

  it('leaves a locale the caller gave as it is', async () => {
    window.history.replaceState(null, '', '/kn');
    try {
      const seen = answerWith('POST /api/contact/create', jsonResponse(201, { data: { id: 1 } }));
      await api.post('/api/contact/create', okSchema, {}, { query: { locale: 'en', page: 2 } });
      const url = new URL(seen[0]?.url ?? '');
      expect(url.searchParams.getAll('locale')).toEqual(['en']);
      expect(url.searchParams.get('page')).toBe('2');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
