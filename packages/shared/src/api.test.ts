import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageAnswer } from './api.ts';

const answer = pageAnswer(z.object({ id: z.number() }));

describe('pageAnswer: a list page as the web app reads it', () => {
  it('keeps the meta the server sent', () => {
    const page = { data: [{ id: 1 }], meta: { total: 40, page: 3, per_page: 9 } };
    expect(answer.parse(page)).toEqual(page);
  });

  it.each([
    ['no meta at all', { data: [{ id: 1 }, { id: 2 }] }],
    ['a meta without total', { data: [{ id: 1 }, { id: 2 }], meta: { page: 4, per_page: 9 } }],
  ])('counts %s as one page of what it holds', (_case, body) => {
    expect(answer.parse(body).meta).toEqual({ total: 2, page: 1, per_page: 2 });
  });

  it('counts an empty list without total as one empty page', () => {
    expect(answer.parse({ data: [] }).meta).toEqual({ total: 0, page: 1, per_page: 1 });
  });

  it('still refuses what is not a list page', () => {
    expect(answer.safeParse({ data: 'nope' }).success).toBe(false);
    expect(answer.safeParse({ data: [{ id: 'x' }] }).success).toBe(false);
    expect(answer.safeParse({ data: [], meta: { total: -1, page: 1, per_page: 9 } }).success).toBe(false);
  });
});
