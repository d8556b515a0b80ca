import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { SITE, TRUSTS } from '@charity/shared';

type Faq = { question: string; answer: string };

const groups: { id: string; title: string; items: Faq[] }[] = [
  {
    id: 'trusts',
    title: 'About the trusts',
    items: [
      {
        question: 'What is the difference between the two trusts?',
        answer: `${TRUSTS[1].name} cares for orphaned children and the elderly. ${TRUSTS[2].name} restores temples and organises religious activities. Each is a separate registered trust with its own accounts.`,
      },
      {
        question: 'What do Manava Seva and Madhava Seva mean?',
        answer:
          'Manava Seva is service to people: our work with children, elders and families. Madhava Seva is service to God: temple restoration, pujas and festivals. We believe the two are one and the same.',
      },
      {
        question: 'Where are you located?',
        answer: `Our office is at ${SITE.address}. The temple work of ${TRUSTS[2].name} is coordinated from ${TRUSTS[2].address}.`,
      },
      {
        question: 'Can I visit the children’s home or the temples?',
        answer:
          'Yes. Please write to us or call a day or two ahead so that a volunteer can welcome you; for the children’s safety, visits to the home are always accompanied.',
      },
      {
        question: 'Are your accounts audited?',
        answer:
          'Yes. Both trusts are audited every year by an independent chartered accountant, and a summary of the accounts is available to any donor on request.',
      },
    ],
  },
  {
    id: 'giving',
    title: 'Donations & volunteering',
    items: [
      {
        question: 'Are donations eligible for a tax deduction?',
        answer: `${TRUSTS[1].receiptNote} ${TRUSTS[2].receiptNote}`,
      },
      {
        question: 'How do I get my donation receipt?',
        answer:
          'A receipt is e-mailed to you once your online payment is confirmed. If you have an account, you can also download it any time from your Payment page.',
      },
      {
        question: 'Why do you ask for my PAN?',
        answer:
          'Indian tax law requires the donor’s PAN on receipts that allow a deduction. It is stored encrypted and shown only in masked form.',
      },
      {
        question: 'Can I ask for a refund?',
        answer:
          'If you made a mistake, send a written request within one day of the donation; the trust responds within 30 working days. Details are in our Donation Refund Policy.',
      },
      {
        question: 'How can I volunteer?',
        answer: `Fill in the form on our Volunteer page and tell us what you would like to do. Over ${SITE.volunteersCount} volunteers teach, cook, nurse, drive, paint and pray with us; there is a place for every skill.`,
      },
      {
        question: 'What is the E-Hundi?',
        answer:
          'It is our online offering box: enter your details and scan the UPI QR code with any UPI app, just as you would drop an offering into a temple hundi.',
      },
    ],
  },
];

/**
 * The FAQ page body (docs/product/content-and-pages.md): two accordions, each opening one answer at a time.
 */
export function FaqContent() {
  return (
    <div className="container-page grid gap-12 py-14 sm:py-20 lg:grid-cols-2">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`} className="text-2xl font-semibold sm:text-3xl">
            {group.title}
          </h2>
          <Accordion.Root type="single" collapsible className="mt-6 space-y-3">
            {group.items.map((item, index) => (
              <Accordion.Item
                key={item.question}
                value={`${group.id}-${index}`}
                className="overflow-hidden rounded-2xl border border-line bg-white shadow-card"
              >
                <Accordion.Header asChild>
                  <h3>
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-sans text-base font-semibold text-maroon hover:bg-sand/60">
                      {item.question}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 shrink-0 text-primary-strong transition-transform group-data-[state=open]:rotate-180"
                      />
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-5 text-ink">{item.answer}</Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </section>
      ))}
    </div>
  );
}
