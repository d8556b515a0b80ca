import { TRUSTS, type Category, type EventStatus, type LeaderTeam, type TrustId } from '@charity/shared';
import type { Motif, Mood } from './artwork.ts';

/**
 * The demo content of a fresh install: what the two trusts would plausibly publish. Only words and art directions
 * live here; seed.ts turns them into rows and files. Dates are offsets from the day of seeding so upcoming events
 * stay upcoming however late the site is installed.
 */

export type Art = { motif: Motif; mood?: Mood; caption?: string };

export type DemoImage = { title: string; art: Art };
export type DemoVideo = { title: string; youtubeId: string };

export type DemoEvent = {
  slug: string;
  name: string;
  category: Category;
  status: EventStatus;
  /** Days from the seeding date to the start; null for a recurring programme with no fixed date. */
  startInDays: number | null;
  /** Length in days (1 when omitted); the end date is derived from it. */
  days?: number;
  art: Art;
  /** HTML blocks shown as description1..3; a literal 'null' is kept as the old admin tool stored it. */
  descriptions: [string, string?, string?];
  images?: DemoImage[];
  videos?: DemoVideo[];
};

const MADHAVA = 'madhava-seva' as const;
const MANAVA = 'manava-seva' as const;
const UPCOMING = 0 as const;
const PAST = 1 as const;
const RECURRING = 2 as const;

/**
 * Insertion order matters: ids are serial, and the Army-2024 promo page links to /madhava-seva/upcoming-events/2,
 * so the second event is the upcoming Sainik Seva.
 */
