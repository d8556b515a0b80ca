import { AboutContent } from '#src/features/about/components/about-content.tsx';
import { ContentPage } from '#src/features/about/components/content-page.tsx';

export function Component() {
  return <ContentPage slug="about">{(page) => <AboutContent page={page} />}</ContentPage>;
}
