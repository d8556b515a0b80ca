import { TRUSTS, type Leader, type LeaderTeam } from '@charity/shared';
import { Carousel } from '#src/components/ui/carousel.tsx';
import { useLeaders } from '#src/features/leadership/api/get-leaders.ts';
import { initials } from '#src/features/leadership/components/leaders.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

const avatarColours: Record<LeaderTeam, string> = {
  founder: 'bg-maroon text-gold-soft',
  mayee: 'bg-primary-strong text-white',
  merumathi: 'bg-maroon-deep text-gold-soft',
  coordinator: 'bg-gold-soft text-maroon-deep',
};

/**
 * The leader's portrait, or without one a placeholder drawn from the initials. Either is decorative: the name is
 * written beside it.
 */
function Avatar({ leader, size = 'size-24 text-3xl' }: { leader: Leader; size?: string }) {
  const portrait = leader.image_small ?? leader.image;
  if (portrait) {
    return (
      <img
        src={portrait}
        alt=""
        loading="lazy"
        decoding="async"
        className={`shrink-0 rounded-full object-cover ring-4 ring-sand ${size}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-serif font-semibold ring-4 ring-sand ${avatarColours[leader.team]} ${size}`}
    >
      {initials(leader.name)}
    </span>
  );
}

function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <article className="flex h-full flex-col items-center rounded-3xl border border-line bg-white p-6 text-center shadow-card">
      <Avatar leader={leader} />
      <h3 className="mt-4 text-xl font-semibold">{leader.name}</h3>
      <p className="mt-1 text-sm font-semibold text-primary-strong">{leader.role}</p>
      <p className="mt-3 text-muted">{leader.description}</p>
    </article>
  );
}

function ChartPerson({ leader }: { leader: Leader }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-line bg-white p-3 text-left shadow-card">
      <Avatar leader={leader} size="size-10 text-sm" />
      <div>
        <p className="font-semibold text-maroon">{leader.name}</p>
        <p className="text-sm text-muted">{leader.role.split(',')[0]}</p>
      </div>
    </div>
  );
}

/**
 * The Leadership Team body (docs/product/content-and-pages.md): the people carousel and the organisation chart,
 * both from the published leaders in the site's order; each sits on the chart by its team.
 */
export function LeadershipContent() {
  const t = useT();
  const query = useLeaders();
  const leaders = query.data ?? [];
  const byGroup = (team: LeaderTeam) => leaders.filter((leader) => leader.team === team);
  const founder = byGroup('founder')[0];
  const boards = [
    { id: 'mayee', name: t(m['leadership.board'], { trust: TRUSTS[1].name }), members: byGroup('mayee') },
    {
      id: 'merumathi',
      name: t(m['leadership.board'], { trust: TRUSTS[2].name }),
      members: byGroup('merumathi'),
    },
  ];
  return (
    <div className="container-page py-14 sm:py-20">
      <section aria-labelledby="leaders-people">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="leaders-people" className="text-3xl font-semibold sm:text-4xl">
            {t(m['leadership.peopleHeading'])}
          </h2>
          <p className="mt-3 text-muted">{t(m['leadership.peopleText'])}</p>
        </div>
        {leaders.length > 0 ? (
          <Carousel
            label={t(m['leadership.carousel'])}
            className="mt-10"
            items={leaders}
            getKey={(leader) => leader.id}
            renderSlide={(leader) => <LeaderCard leader={leader} />}
          />
        ) : query.isSuccess ? (
          <p className="mt-6 text-center text-muted">{t(m['leadership.soon'])}</p>
        ) : null}
      </section>

      <section aria-labelledby="leaders-chart" className="mt-20">
        <h2 id="leaders-chart" className="text-center text-3xl font-semibold sm:text-4xl">
          {t(m['leadership.chartHeading'])}
        </h2>
        {founder ? (
          <ol className="mt-10" aria-label={t(m['leadership.chart'])}>
            <li className="flex flex-col items-center">
              <p className="eyebrow mb-2 text-center">{t(m['leadership.founder'])}</p>
              <div className="w-full max-w-xs">
                <ChartPerson leader={founder} />
              </div>
              <span aria-hidden="true" className="h-8 w-0.5 bg-gold/60" />
              <ol className="grid w-full gap-6 border-t-2 border-gold/60 pt-8 md:grid-cols-2">
                {boards.map((board) => (
                  <li key={board.id} className="rounded-3xl bg-sand p-5">
                    <h3 className="text-xl font-semibold">{board.name}</h3>
                    <ul className="mt-4 space-y-3">
                      {board.members.map((member) => (
                        <li key={member.id}>
                          <ChartPerson leader={member} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
                <li className="rounded-3xl bg-maroon p-5 on-dark md:col-span-2">
                  <h3 className="text-xl font-semibold text-cream">{t(m['leadership.coordinators'])}</h3>
                  <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                    {byGroup('coordinator').map((member) => (
                      <li key={member.id}>
                        <ChartPerson leader={member} />
                      </li>
                    ))}
                  </ul>
                </li>
              </ol>
            </li>
          </ol>
        ) : null}
      </section>
    </div>
  );
}