export const DEMO_EVENTS: DemoEvent[] = [
  {
    slug: 'karthika-deepotsava',
    name: 'Karthika Deepotsava at Sri Kote Anjaneya Temple',
    category: MADHAVA,
    status: PAST,
    startInDays: -12,
    art: { motif: 'diyas', mood: 'night' },
    descriptions: [
      '<p>On the full-moon evening of Karthika, volunteers and neighbours lit <strong>10,008 earthen lamps</strong> around the temple tank and along the prakara of Sri Kote Anjaneya Temple in Chamarajpet.</p>',
      '<ul><li>Lamps, wicks and oil sponsored by 140 families</li><li>Deepa namaskara led by the temple archakas at 6:30 pm</li><li>Prasadam of pongal and kosambari served to 2,600 devotees</li></ul>',
      '<p>Every lamp was collected and cleaned by the youth wing the next morning, ready for next year.</p>',
    ],
    images: [
      { title: 'Lamps along the temple tank steps', art: { motif: 'tank', mood: 'night' } },
      { title: 'Children drawing the deepa rangoli', art: { motif: 'kolam', mood: 'dusk' } },
      { title: 'Deepa namaskara at the sanctum', art: { motif: 'aarti', mood: 'night' } },
    ],
    videos: [{ title: 'Karthika Deepotsava: ten thousand lamps', youtubeId: 'Qm4sT7vKx2E' }],
  },
  {
    slug: 'sainik-seva',
    name: 'Sainik Seva: Prayers and Annadanam for Army Families',
    category: MADHAVA,
    status: UPCOMING,
    startInDays: 16,
    art: { motif: 'sainik', mood: 'dawn' },
    descriptions: [
      '<p>Continuing our <strong>Army-2024</strong> programme, we gather to pray for the safety of our soldiers and to serve a festive lunch to the families of serving personnel and veterans from the Bengaluru cantonment.</p>',
      '<ul><li>7:00 am: Sudarshana homa and prayers for the armed forces</li><li>10:30 am: felicitation of veterans and Veer Naris</li><li>12:30 pm: annadanam for 1,500 guests</li></ul>',
      '<p>Volunteers are needed for the kitchen, registration desk and transport of elderly veterans. Please register on the Volunteer page and mention <strong>Sainik Seva</strong>.</p>',
    ],
    images: [
      { title: "Last year's Sainik Seva: prayers at dawn", art: { motif: 'sainik', mood: 'dawn' } },
      {
        title: "Last year's Sainik Seva: lunch for army families",
        art: { motif: 'annadanam', mood: 'noon' },
      },
    ],
    videos: [{ title: 'Sainik Seva 2024 highlights', youtubeId: 'hV9pL3rTn6w' }],
  },
  {
    slug: 'gopuram-kalasha-pratishtapana',
    name: 'Gopuram Kalasha Pratishtapana at Sri Someshwara Temple',
    category: MADHAVA,
    status: PAST,
    startInDays: -38,
    days: 3,
    art: { motif: 'kalasha', mood: 'dawn' },
    descriptions: [
      '<p>After two years of restoration by Sai Meru Mathi Trust, the five-tiered gopuram of the Someshwara temple near Hesaraghatta received its new copper kalashas.</p>',
      '<p>The stucco figures were repaired by traditional <strong>shilpis from Karkala</strong> using lime mortar, and the old granite steps were re-laid stone by stone.</p>',
      '<ul><li>Three days of homas and Vedic recitation</li><li>Kumbhabhisheka on the final morning</li><li>Annadanam for over 4,000 villagers</li></ul>',
    ],
  },
  {
    slug: 'navaratri-bhajan-sandhya',
    name: 'Navaratri Bhajan Sandhya in Malleshwaram',
    category: MADHAVA,
    status: PAST,
    startInDays: -52,
    days: 9,
    art: { motif: 'bells', mood: 'dusk' },
    descriptions: [
      '<p>Nine evenings of bhajans at the Malleshwaram community hall, each evening led by a different bhajan mandali from across the city.</p>',
      '<p>The closing evening on Vijayadashami ended with a <strong>deepa aarti</strong> and the distribution of notebooks to children who had learnt new bhajans during the festival.</p>',
    ],
  },
  {
    slug: 'ganesha-chaturthi-annadanam',
    name: 'Ganesha Chaturthi Annadanam in Basavanagudi',
    category: MADHAVA,
    status: PAST,
    startInDays: -88,
    art: { motif: 'annadanam' },
    descriptions: [
      '<p>Our kitchen volunteers cooked from 4 am to serve a full meal on banana leaves to devotees visiting the Dodda Ganapathi temple.</p>',
      '<ul><li><strong>6,200</strong> meals served between noon and 4 pm</li><li>Vegetables donated by the farmers of Doddaballapur</li><li>Zero plastic: leaf plates and steel tumblers only</li></ul>',
    ],
    images: [
      { title: 'Banana-leaf lunch at Dodda Ganapathi temple', art: { motif: 'annadanam', mood: 'dawn' } },
      { title: 'Evening aarti on Ganesha Chaturthi', art: { motif: 'aarti', mood: 'dusk' } },
    ],
    videos: [{ title: 'Annadanam kitchen at work', youtubeId: 'b7XkR2mQ9sA' }],
  },
  {
    slug: 'krishna-janmashtami-utsava',
    name: 'Sri Krishna Janmashtami Utsava',
    category: MADHAVA,
    status: PAST,
    startInDays: -100,
    art: { motif: 'flute', mood: 'night' },
    descriptions: [
      '<p>The children of Bala Nilaya dressed as little Krishnas and Radhas, and the evening closed with uriyadi, the breaking of the butter pot.</p>',
      'null',
      '<p>Prasadam of avalakki, butter and fruits was shared with 900 visitors.</p>',
    ],
  },
  {
    slug: 'guru-purnima-paduka-puja',
    name: 'Guru Purnima Paduka Puja',
    category: MADHAVA,
    status: PAST,
    startInDays: -130,
    art: { motif: 'padukas', mood: 'dusk' },
    descriptions: [
      '<p>Devotees offered flowers at the padukas and spent the day in silent japa and parayana of the Guru Gita.</p>',
      '<p>In the evening we honoured <strong>twelve retired teachers</strong> from the government schools of Jayanagar for a lifetime of service.</p>',
    ],
  },
  {
    slug: 'kalyani-restoration',
    name: 'Temple Kalyani Restoration at Hebbal',
    category: MADHAVA,
    status: PAST,
    startInDays: -160,
    days: 30,
    art: { motif: 'tank', mood: 'noon' },
    descriptions: [
      '<p>Over four weekends, 320 volunteers desilted the stepped temple tank behind the Hebbal Venkataramana temple and rebuilt its collapsed inlet channel.</p>',
      'null',
    ],
  },
  {
    slug: 'rama-navami-panakam',
    name: 'Sri Rama Navami Panakam and Kosambari Seva',
    category: MADHAVA,
    status: PAST,
    startInDays: -230,
    art: { motif: 'lotus', mood: 'dawn' },
    descriptions: [
      '<p>Cool jaggery panakam, neer majjige and kosambari were served to devotees queueing in the April heat at the Rama Navami celebrations in Jayanagar.</p>',
      '<ul><li>2,400 litres of panakam</li><li>Volunteers in three shifts from 7 am</li></ul>',
    ],
  },
  {
    slug: 'maha-shivaratri-jagarane',
    name: 'Maha Shivaratri Jagarane',
    category: MADHAVA,
    status: PAST,
    startInDays: -265,
    art: { motif: 'linga', mood: 'night' },
    descriptions: [
      '<p>An all-night vigil of bhajans, Rudra parayana and four yama pujas at the Gavi Gangadhareshwara temple grounds.</p>',
      '<p>Volunteers served <strong>hot coffee and fruits</strong> through the night and managed the queue for the early-morning abhisheka.</p>',
    ],
  },
  {
    slug: 'sankranti-kolam',
    name: 'Sankranti Ellu Bella and Rangoli Festival',
    category: MADHAVA,
    status: PAST,
    startInDays: -310,
    art: { motif: 'kolam' },
    descriptions: [
      '<p>Families from Basavanagudi filled the temple street with rangoli, and the best three designs were chosen by the elders of Ashraya.</p>',
      '<p>Ellu bella packets made by the children of Bala Nilaya were exchanged with every visitor.</p>',
    ],
  },
  {
    slug: 'vaikunta-ekadashi-queue-seva',
    name: 'Vaikunta Ekadashi Queue Seva',
    category: MADHAVA,
    status: PAST,
    startInDays: -330,
    art: { motif: 'temple', mood: 'dusk' },
    descriptions: [
      '<p>From 3 am, volunteers guided more than 40,000 devotees through the Vaikunta dwara at the Venkateshwara temple in Vyalikaval.</p>',
      '<ul><li>Drinking water points every 50 metres</li><li>Wheelchairs and a separate line for elders and mothers with infants</li></ul>',
    ],
  },
  {
    slug: 'dhanurmasa-bhajans',
    name: 'Dhanurmasa Early-Morning Bhajans',
    category: MADHAVA,
    status: UPCOMING,
    startInDays: 27,
    days: 30,
    art: { motif: 'bells', mood: 'dawn' },
    descriptions: [
      '<p>Every morning of the month of Dhanurmasa, from 5:30 am, we sing Tiruppavai and Dasara padas at the Jayanagar mandir, followed by hot pongal prasadam.</p>',
      '<p>Everyone is welcome; no registration needed. Bring a shawl, the mornings are cold.</p>',
    ],
  },
  {
    slug: 'sankranti-go-puja',
    name: 'Sankranti Go-Puja and Annadanam',
    category: MADHAVA,
    status: UPCOMING,
    startInDays: 55,
    art: { motif: 'kolam', mood: 'dawn' },
    descriptions: [
      '<p>A traditional go-puja at the goshala in Kanakapura Road, with kichu haayisuvudu by the village youth and lunch for all guests.</p>',
    ],
  },
  {
    slug: 'veerabhadra-shramadana',
    name: 'Shramadana at Sri Veerabhadra Temple, Kanakapura Road',
    category: MADHAVA,
    status: UPCOMING,
    startInDays: 75,
    days: 2,
    art: { motif: 'temple', mood: 'noon' },
    descriptions: [
      '<p>Help us clear vegetation from the 14th-century Veerabhadra temple before the monsoon and record its inscriptions for the restoration plan.</p>',
      '<ul><li>Gloves, tools and lunch provided</li><li>Transport from Jayanagar 4th Block at 6:30 am</li><li>Suitable for volunteers aged 16 and above</li></ul>',
    ],
  },
  {
    slug: 'thursday-sai-bhajans',
    name: 'Thursday Sai Bhajans at the Jayanagar Mandir',
    category: MADHAVA,
    status: RECURRING,
    startInDays: null,
    art: { motif: 'aarti', mood: 'dusk' },
    descriptions: [
      '<p>Every Thursday from 6:30 pm to 7:30 pm: bhajans, a short reading and aarti, followed by prasadam.</p>',
      '<p>New singers and instrumentalists are welcome to join the practice session at 5:30 pm.</p>',
    ],
  },
  {
    slug: 'monthly-temple-annadanam',
    name: 'Monthly Annadanam at Sri Gavi Gangadhareshwara Temple',
    category: MADHAVA,
    status: RECURRING,
    startInDays: null,
    art: { motif: 'annadanam', mood: 'noon' },
    descriptions: [
      '<p>On the first Sunday of every month we serve lunch to devotees and to the flower sellers and workers around the temple.</p>',
      '<p>Sponsor a month in memory of a loved one: <strong>Rs. 25,000</strong> feeds 500 people.</p>',
    ],
  },
  {
    slug: 'ekadashi-parayana',
    name: 'Ekadashi Vishnu Sahasranama Parayana',
    category: MADHAVA,
    status: RECURRING,
    startInDays: -420,
    art: { motif: 'mandala', mood: 'night' },
    descriptions: [
      '<p>On every Ekadashi at 7 am, a group chanting of the Vishnu Sahasranama, open to all.</p>',
    ],
  },

  // ---- Manava Seva ------------------------------------------------------------------------------------------------
  {
    slug: 'childrens-day-bala-nilaya',
    name: "Children's Day at Sai Mayee Bala Nilaya",
    category: MANAVA,
    status: PAST,
    startInDays: -7,
    art: { motif: 'children', mood: 'noon' },
    descriptions: [
      '<p>The 64 children of Bala Nilaya spent the day with volunteers from Whitefield: a treasure hunt, a magic show and a dinner they planned themselves.</p>',
      '<p>Each child received a <strong>new pair of school shoes</strong> and a storybook in Kannada or English.</p>',
    ],
    images: [
      { title: 'Treasure hunt in the Bala Nilaya garden', art: { motif: 'children', mood: 'dawn' } },
      { title: 'Storybooks for every child', art: { motif: 'books', mood: 'noon' } },
    ],
    videos: [{ title: "Children's Day at Bala Nilaya", youtubeId: 'c3NfW8yPz1k' }],
  },
  {
    slug: 'whitefield-eye-camp',
    name: 'Free Eye Screening Camp, Whitefield',
    category: MANAVA,
    status: PAST,
    startInDays: -20,
    art: { motif: 'medical', mood: 'noon' },
    descriptions: [
      '<p>With ophthalmologists from a partner eye hospital, we screened construction workers and their families living near the Whitefield metro works.</p>',
      '<ul><li><strong>412</strong> people screened</li><li>186 pairs of spectacles given free</li><li>23 cataract surgeries scheduled at no cost</li></ul>',
    ],
    images: [
      { title: 'Registration queue at the eye camp', art: { motif: 'medical', mood: 'dawn' } },
      { title: 'Volunteers with elders after screening', art: { motif: 'elders', mood: 'dawn' } },
    ],
  },
  {
    slug: 'jayanagar-blood-drive',
    name: 'Blood Donation Drive, Jayanagar 4th Block',
    category: MANAVA,
    status: PAST,
    startInDays: -45,
    art: { motif: 'blood' },
    descriptions: [
      '<p>Held with a government blood bank, the drive collected <strong>268 units</strong>, most of them from first-time donors from nearby colleges.</p>',
      '<p>Every donor received a certificate and a light breakfast prepared by the Ashraya kitchen.</p>',
    ],
    images: [{ title: 'First-time donors at the Jayanagar drive', art: { motif: 'blood', mood: 'dawn' } }],
    videos: [{ title: 'Why I donate blood: students speak', youtubeId: 'Lp6dJ0vHs4Q' }],
  },
  {
    slug: 'elders-day-lunch',
    name: "Elders' Day Lunch at Sai Mayee Ashraya",
    category: MANAVA,
    status: PAST,
    startInDays: -51,
    art: { motif: 'elders', mood: 'dusk' },
    descriptions: [
      '<p>On the International Day of Older Persons, the residents of Ashraya hosted their own families and neighbours for a lunch of their favourite dishes.</p>',
      '<p>Dr. Shantha Murthy led a short session on staying active with gentle yoga.</p>',
    ],
  },
  {
    slug: 'kodagu-relief-kits',
    name: 'Flood Relief Kits for Families in Kodagu',
    category: MANAVA,
    status: PAST,
    startInDays: -110,
    days: 4,
    art: { motif: 'relief', mood: 'dusk' },
    descriptions: [
      '<p>When heavy rains cut off villages near Madikeri, two trucks carried relief kits packed by 150 volunteers in one night at our Jayanagar hall.</p>',
      '<ul><li>850 kits of rice, dal, oil, blankets and medicines</li><li>Distributed with the help of local panchayats</li></ul>',
    ],
  },
  {
    slug: 'anekal-school-kits',
    name: 'School Kit Distribution in Anekal Government Schools',
    category: MANAVA,
    status: PAST,
    startInDays: -150,
    art: { motif: 'books' },
    descriptions: [
      '<p>Before the new school year, 1,100 children in six government schools received bags, notebooks, geometry boxes and water bottles.</p>',
    ],
  },
  {
    slug: 'hoskote-health-camp',
    name: 'Dental and General Health Camp, Hoskote',
    category: MANAVA,
    status: PAST,
    startInDays: -200,
    art: { motif: 'elders', mood: 'dawn' },
    descriptions: [
      '<p>Doctors and dental students from Bengaluru examined villagers from Hoskote taluk; patients needing follow-up care were referred to partner hospitals.</p>',
      '<p><strong>530</strong> patients seen; free medicines for one month given to 210 of them.</p>',
    ],
  },
  {
    slug: 'summer-reading-camp',
    name: 'Summer Reading Camp for Children',
    category: MANAVA,
    status: PAST,
    startInDays: -180,
    days: 10,
    art: { motif: 'classroom', mood: 'dawn' },
    descriptions: [
      '<p>Ten mornings of stories, reading circles and library visits for children of Bala Nilaya and the neighbourhood.</p>',
      '<p>The camp ended with a play, written and performed by the children, about the life of Sant Kanakadasa.</p>',
    ],
  },
  {
    slug: 'environment-day-planting',
    name: 'World Environment Day Tree Planting',
    category: MANAVA,
    status: PAST,
    startInDays: -169,
    art: { motif: 'sapling', mood: 'dawn' },
    descriptions: [
      '<p>The children of Bala Nilaya and residents of Ashraya planted 120 saplings of neem, honge and jamun along the lake bund in Puttenahalli.</p>',
    ],
  },
  {
    slug: 'kr-market-blanket-drive',
    name: 'Winter Blanket Drive near K.R. Market',
    category: MANAVA,
    status: PAST,
    startInDays: -320,
    art: { motif: 'banyan', mood: 'dusk' },
    descriptions: [
      '<p>Late-night rounds by volunteers gave warm blankets to 700 people sleeping on pavements and at bus stops around K.R. Market and Majestic.</p>',
    ],
  },
  {
    slug: 'elders-eye-camp',
    name: 'Diabetes and Eye Check-up Camp for Elders',
    category: MANAVA,
    status: UPCOMING,
    startInDays: 12,
    art: { motif: 'medical', mood: 'noon' },
    descriptions: [
      '<p>Free blood sugar, blood pressure and eye tests for anyone above 60, at the Ashraya hall in Basavanagudi from 8 am to 1 pm.</p>',
      '<p>Please come with your previous reports and a list of medicines you take.</p>',
    ],
  },
  {
    slug: 'winter-blanket-drive',
    name: 'Winter Blanket Drive',
    category: MANAVA,
    status: UPCOMING,
    startInDays: 30,
    days: 3,
    art: { motif: 'relief', mood: 'dusk' },
    descriptions: [
      '<p>We aim to reach 1,000 people sleeping out in the cold this winter. Donate a new blanket at our Jayanagar office or sponsor one online.</p>',
      '<ul><li>Collection: until two days before the drive</li><li>Night rounds: 10 pm onwards, in teams of four</li></ul>',
    ],
  },
  {
    slug: 'bala-nilaya-sports-day',
    name: 'Annual Sports Day at Bala Nilaya',
    category: MANAVA,
    status: UPCOMING,
    startInDays: 48,
    art: { motif: 'children', mood: 'dawn' },
    descriptions: [
      '<p>Races, kho-kho and a tug of war between children and volunteers. Come and cheer, and stay for lunch.</p>',
    ],
  },
  {
    slug: 'sunday-tuitions',
    name: 'Sunday Tuition Classes at Bala Nilaya',
    category: MANAVA,
    status: RECURRING,
    startInDays: null,
    art: { motif: 'classroom', mood: 'noon' },
    descriptions: [
      '<p>Every Sunday from 10 am to 1 pm, volunteers teach mathematics, science and spoken English to children from class 5 to class 10.</p>',
      '<p>We especially need volunteers who can commit to <strong>one Sunday a month</strong> for a full school year.</p>',
    ],
  },
  {
    slug: 'ashraya-weekly-visits',
    name: 'Weekly Visits to Sai Mayee Ashraya Elders Home',
    category: MANAVA,
    status: RECURRING,
    startInDays: null,
    art: { motif: 'elders', mood: 'dawn' },
    descriptions: [
      '<p>Every Saturday afternoon volunteers read newspapers aloud, play carrom, help with letters and video calls, and simply listen.</p>',
    ],
  },
  {
    slug: 'anna-seva-daily-lunch',
    name: 'Anna Seva: Daily Lunch for Elders Living Alone',
    category: MANAVA,
    status: RECURRING,
    startInDays: -900,
    art: { motif: 'annadanam', mood: 'noon' },
    descriptions: [
      '<p>A hot, home-style lunch delivered every day to 85 elders living alone in Basavanagudi, Hanumanthanagar and Srinagar.</p>',
      '<p>Delivery volunteers on two-wheelers cover fixed routes between 11:30 am and 1 pm.</p>',
    ],
  },
];

