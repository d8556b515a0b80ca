import { SITE } from '@charity/shared';
import { SevaCards, TrustCards, VolunteerBand, WelcomeHero } from '#src/features/home/components/welcome.tsx';
import { useDocumentMeta } from '#src/hooks/use-document-meta.ts';

export function Component() {
  useDocumentMeta(SITE.name, SITE.tagline);
  return (
    <>
      <WelcomeHero />
      <TrustCards />
      <SevaCards />
      <VolunteerBand />
    </>
  );
}
