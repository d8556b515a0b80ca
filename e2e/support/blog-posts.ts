/**
 * What the e2e WordPress stand-in (wordpress-stand-in.ts) serves: posts shaped like WordPress core's REST fixture
 * with Jetpack's image field. One carries script in its title and excerpt; the journey checks that none of it
 * reaches the page (docs/product/content-and-pages.md: our server sanitises). Images are on a third-party
 * https host, which the tests block like every other third party.
 */
export const standInPosts = [
  {
    id: 41,
    date: '2025-01-12T09:00:00',
    link: 'https://blog.example.org/2025/01/annadanam-at-jayanagar/',
    title: { rendered: 'Annadanam at the Jayanagar shelter' },
    excerpt: {
      rendered:
        '<p>Three hundred plates of rice, sambar and payasam, served by forty volunteers before the noon aarti. ' +
        'The children helped set out the banana leaves and the elders blessed every server.</p>\n',
      protected: false,
    },
    content: { rendered: '<p>Three hundred plates.</p>', protected: false },
    jetpack_featured_media_url: 'https://blog.example.org/wp-content/uploads/2025/01/annadanam.jpg',
  },
  {
    id: 42,
    date: '2025-02-02T18:30:00',
    link: 'https://blog.example.org/2025/02/temple-lamps/',
    title: { rendered: 'Ten thousand lamps <script>window.__blogXss = "title"</script>at the temple' },
    excerpt: {
      rendered:
        '<p onclick="window.__blogXss = \'onclick\'">Volunteers cleaned and lit the lamps of the old temple ' +
        '<img src="x" onerror="window.__blogXss = \'onerror\'"><script>window.__blogXss = "excerpt"</script>' +
        'for Karthika Deepam.</p>\n',
      protected: false,
    },
    content: { rendered: '<p>Lamps.</p>', protected: false },
    jetpack_featured_media_url: 'https://blog.example.org/wp-content/uploads/2025/02/lamps.jpg',
  },
  {
    id: 43,
    date: '2025-03-08T10:00:00',
    link: 'https://blog.example.org/2025/03/elders-day/',
    title: { rendered: 'Elders&#8217; day &#038; a song for every decade' },
    excerpt: {
      rendered: '<p>Our eldest resident turned ninety-four and led the bhajans.</p>\n',
      protected: false,
    },
    content: { rendered: '<p>Ninety-four.</p>', protected: false },
    // A site without Jetpack leaves the image field out.
  },
];