/** Gallery images not tied to an event. */
export const DEMO_GALLERY_IMAGES: (DemoImage & { category: Category })[] = [
  {
    title: 'Morning light on the restored gopuram',
    category: MADHAVA,
    art: { motif: 'temple', mood: 'dawn' },
  },
  {
    title: 'Temple bells at the Jayanagar mandir',
    category: MADHAVA,
    art: { motif: 'bells', mood: 'night' },
  },
  { title: 'Lotus pond at the Someshwara temple', category: MADHAVA, art: { motif: 'lotus', mood: 'noon' } },
  { title: 'Evening aarti', category: MADHAVA, art: { motif: 'linga', mood: 'dusk' } },
  {
    title: 'Rangoli by the Basavanagudi ladies group',
    category: MADHAVA,
    art: { motif: 'kolam', mood: 'noon' },
  },
  { title: 'Mandala for Guru Purnima', category: MADHAVA, art: { motif: 'mandala', mood: 'dusk' } },
  { title: 'Lamps for Deepavali', category: MADHAVA, art: { motif: 'diyas', mood: 'dusk' } },
  { title: 'Gopuram at dusk, Hesaraghatta', category: MADHAVA, art: { motif: 'temple', mood: 'dusk' } },
  { title: 'Prasadam on banana leaves', category: MADHAVA, art: { motif: 'annadanam', mood: 'dusk' } },
  { title: 'Flowers for the Thursday bhajan', category: MADHAVA, art: { motif: 'lotus', mood: 'dawn' } },
  { title: 'Prayers for our soldiers', category: MADHAVA, art: { motif: 'sainik', mood: 'dusk' } },
  { title: 'Brass bells cleaned for Navaratri', category: MADHAVA, art: { motif: 'bells', mood: 'dusk' } },
  { title: 'Playtime at Bala Nilaya', category: MANAVA, art: { motif: 'children', mood: 'noon' } },
  { title: 'Afternoon walk at Ashraya', category: MANAVA, art: { motif: 'elders', mood: 'dusk' } },
  { title: 'Health camp tent in Hoskote', category: MANAVA, art: { motif: 'medical', mood: 'noon' } },
  { title: 'New notebooks for the school year', category: MANAVA, art: { motif: 'classroom', mood: 'dawn' } },
  { title: 'Donors at the blood bank', category: MANAVA, art: { motif: 'blood', mood: 'noon' } },
  { title: 'Relief kits on their way to Kodagu', category: MANAVA, art: { motif: 'relief', mood: 'dusk' } },
  { title: 'Under the old banyan at Ashraya', category: MANAVA, art: { motif: 'banyan', mood: 'dusk' } },
  {
    title: 'Lunch boxes for the Anna Seva route',
    category: MANAVA,
    art: { motif: 'annadanam', mood: 'night' },
  },
];

