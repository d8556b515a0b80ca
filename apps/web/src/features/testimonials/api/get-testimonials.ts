import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, testimonialSchema, type TestimonialKind } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const testimonialsResponse = dataEnvelope(z.array(testimonialSchema));

const getTestimonials = (kind: TestimonialKind, signal?: AbortSignal) =>
  api.get('/api/testimonial/filter', testimonialsResponse, { query: { filter: kind }, signal });

const testimonialsQuery = (kind: TestimonialKind) =>
  queryOptions({
    queryKey: ['testimonials', kind],
    queryFn: ({ signal }) => getTestimonials(kind, signal),
    select: (r) => r.data,
  });

export const useTestimonials = (kind: TestimonialKind) => useQuery(testimonialsQuery(kind));
