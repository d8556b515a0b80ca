import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { FAQ_SECTIONS, type Faq } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { useSitePage } from '#src/lib/site-page.ts';
import { useFaqs } from '#src/features/faq/api/get-faqs.ts';
import { PageHtml, PageTextPending, sectionsOf } from '#src/components/ui/page-html.tsx';
import { contentLang } from '#src/lib/content-locale.ts';
import { useLocale } from '#src/lib/i18n.ts';

/**
 * The FAQ page body (docs/product/content-and-pages.md): two accordions, each opening one answer at a time, with
 * the published questions in the order editors set ("Pages as content"). Each list's heading is one of the `faq`
 * page's `<h2>`s, in order, and any text under it is shown above the list.
 */
export function FaqContent({
  faqs,
  body,
  bodyLang,
}: {
  faqs: readonly Faq[];
  body: string;
  /** `en` when the page's text was not translated, on a page in another language (lib/content-locale.ts). */
  bodyLang?: 'en' | undefined;
}) {
  const locale = useLocale();
  const headed = sectionsOf(body).filter((section) => section.title);
  const groups = FAQ_SECTIONS.map((id, index) => ({ id, title: '', html: '', ...headed[index] }));
  return (
    <div className="container-page grid gap-12 py-14 sm:py-20 lg:grid-cols-2">
      {groups.map((group) => (
        <section key={group.id} {...(group.title ? { 'aria-labelledby': `faq-${group.id}` } : {})}>
          {group.title ? (
            <h2 id={`faq-${group.id}`} className="text-2xl font-semibold sm:text-3xl" lang={bodyLang}>
              {group.title}
            </h2>
          ) : null}
          {group.html.trim() ? (
            <div lang={bodyLang}>
              <PageHtml html={group.html} className="prose-page mt-4" />
            </div>
          ) : null}
          <Accordion.Root type="single" collapsible className="mt-6 space-y-3">
            {faqs
              .filter((item) => item.section === group.id)
              .map((item) => (
                <Accordion.Item
                  key={item.id}
                  value={`${group.id}-${item.id}`}
                  className="overflow-hidden rounded-2xl border border-line bg-white shadow-card"
                >
                  <Accordion.Header asChild>
                    <h3 lang={contentLang(locale, item, 'question')}>
                      <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-sans text-base font-semibold text-maroon hover:bg-sand/60">
                        {item.question}
                        <ChevronDown
                          aria-hidden="true"
                          className="size-5 shrink-0 text-primary-strong transition-transform group-data-[state=open]:rotate-180"
                        />
                      </Accordion.Trigger>
                    </h3>
                  </Accordion.Header>
                  <Accordion.Content
                    className="px-5 pb-5 text-ink"
                    lang={contentLang(locale, item, 'answer')}
                  >
                    <PageHtml
                      html={item.answer}
                      className="space-y-3 [&_a]:font-semibold [&_a]:text-primary-strong [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
                    />
                  </Accordion.Content>
                </Accordion.Item>
              ))}
          </Accordion.Root>
        </section>
      ))}
    </div>
  );
}

/**
 * The FAQ page: its hero (the `faq` page's title and description, unless a variant has its own) and the questions,
 * shown together once both have loaded (the server renders the page with them).
 */
export function FaqPage({ title, description }: { title?: string; description?: string }) {
  const page = useSitePage('faq');
  const query = useFaqs();
  const locale = useLocale();
  if (!query.data || !page.data) return <PageTextPending failed={query.isError || page.isError} />;
  return (
    <>
      <PageHero
        title={title ?? page.data.title}
        description={description ?? page.data.meta_description}
        titleLang={title ? undefined : contentLang(locale, page.data, 'title')}
      />
      <FaqContent faqs={query.data} body={page.data.body} bodyLang={contentLang(locale, page.data, 'body')} />
    </>
  );
}