/** Gallery videos not tied to an event. */
export const DEMO_GALLERY_VIDEOS: (DemoVideo & { category: Category })[] = [
  { title: 'Thursday bhajans at the Jayanagar mandir', category: MADHAVA, youtubeId: 'k2JdR7tUq0M' },
  { title: 'Restoring a Hoysala-era temple: before and after', category: MADHAVA, youtubeId: 'Wn5zC1aYe8g' },
  { title: 'Vishnu Sahasranama parayana', category: MADHAVA, youtubeId: 'Ft8mQ4xLb3s' },
  { title: 'How we cook for 5,000 devotees', category: MADHAVA, youtubeId: 'tR1vN6pHk9c' },
  { title: 'A day at Sai Mayee Bala Nilaya', category: MANAVA, youtubeId: 'Yx4gB2nKw7o' },
  { title: 'Stories from Ashraya: Lakshmamma at 92', category: MANAVA, youtubeId: 'pD0sM9eJr5u' },
  { title: 'Inside the Hoskote health camp', category: MANAVA, youtubeId: 'Ge7hT3qZc1v' },
  { title: 'Kodagu flood relief: packing night', category: MANAVA, youtubeId: 'nA6kW0yFx8j' },
  { title: 'Sunday tuitions: meet the teachers', category: MANAVA, youtubeId: 'Zs9pE4rLm2d' },
];

