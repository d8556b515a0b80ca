import { TrustContent } from '#src/features/about/components/trust-content.tsx';
import { ContentPage } from '#src/features/about/components/content-page.tsx';

export function Component() {
  return (
    <ContentPage slug="sai-mayee-trust" eyebrow="Our trusts">
      {(page) => <TrustContent trustId={1} page={page} />}
    </ContentPage>
  );
}
