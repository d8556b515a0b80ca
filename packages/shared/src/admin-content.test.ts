import { describe, expect, it } from 'vitest';
import { adminContentSpecs, CONTENT_MESSAGES, toYouTubeEmbed } from './admin-content.ts';

const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

describe('toYouTubeEmbed', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ#comments',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc123',
    'youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('turns %s into the embed URL', (link) => {
    expect(toYouTubeEmbed(link)).toBe(EMBED);
  });

  it.each([
    '',
    'dQw4w9WgXcQ',
    'https://vimeo.com/123456',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQextra',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/../../evil',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ onload=alert(1)',
    'https://user@youtu.be/dQw4w9WgXcQ',
  ])('refuses %s', (link) => {
    expect(toYouTubeEmbed(link)).toBeNull();
  });
});

describe('content schemas', () => {
  it('store the embed form of a gallery video and report a foreign link on its field', () => {
    const base = { title: 'Seva', category: 'madhava-seva' };
    expect(
      adminContentSpecs['gallery-videos'].create.parse({ ...base, video: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toMatchObject({ video: EMBED, published: true, sort_order: 0, event_id: null });
    const result = adminContentSpecs['gallery-videos'].create.safeParse({
      ...base,
      video: 'https://vimeo.com/1',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['video'], message: CONTENT_MESSAGES.videoUrl }),
    ]);
  });

  it('hold a video testimonial to a YouTube link and leave words alone', () => {
    const words = { kind: 1, testimonial: 'They fed my village.', author: 'Asha' };
    expect(adminContentSpecs.testimonials.create.parse(words)).toMatchObject({ ...words, role: '' });
    const video = { ...words, kind: 2 };
    expect(adminContentSpecs.testimonials.create.safeParse(video).error?.issues[0]?.path).toEqual([
      'testimonial',
    ]);
    expect(
      adminContentSpecs.testimonials.create.parse({ ...video, testimonial: 'youtu.be/dQw4w9WgXcQ' })
        .testimonial,
    ).toBe(EMBED);
  });

  it('check an event end date against its start and drop empty description blocks', () => {
    const event = {
      name: 'Annadanam',
      image: '/uploads/images/a-1200.webp',
      image_small: '/uploads/images/a-720.webp',
      category: 'manava-seva',
      status: 0,
      sdate: '2026-12-10',
      edate: '2026-12-09',
    };
    expect(adminContentSpecs.events.create.safeParse(event).error?.issues[0]).toMatchObject({
      path: ['edate'],
      message: CONTENT_MESSAGES.endBeforeStart,
    });
    expect(
      adminContentSpecs.events.create.parse({ ...event, edate: '2026-12-10', description1: ' ' }),
    ).toMatchObject({ description1: null, description2: null, published: true });
  });

  it('accept site paths and http(s) addresses for pictures, nothing else', () => {
    const banner = adminContentSpecs.banners.create;
    const ok = { image: '/uploads/a.webp', image_small: 'https://cdn.example.org/a.webp', quote: 'Serve' };
    expect(banner.safeParse(ok).success).toBe(true);
    for (const image of ['javascript:alert(1)', '//evil.example/a.webp', 'data:image/png;base64,AAAA', '']) {
      expect(banner.safeParse({ ...ok, image }).error?.issues[0]?.path, image).toEqual(['image']);
    }
  });

  it('cap per_page at 100 and accept only the listed sort keys', () => {
    const query = adminContentSpecs.events.query;
    expect(query.parse({})).toMatchObject({ page: 1, per_page: 20, sort: '-id' });
    expect(query.safeParse({ per_page: '101' }).success).toBe(false);
    expect(query.parse({ sort: '-sdate', status: '0', category: 'manava-seva' })).toMatchObject({
      sort: '-sdate',
      status: 0,
    });
    expect(query.safeParse({ sort: 'password' }).success).toBe(false);
    expect(query.safeParse({ status: '3' }).success).toBe(false);
  });

  it('let a PATCH carry any subset and nothing with a default', () => {
    expect(adminContentSpecs.counters.patch.parse({ published: false })).toEqual({ published: false });
    expect(adminContentSpecs.counters.patch.parse({})).toEqual({});
  });
});