export const DEMO_BANNERS: { quote: string; art: Art }[] = [
  {
    quote: 'Manava seva is Madhava seva: in serving people, we serve God.',
    art: { motif: 'temple', mood: 'dusk' },
  },
  { quote: 'Hands that serve are holier than lips that pray.', art: { motif: 'children', mood: 'dawn' } },
  { quote: 'A lamp lit for another lights our own path too.', art: { motif: 'diyas', mood: 'night' } },
  { quote: 'Love all, serve all. Help ever, hurt never.', art: { motif: 'elders', mood: 'dawn' } },
];

export const DEMO_COUNTERS: { title: string; counter: number }[] = [
  { title: 'Meals served', counter: 125000 },
  { title: 'Children in our care', counter: 64 },
  { title: 'Elders supported', counter: 140 },
  { title: 'Temples restored', counter: 12 },
];

export const DEMO_BANNER_VIDEO = {
  title: 'A year of seva in four minutes',
  youtubeId: 'Vd3rK8sJq6n',
  art: { motif: 'temple', mood: 'dawn' } satisfies Art,
};

export const DEMO_POPUP = {
  title: 'Sainik Seva: stand with our Army families',
  link: '/army2024',
  art: { motif: 'sainik', mood: 'dawn', caption: 'Sainik Seva · join us' } satisfies Art,
};

