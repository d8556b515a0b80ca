import { ArrowRight, BookOpen } from 'lucide-react';
import { BLOG_LINK } from '#src/config/navigation.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import type { BlogPost } from '@charity/shared';
import { useBlogPosts } from '#src/features/home/api/get-blog-posts.ts';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';
import { imageFirst } from '#src/features/home/utils/blog-layout.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * Section 8 of the home page: the latest posts of the blog site, through our server
 * (docs/product/content-and-pages.md). A spinner while loading; on failure or with no posts the section is
 * not rendered at all (docs/product/README.md).
 */
export function BlogList() {
  const t = useT();
  const { data: posts, isPending, isError } = useBlogPosts();
  if (isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16">
        <Spinner />
        <span className="sr-only">{t(m['homeSections.blogsLoading'])}</span>
      </div>
    );
  }
  if (isError || posts.length === 0) return null;
  return (
    <section aria-labelledby="home-blogs" className="container-page py-16 sm:py-24">
      <SectionHeading
        id="home-blogs"
        eyebrow={t(m['homeSections.blogsEyebrow'])}
        title={t(m['homeSections.blogsTitle'])}
        intro={t(m['homeSections.blogsIntro'])}
      />
      <ul className="mt-12 space-y-8">
        {posts.map((post, index) => (
          <BlogRow key={post.id} post={post} imageFirst={imageFirst(index)} />
        ))}
      </ul>
      <div className="mt-10 text-center">
        <a href={BLOG_LINK.href} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
          {t(m['homeSections.moreBlogs'])}
          <ArrowRight aria-hidden="true" className="size-4" />
          <span className="sr-only">{t(m['layout.opensInNewTab'])}</span>
        </a>
      </div>
    </section>
  );
}

function BlogRow({ post, imageFirst }: { post: BlogPost; imageFirst: boolean }) {
  const t = useT();
  return (
    <li
      data-testid="blog-row"
      data-image-first={imageFirst}
      className="grid items-center gap-6 md:grid-cols-2 md:gap-10"
    >
      <div
        className={`overflow-hidden rounded-3xl bg-sand shadow-card ${imageFirst ? 'md:order-1' : 'md:order-2'}`}
      >
        {post.image ? (
          <img
            src={post.image}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-[16/10] size-full object-cover"
          />
        ) : (
          <div aria-hidden="true" className="flex aspect-[16/10] items-center justify-center text-primary/60">
            <BookOpen className="size-16" />
          </div>
        )}
      </div>
      <article className={imageFirst ? 'md:order-2' : 'md:order-1'}>
        <h3 className="text-2xl font-semibold">
          <a
            href={post.link}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:text-primary-strong hover:underline"
          >
            {post.title}
          </a>
        </h3>
        <div
          className="mt-3 line-clamp-3 text-muted"
          // Sanitised by our server with DOMPurify before it is cached (docs/product/content-and-pages.md).
          dangerouslySetInnerHTML={{ __html: post.excerpt }}
        />
        <a
          href={post.link}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-1.5 font-semibold text-primary-strong hover:underline"
        >
          {t(m['homeSections.readMore'])}
          <span className="sr-only">
            {t(m['homeSections.readMoreOf'], { title: post.title })}
            {t(m['layout.opensInNewTab'])}
          </span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </article>
    </li>
  );
}
