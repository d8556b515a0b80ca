import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, publicSite, seedSettings, TRUSTS } from '@charity/shared';
import { on, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';

describe('information pages', () => {
  it('states the refund rules of docs/product/content-and-pages.md', async () => {
    renderApp(paths.refundPolicy);
    await screen.findByRole('heading', { level: 1, name: 'Donation Refund Policy' });
    expect(screen.getByText(/responds within 30 working days/)).toBeInTheDocument();
    expect(
      screen.getByText(/written refund request must be sent within one day of the donation/),
    ).toBeInTheDocument();
  });

  it('says how PAN and Aadhaar are protected and that data is never sold', async () => {
    renderApp(paths.privacyPolicy);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.getByText(/PAN and Aadhaar numbers are encrypted/)).toHaveTextContent(/masked/);
    expect(screen.getByText(/We do not sell/)).toBeInTheDocument();
  });

  it('names the organisation and its e-mail as admins saved them', async () => {
    const saved = { ...publicSite(seedSettings()), name: 'Sri Sai Seva Trust', email: 'seva@example.org' };
    server.use(on('GET /api/site', [200, { data: saved }]));
    renderApp(paths.termsCondition);
    expect(await screen.findByText(/The site is run by Sri Sai Seva Trust in Bengaluru/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'seva@example.org' })).toHaveAttribute(
      'href',
      'mailto:seva@example.org',
    );
  });

  it("lists a legal page's sections beside it, each linked to its heading", async () => {
    renderApp(paths.termsCondition);
    await screen.findByRole('heading', { level: 1, name: 'Terms & Condition' });
    const contents = within(screen.getByRole('navigation', { name: 'On this page', hidden: true }));
    const links = contents.getAllByRole('link', { hidden: true });
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent ?? '');
    }
  });

  it('offers "Open in Maps" for each trust, which works without the embedded map', async () => {
    renderApp(paths.findUs);
    await screen.findByRole('heading', { level: 1, name: 'Find Us' });
    for (const id of [1, 2] as const) {
      const section = within(screen.getByRole('region', { name: TRUSTS[id].name }));
      const link = section.getByRole('link', { name: /Open in Maps/ });
      expect(link).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(TRUSTS[id].address)}`,
      );
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('says how many volunteers once, without "more than 200+"', async () => {
    renderApp(paths.about);
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(screen.getByText(/Twenty years on, 200\+ volunteers/)).toBeInTheDocument();
    expect(screen.queryByText(/more than 200\+/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join the seva' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volunteer with us/ })).toHaveAttribute('href', paths.volunteer);
  });

  it('shows both trust addresses with a titled, lazy map each', async () => {
    renderApp(paths.findUs);
    await screen.findByRole('heading', { level: 1, name: 'Find Us' });
    for (const id of [1, 2] as const) {
      expect(within(screen.getByRole('main')).getByText(TRUSTS[id].address)).toBeInTheDocument();
      const map = screen.getByTitle(`Map showing ${TRUSTS[id].name}`);
      expect(map).toHaveAttribute('src', TRUSTS[id].mapEmbedUrl);
      expect(map).toHaveAttribute('loading', 'lazy');
    }
  });

  it('gives the second trust page its contact e-mail as a mailto link', async () => {
    renderApp(paths.saiMeruMathiTrust);
    await screen.findByRole('heading', { level: 1, name: TRUSTS[2].name });
    expect(screen.getByRole('link', { name: TRUSTS[2].email })).toHaveAttribute(
      'href',
      `mailto:${TRUSTS[2].email}`,
    );
    expect(screen.getByRole('heading', { name: 'Our objectives' })).toBeInTheDocument();
  });

  it('links the Army-2024 page to its event', async () => {
    renderApp(paths.army2024);
    await screen.findByRole('heading', { level: 1, name: 'Army-2024' });
    expect(screen.getByRole('link', { name: /See the event/ })).toHaveAttribute(
      'href',
      paths.eventDetail('madhava-seva', 'upcoming-events', 2),
    );
    expect(screen.getByRole('img', { name: /Army-2024/ })).toBeInTheDocument();
  });
});