export const DEMO_CROSSWORD_THEMES = [
  'Festivals of Karnataka',
  'Temples of Bengaluru',
  'Saints and poets',
  'Words of kindness',
  'Rivers of India',
  'The Ramayana',
  'Dasara padas',
  'Trees and gardens',
  'Music and ragas',
  'Sankranti special',
  'Heroes of the armed forces',
  'Healthy living',
] as const;

export type DemoPdf = {
  title: string;
  subtitle: string;
  sections: { heading: string; paragraphs: string[] }[];
};

export type DemoLiterature =
  | { kind: 'pdf'; slug: string; title: string; trust: TrustId; pdf: DemoPdf }
  | { kind: 'shop'; slug: string; title: string; byline: string; url: string };

export const DEMO_LITERATURE: DemoLiterature[] = [
  {
    kind: 'pdf',
    slug: 'thursday-bhajan-book',
    title: 'Thursday Bhajan Book',
    trust: 2,
    pdf: {
      title: 'Thursday Bhajan Book',
      subtitle: 'Bhajans sung at the Jayanagar mandir, with meanings',
      sections: [
        {
          heading: 'How to use this book',
          paragraphs: [
            'Each bhajan is given in simple transliteration with a short meaning. The lead singer sings a line and the group repeats it. Keep the tempo gentle in the first round and let it rise in the second.',
          ],
        },
        {
          heading: 'Opening prayer',
          paragraphs: [
            'Om Sri Sai Ram. We begin with three chants of Omkara and a prayer to Ganesha, remover of obstacles, that our singing may be an offering and not a performance.',
          ],
        },
        {
          heading: 'Closing',
          paragraphs: [
            'After the aarti, sit in silence for a minute before receiving prasadam. Please return the books to the shelf by the door.',
          ],
        },
      ],
    },
  },
  {
    kind: 'pdf',
    slug: 'volunteer-handbook',
    title: 'Volunteer Handbook',
    trust: 1,
    pdf: {
      title: 'Volunteer Handbook',
      subtitle: 'Sai Mayee Trust and Sai Meru Mathi Trust, Bengaluru',
      sections: [
        {
          heading: 'Welcome',
          paragraphs: [
            'Thank you for giving your time. Our work rests on more than two hundred volunteers: students, homemakers, retired teachers, engineers and doctors from every corner of the city.',
          ],
        },
        {
          heading: 'With children and elders',
          paragraphs: [
            'Never be alone with a child; always work in pairs. Do not take or share photographs of children or residents without permission from the home coordinator.',
            'Speak to elders with patience, and let them finish their stories. Often, listening is the seva.',
          ],
        },
        {
          heading: 'At temples and festivals',
          paragraphs: [
            'Follow the instructions of the temple committee. Wear the volunteer badge, keep your phone on silent, and make sure elders, children and people with disabilities are helped first.',
          ],
        },
      ],
    },
  },
  {
    kind: 'pdf',
    slug: 'temple-restoration-guide',
    title: 'Caring for Old Temples',
    trust: 2,
    pdf: {
      title: 'Caring for Old Temples',
      subtitle: 'A field guide for Sai Meru Mathi Trust volunteers',
      sections: [
        {
          heading: 'First, do no harm',
          paragraphs: [
            'Old temples were built with lime mortar and stone. Cement, enamel paint and sandblasting damage them. Before cleaning anything, photograph it, and ask the site lead.',
          ],
        },
        {
          heading: 'Recording inscriptions',
          paragraphs: [
            'Photograph inscriptions in raking light, early morning or late afternoon. Note the wall, the course of stone and the direction. Never apply chalk or paint to make letters readable.',
          ],
        },
      ],
    },
  },
  {
    kind: 'shop',
    slug: 'shri-sai-satcharitra',
    title: 'Shri Sai Satcharitra',
    byline: 'Govind R. Dabholkar',
    url: 'https://www.sapnaonline.com/search?keyword=shri%20sai%20satcharitra',
  },
  {
    kind: 'shop',
    slug: 'bhagavad-gita-for-young-readers',
    title: 'The Bhagavad Gita for Young Readers',
    byline: 'Illustrated edition',
    url: 'https://www.amazon.in/s?k=bhagavad+gita+for+children',
  },
  {
    kind: 'shop',
    slug: 'dasa-sahitya',
    title: 'Songs of the Haridasas',
    byline: 'Purandara Dasa and Kanaka Dasa',
    url: 'https://www.sapnaonline.com/search?keyword=purandara%20dasa',
  },
];

