import { describe, expect, it } from 'vitest';
import { SITE, TRUSTS, seedSettings } from '@charity/shared';
import { escapeHtml } from '#src/shared/text.ts';
import { renderMail, type MailContent } from './templates.ts';

/** The settings of a fresh site: site.ts's values. */
const render = (content: MailContent) => renderMail(content, seedSettings());

const hostile = `<script>alert("x")</script> & 'quotes'`;

describe('renderMail', () => {
  it('escapes every interpolated string in the HTML part', () => {
    const { html } = render({
      heading: hostile,
      paragraphs: [hostile, 'Dear <b>Ravi</b>,'],
      code: '<123456>',
      action: { label: hostile, url: 'https://example.org/confirm?a=1&b="2"' },
      footer: hostile,
      preheader: hostile,
      unsubscribeUrl: 'https://example.org/unsubscribe?t=<x>',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Ravi</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(html).toContain('Dear &lt;b&gt;Ravi&lt;/b&gt;,');
    expect(html).toContain('&lt;123456&gt;');
    // Attribute values too: a quote in a URL cannot close the href.
    expect(html).toContain('href="https://example.org/confirm?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('href="https://example.org/unsubscribe?t=&lt;x&gt;"');
  });

  it('refuses links that are not absolute http(s) or mailto URLs', () => {
    expect(() =>
      render({ heading: 'h', paragraphs: [], action: { label: 'Go', url: 'javascript:alert(1)' } }),
    ).toThrow(/absolute http/);
    expect(() => render({ heading: 'h', paragraphs: [], unsubscribeUrl: '/unsubscribe' })).toThrow(
      /absolute http/,
    );
  });

  it('writes the same content into a readable text part', () => {
    const { text } = render({
      heading: 'Verify your e-mail',
      paragraphs: ['Namaste Ravi,', 'Enter this code to verify your e-mail address.'],
      code: '482913',
      action: { label: 'Open the verification page', url: 'https://saimayee.org/auth/verify-user/abc' },
      footer: 'The code is valid for 10 minutes.',
    });
    expect(text).toBe(
      [
        'Verify your e-mail',
        '==================',
        '',
        'Namaste Ravi,',
        '',
        'Enter this code to verify your e-mail address.',
        '',
        '    482913',
        '',
        'Open the verification page: https://saimayee.org/auth/verify-user/abc',
        '',
        'The code is valid for 10 minutes.',
        '',
        '-- ',
        SITE.name,
        `${TRUSTS[1].name} · ${TRUSTS[2].name}`,
        SITE.address,
        `${SITE.email} · ${SITE.phone}`,
        '',
      ].join('\n'),
    );
    expect(text).not.toMatch(/unsubscribe/i);
  });

  it("lays the HTML out in tables in the trusts' colours, with the address and the optional parts", () => {
    const { html } = render({
      heading: 'New events this month',
      paragraphs: ['Annadanam on Sunday.'],
      code: '482913',
      action: { label: 'See the events', url: 'https://saimayee.org/events' },
      preheader: 'Three events in Jayanagar',
      unsubscribeUrl: 'https://saimayee.org/api/subscription/unsubscribe?token=t1',
    });
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<table role="presentation"');
    // The web app's maroon band, terracotta button and cream paper (apps/web/src/styles.css).
    expect(html).toContain('background:#5c1d17');
    expect(html).toContain('background:#b4532a');
    expect(html).toContain('background:#fdf8f0');
    expect(html).not.toMatch(/<style|<link|var\(--/);
    expect(html).toContain(escapeHtml(SITE.address));
    expect(html).toContain(escapeHtml(TRUSTS[2].name));
    expect(html).toContain('>482913<');
    expect(html).toContain('href="https://saimayee.org/events"');
    expect(html).toMatch(/<div style="display:none[^"]*">Three events in Jayanagar<\/div>/);
    expect(html).toContain('href="https://saimayee.org/api/subscription/unsubscribe?token=t1"');
    expect(html).toMatch(/>Unsubscribe<\/a>/);

    const plain = render({ heading: 'Hello', paragraphs: ['Hi'] }).html;
    expect(plain).not.toMatch(/Unsubscribe|display:none|letter-spacing:8px/);
    expect(plain).toContain(escapeHtml(SITE.address));
  });

  it('signs with the trust settings it is given, so a changed address is in the next mail', () => {
    const settings = seedSettings();
    settings.site = {
      ...settings.site,
      name: 'Sai Seva <Trusts>',
      email: 'office@trusts.example',
      phone: '+91 80 4000 1234',
    };
    settings.site.address = '12 New Road, Bengaluru 560004';
    settings.trusts[2] = { ...settings.trusts[2], name: 'Sri Meru Temple Trust' };
    const { text, html } = renderMail({ heading: 'Hello', paragraphs: ['Hi'] }, settings);
    expect(text).toContain(
      [
        '-- ',
        'Sai Seva <Trusts>',
        `${TRUSTS[1].name} · Sri Meru Temple Trust`,
        '12 New Road, Bengaluru 560004',
        'office@trusts.example · +91 80 4000 1234',
      ].join('\n'),
    );
    expect(html).toContain('>Sai Seva &lt;Trusts&gt;</span>');
    expect(html).toContain('href="mailto:office@trusts.example"');
    expect(html).not.toContain(escapeHtml(SITE.address));
    expect(text).not.toContain(SITE.email);
  });
});