export type DemoMedia = { title: string } & ({ type: 1; art: Art } | { type: 2; youtubeId: string });

export const DEMO_MEDIA: DemoMedia[] = [
  {
    title: 'City pages: ten thousand lamps at Chamarajpet',
    type: 1,
    art: { motif: 'diyas', mood: 'night', caption: 'Ten thousand lamps for Karthika' },
  },
  {
    title: 'Bala Nilaya children lead tree planting drive',
    type: 1,
    art: { motif: 'banyan', mood: 'dawn', caption: 'Children plant 120 saplings' },
  },
  {
    title: 'Volunteers restore a forgotten kalyani',
    type: 1,
    art: { motif: 'lotus', mood: 'dawn', caption: 'A temple tank breathes again' },
  },
  {
    title: 'Eye camp for metro construction workers',
    type: 1,
    art: { motif: 'medical', caption: '412 screened in Whitefield' },
  },
  { title: 'Community radio: the Anna Seva volunteers', type: 2, youtubeId: 'Rk5tY1uPa3x' },
  { title: 'Television feature: temple restoration near Hesaraghatta', type: 2, youtubeId: 'Mh2wQ7cNs0b' },
  { title: 'Panel talk: caring for elders in the city', type: 2, youtubeId: 'Ej8uZ3dKv6t' },
];

export type DemoTestimonial = { kind: 1 | 2; testimonial: string; author: string; role: string };

export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    kind: 1,
    testimonial:
      'I came for one Sunday of tuitions three years ago. Now the children tell me when I have got a sum wrong, and that is the best feeling in the world.',
    author: 'Ananya Rao',
    role: 'Volunteer teacher, Sunday tuitions',
  },
  {
    kind: 1,
    testimonial:
      'After my husband passed away, the Ashraya family became my family. The volunteers remember my birthday better than my own grandchildren.',
    author: 'Lakshmamma',
    role: 'Resident, Sai Mayee Ashraya',
  },
  {
    kind: 1,
    testimonial:
      'Working beside the shilpis on the Someshwara gopuram taught me more about patience than twenty years in software.',
    author: 'Suresh Gowda',
    role: 'Restoration volunteer, Sai Meru Mathi Trust',
  },
  {
    kind: 1,
    testimonial:
      'Our company sends a team to the blood drive every year. The organisation is so careful that first-time donors feel completely safe.',
    author: 'Farzana Begum',
    role: 'HR lead and corporate volunteer, Whitefield',
  },
  {
    kind: 1,
    testimonial:
      'I grew up at Bala Nilaya. Today I am a nurse, and I come back every month to help at the health camps.',
    author: 'Kavitha N.',
    role: 'Bala Nilaya alumna',
  },
  {
    kind: 1,
    testimonial:
      'On Vaikunta Ekadashi my mother could not stand in the queue. A young volunteer pushed her wheelchair all the way to the sanctum. We will never forget it.',
    author: "Joseph D'Souza",
    role: 'Visitor, Vyalikaval',
  },
  {
    kind: 1,
    testimonial:
      'The Anna Seva lunch arrives at 12:15 every day, hot and on time. For an old man living alone, that knock on the door means a great deal.',
    author: 'R. Venkatesh Iyengar',
    role: 'Anna Seva beneficiary, Hanumanthanagar',
  },
  {
    kind: 2,
    testimonial: 'https://www.youtube.com/embed/Tg4nB8wLs2q',
    author: 'Meenakshi Sundaram',
    role: 'Volunteer, Ashraya',
  },
  {
    kind: 2,
    testimonial: 'https://www.youtube.com/embed/Ux7cH1kRd9p',
    author: 'Rahul Menon',
    role: 'Kitchen volunteer, annadanam',
  },
  {
    kind: 2,
    testimonial: 'https://www.youtube.com/embed/Jq0fV5mXa4e',
    author: 'Deepa Shetty',
    role: 'Parent, Sunday tuitions',
  },
  {
    kind: 2,
    testimonial: 'https://www.youtube.com/embed/Bw3sL6yTn8h',
    author: 'Col. Prakash Kulkarni (retd.)',
    role: 'Guest, Sainik Seva',
  },
];

export const youtubeEmbed = (id: string) => `https://www.youtube.com/embed/${id}`;

export type DemoLeader = { name: string; role: string; description: string; team: LeaderTeam };

/**
 * The Leadership page's people, in the page's order (the seed numbers their sort_order from the top); no portraits,
 * so the page draws their initials until the trust uploads photographs.
 */
export const DEMO_LEADERS: DemoLeader[] = [
  {
    team: 'founder',
    name: 'Sri Raghavendra Rao',
    role: 'Founder',
    description:
      'Began the Sunday meal for a Jayanagar shelter in 2004 that grew into both trusts; still cooks on festival days.',
  },
  {
    team: 'mayee',
    name: 'Dr. Lakshmi Narayan',
    role: `Chairperson, ${TRUSTS[1].name}`,
    description: 'A retired paediatrician who oversees the children’s home and the free medical camps.',
  },
  {
    team: 'mayee',
    name: 'Suresh Kumar',
    role: `Secretary, ${TRUSTS[1].name}`,
    description:
      'Looks after admissions, schooling and the scholarship programme for every child in our care.',
  },
  {
    team: 'mayee',
    name: 'Anitha Prakash',
    role: `Treasurer, ${TRUSTS[1].name}`,
    description: 'A chartered accountant who keeps the trust’s books, receipts and annual audit in order.',
  },
  {
    team: 'mayee',
    name: 'Gopal Krishnamurthy',
    role: `Trustee, ${TRUSTS[1].name}`,
    description: 'Leads the elder-care visits and the home-delivered meals for senior citizens.',
  },
  {
    team: 'merumathi',
    name: 'Smt. Kamala Venkatesh',
    role: `Chairperson, ${TRUSTS[2].name}`,
    description: 'Has guided the restoration of eleven temples with traditional masons and sculptors.',
  },
  {
    team: 'merumathi',
    name: 'Pandit Srinivasa Sharma',
    role: `Secretary, ${TRUSTS[2].name}`,
    description: 'A temple priest who revives lapsed rituals and trains young priests in the agamas.',
  },
  {
    team: 'merumathi',
    name: 'Ramesh Hegde',
    role: `Treasurer, ${TRUSTS[2].name}`,
    description: 'Manages restoration budgets and makes sure every rupee reaches the work it was given for.',
  },
  {
    team: 'merumathi',
    name: 'Vidya Subramanian',
    role: `Trustee, ${TRUSTS[2].name}`,
    description: 'An architect who documents each temple before restoration and plans the work.',
  },
  {
    team: 'coordinator',
    name: 'Arjun Reddy',
    role: 'Events Coordinator',
    description: 'Plans festivals, annadanam and camps, and makes sure every volunteer knows where to be.',
  },
  {
    team: 'coordinator',
    name: 'Meera Iyer',
    role: 'Volunteer Coordinator',
    description: 'Welcomes new volunteers and matches each one with the seva that suits their skills.',
  },
  {
    team: 'coordinator',
    name: 'Kavya Shetty',
    role: 'Education Coordinator',
    description: 'Runs evening tuition, the library and the mentoring circle for our children.',
  },
  {
    team: 'coordinator',
    name: 'Dr. Prasanna Kulkarni',
    role: 'Health Coordinator',
    description: 'Organises medical and eye camps and the regular check-ups of children and elders.',
  },
  {
    team: 'coordinator',
    name: 'Mahesh Bhat',
    role: 'Temple Works Coordinator',
    description: 'Supervises masons and artisans on site and keeps restoration on schedule.',
  },
  {
    team: 'coordinator',
    name: 'Deepa Menon',
    role: 'Outreach & Media Coordinator',
    description: 'Tells our story online and in print, and looks after the newsletter and blog.',
  },
];
