/**
 * Home-page content, blog, coupons and accounts of the demo shop, as plain data for the seeder.
 * Image fields are keys or indexes into the `DemoImageSet` that `demo-images.ts` returns; `art` lists
 * the objects drawn on each picture, so adding an entry here is enough to get its image.
 * Money is integer cents; dates are durations from the seeding moment so the demo never looks stale.
 */
import {
  type DemoProduct,
  demoSellerEmail,
  demoSellers,
  type ProductKind,
  smartWatchPromoLink,
  smartWatchPromoSlug,
} from './demo-catalogue.ts';

export interface DemoSlider {
  badge: string;
  titleOne: string;
  /** Spelled as the specification's client spells it. */
  titleTWo: string;
  productLink: string;
  serial: number;
  /** Index into `DemoImageSet.sliderImages`. */
  imageIndex: number;
  art: readonly ProductKind[];
}

export const demoSliders: readonly DemoSlider[] = [
  {
    badge: 'New season sound',
    titleOne: 'Hear every detail',
    titleTWo: 'Headphones & speakers from $39',
    productLink: '/products?category=+electronics',
    serial: 1,
    imageIndex: 0,
    art: ['headphones', 'watch', 'radio'],
  },
  {
    badge: 'Up to 40% off',
    titleOne: 'Step into spring',
    titleTWo: 'Fresh shoes, bags and wardrobe staples',
    productLink: '/products?category=+shoes',
    serial: 2,
    imageIndex: 1,
    art: ['running-shoe', 'handbag', 'sunglasses'],
  },
  {
    badge: 'Home edit',
    titleOne: 'Make it cosy',
    titleTWo: 'Lighting, chairs and plants for every room',
    productLink: '/products?category=+home-living',
    serial: 3,
    imageIndex: 2,
    art: ['chair', 'plant', 'lamp'],
  },
];

export type DemoAdName =
  | 'Slider Banner One'
  | 'Slider Banner Two'
  | 'Homepage Single Banner One'
  | 'Homepage Single Banner Two';

export interface DemoAdvertisement {
  adName: DemoAdName;
  title: string;
  title_one: string;
  title_two: string;
  badge: string;
  category_link: string;
  /** Key into `DemoImageSet.adImages`. */
  imageKey: string;
  art: readonly ProductKind[];
}

/** The four names the home page asks for (docs/api.md §2). Slider banners sit beside the hero; single banners run full width. */
export const demoAdvertisements: readonly DemoAdvertisement[] = [
  {
    adName: 'Slider Banner One',
    title: 'Smart watches',
    title_one: 'Track every step',
    title_two: 'From $79',
    badge: 'Trending',
    category_link: smartWatchPromoLink,
    imageKey: 'slider-banner-one',
    art: ['watch'],
  },
  {
    adName: 'Slider Banner Two',
    title: 'Game night',
    title_one: 'Controllers & board games',
    title_two: 'Save up to 30%',
    badge: 'Hot deal',
    category_link: '/products?category=+toys-games',
    imageKey: 'slider-banner-two',
    art: ['game-controller', 'dice'],
  },
  {
    adName: 'Homepage Single Banner One',
    title: 'Laptops for work and play',
    title_one: 'Light, fast and ready all day',
    title_two: 'Free delivery on orders over $50',
    badge: 'Back to school',
    category_link: '/products?category=+computers',
    imageKey: 'homepage-single-banner-one',
    art: ['laptop', 'mouse', 'keyboard'],
  },
  {
    adName: 'Homepage Single Banner Two',
    title: 'Freshly roasted, delivered',
    title_one: 'Coffee, tea and treats from small producers',
    title_two: 'Use code WELCOME10 for 10% off',
    badge: 'Pantry',
    category_link: '/products?category=+grocery',
    imageKey: 'homepage-single-banner-two',
    art: ['coffee', 'chocolate', 'honey'],
  },
];

export const demoPopularCategorySlugs: readonly string[] = [
  'electronics',
  'phones-tablets',
  'fashion',
  'shoes',
  'home-living',
  'watches-accessories',
];

export const demoFeaturedCategorySlugs: readonly string[] = [
  'computers',
  'beauty-health',
  'sports-outdoors',
  'toys-games',
  'grocery',
];

export interface DemoMegaMenuEntry {
  catSlug: string;
  subCatSlugs: readonly string[];
}

/** "Trending" mega menu: four columns, each a category with its sub-categories. */
export const demoMegaMenu: readonly DemoMegaMenuEntry[] = [
  {
    catSlug: 'electronics',
    subCatSlugs: ['wireless-headphones', 'speakers-radios', 'televisions', 'cameras', 'microphones'],
  },
  { catSlug: 'fashion', subCatSlugs: ['t-shirts', 'dresses', 'jeans', 'jackets-coats', 'caps-hats'] },
  { catSlug: 'home-living', subCatSlugs: ['chairs', 'sofas', 'lighting', 'indoor-plants', 'cookware'] },
  {
    catSlug: 'watches-accessories',
    subCatSlugs: [smartWatchPromoSlug, 'classic-watches', 'sunglasses', 'handbags', 'backpacks'],
  },
];

/** The mega menu's promo tile (product rules §2, navigation bar). */
export const demoMegaMenuPromo = {
  title: 'Smart Watch',
  subtitle: 'Fitness, sleep and payments on your wrist',
  link: smartWatchPromoLink,
  /** Key into `DemoImageSet.adImages`. */
  imageKey: 'mega-menu-smart-watch',
  art: ['watch'] as const satisfies readonly ProductKind[],
} as const;

export interface DemoFlashSale {
  name: string;
  title: string;
  offer: string;
  /** The seeder sets the end time to now + this many days, so the home countdown is always running. */
  durationDays: number;
  itemCount: number;
  /** Taken off the price a shopper would otherwise pay (the offer price when there is one). */
  discountPercent: number;
  /** Images: `DemoImageSet.flashSaleImages.home` and `.flash`. */
  art: readonly ProductKind[];
}

export const demoFlashSale: DemoFlashSale = {
  name: 'Summer Flash Sale',
  title: 'Flash Sale',
  offer: 'Extra 25% off 12 hand-picked deals',
  durationDays: 7,
  itemCount: 12,
  discountPercent: 25,
  art: ['headphones', 'running-shoe', 'watch'],
};

export interface DemoFlashSaleItem {
  productSlug: string;
  salePriceCents: number;
}

/**
 * Picks the flash-sale items from generated products: visible, in stock, one per sub-category so the
 * strip looks varied. The sale price is `discountPercent` below what the shopper would pay today, so it
 * is always lower than both the price and the offer price.
 */
export function selectFlashSaleItems(
  products: Iterable<DemoProduct>,
  count = demoFlashSale.itemCount,
  discountPercent = demoFlashSale.discountPercent,
): DemoFlashSaleItem[] {
  const items: DemoFlashSaleItem[] = [];
  const seen = new Set<string>();
  for (const p of products) {
    if (items.length >= count) break;
    if (p.status !== 'active' || p.approvalStatus !== 'approved' || p.stock === 0) continue;
    if (seen.has(p.subCatSlug)) continue;
    seen.add(p.subCatSlug);
    const current = p.offerPriceCents ?? p.priceCents;
    const sale = current - Math.round((current * discountPercent) / 100);
    if (sale < 1 || sale >= current) continue;
    items.push({ productSlug: p.slug, salePriceCents: sale });
  }
  return items;
}

export interface DemoBlogCategory {
  name: string;
  slug: string;
}

export const demoBlogCategories: readonly DemoBlogCategory[] = [
  { name: 'Buying Guides', slug: 'buying-guides' },
  { name: 'Care & Repair', slug: 'care-repair' },
  { name: 'Home Ideas', slug: 'home-ideas' },
  { name: 'Smart Shopping', slug: 'smart-shopping' },
];

export interface DemoBlog {
  title: string;
  slug: string;
  description: string;
  /** Safe HTML: only p, h3, ul, li and strong. */
  long_description: string;
  category_slug: string;
  seo_title: string;
  seo_description: string;
  postBy: string;
  /** Published this many days before seeding. */
  daysAgo: number;
  /** Index into `DemoImageSet.blogImages`. */
  imageIndex: number;
  art: readonly ProductKind[];
}

export const demoBlogs: readonly DemoBlog[] = [
  {
    title: 'How to choose wireless headphones you will actually wear',
    slug: 'how-to-choose-wireless-headphones',
    description:
      'Noise cancelling, battery life and fit: what matters, what is marketing, and how to test in five minutes.',
    long_description: [
      '<p>Most headphones sound good in a quiet shop. The ones you keep are the ones that still feel good after a three-hour flight, so start with <strong>comfort</strong>, not the spec sheet.</p>',
      '<h3>Fit first</h3>',
      '<p>Over-ear cushions should surround your ears without pressing on them. If you wear glasses, look for soft memory foam and a headband that spreads the weight. In-ear buds need a tip that seals: most pairs come with three sizes, and the middle one is wrong for about half of us.</p>',
      '<h3>Noise cancelling is worth it if you commute</h3>',
      '<p>Active noise cancelling removes the low rumble of trains, planes and air conditioning, which lets you listen at a lower, safer volume. If you mainly listen at home, a good passive pair will sound just as clean and costs less.</p>',
      '<h3>Read the battery claim carefully</h3>',
      '<p>Manufacturers quote battery life with noise cancelling switched off and the volume at half. Knock about a quarter off the headline number for real use. A fast-charge feature, where ten minutes on the cable gives several hours, matters more than an extra ten hours you will never reach.</p>',
      '<ul><li>Multipoint pairing lets one pair follow you from laptop to phone.</li><li>A physical mute or play button beats a fiddly touch panel in winter gloves.</li><li>Check that replacement ear cushions are sold separately.</li></ul>',
      '<p>Finally, keep the box for a few days. Our sellers accept returns within 30 days, so wear them on a real commute before you decide.</p>',
    ].join(''),
    category_slug: 'buying-guides',
    seo_title: 'How to choose wireless headphones: fit, ANC and battery',
    seo_description:
      'A practical guide to buying wireless headphones: comfort, noise cancelling, real battery life and the features worth paying for.',
    postBy: 'Maya Lindqvist',
    daysAgo: 3,
    imageIndex: 0,
    art: ['headphones'],
  },
  {
    title: 'Finding running shoes that fit: a five-step checklist',
    slug: 'running-shoes-fit-checklist',
    description:
      'Forget the colourway. Shop in the afternoon, leave a thumb of space and match the shoe to the surface.',
    long_description: [
      '<p>The right running shoe is the one that disappears on your foot. Brand loyalty, colour and even cushioning numbers matter far less than fit, so use this checklist before you order.</p>',
      '<h3>1. Measure late in the day</h3>',
      '<p>Feet swell during the day and during a run. Measure in the afternoon, wearing the socks you run in, and use the larger foot.</p>',
      '<h3>2. Leave a thumb of space</h3>',
      '<p>You want roughly a thumb’s width between your longest toe and the end of the shoe. Too little and your toenails will complain on downhills; too much and your foot slides.</p>',
      '<h3>3. Match the shoe to the surface</h3>',
      '<p>Road shoes have smoother soles and more cushioning. Trail shoes add deep lugs and a tougher upper for mud and rocks. If you mix both, a light trail shoe handles pavements well enough.</p>',
      '<h3>4. Think about drop and cushioning</h3>',
      '<p>The heel-to-toe drop changes how your calves and Achilles work. If your current shoes feel fine, buy something with a similar drop, and change gradually if you want to experiment.</p>',
      '<h3>5. Test indoors first</h3>',
      '<p>Run up and down the stairs at home before you head outside, because clean soles make returns easy. Most runners replace shoes every 500 to 800 kilometres, so note the date you start.</p>',
    ].join(''),
    category_slug: 'buying-guides',
    seo_title: 'Running shoe fit checklist: five steps before you buy',
    seo_description:
      'How to choose running shoes that fit: measuring, toe space, road versus trail, heel drop and testing at home.',
    postBy: 'Jamal Rivers',
    daysAgo: 9,
    imageIndex: 1,
    art: ['running-shoe'],
  },
  {
    title: 'Leather care in ten minutes a month',
    slug: 'leather-care-ten-minutes',
    description: 'A simple routine that keeps bags, boots and watch straps supple for years.',
    long_description: [
      '<p>Good leather gets better with age, but only if it does not dry out. The good news is that care takes minutes, not hours, and you need only three things: a soft brush, a damp cloth and a conditioner that suits your leather.</p>',
      '<h3>Clean before you condition</h3>',
      '<p>Brush off dust and grit first, paying attention to seams where dirt collects. Then wipe with a barely damp cloth. Conditioning over dirt simply rubs it into the grain.</p>',
      '<h3>Condition sparingly</h3>',
      '<p>Apply a pea-sized amount of conditioner with a cloth in small circles, let it soak in for twenty minutes and buff off the rest. Once every month or two is plenty for bags; boots worn in wet weather may need it more often.</p>',
      '<h3>Dry slowly</h3>',
      '<p>If your boots or bag get soaked, stuff them with newspaper and let them dry at room temperature. Radiators and hair dryers make leather crack.</p>',
      '<ul><li>Store bags stuffed and upright, in a cotton dust bag rather than plastic.</li><li>Rotate shoes so each pair rests for a day.</li><li>Test any new product on a hidden spot first.</li></ul>',
      '<p>Suede and nubuck are different: skip the conditioner and use a suede brush and a protective spray instead.</p>',
    ].join(''),
    category_slug: 'care-repair',
    seo_title: 'Leather care routine for bags, boots and straps',
    seo_description:
      'Clean, condition and dry leather the right way with a ten-minute monthly routine that keeps bags and boots supple.',
    postBy: 'Sofia Marchetti',
    daysAgo: 16,
    imageIndex: 2,
    art: ['handbag', 'boot'],
  },
  {
    title: 'Smart watch buying guide: the features that matter',
    slug: 'smart-watch-buying-guide',
    description: 'Battery life, sensors, compatibility and comfort, ranked by how much they change your day.',
    long_description: [
      '<p>A smart watch is the rare gadget you wear for sixteen hours a day, so small annoyances become big ones. Rank the features by how often you will notice them.</p>',
      '<h3>Compatibility comes first</h3>',
      '<p>Check that the watch works fully with your phone. Some models only show notifications on one platform, or lose features such as replies and payments.</p>',
      '<h3>Battery life shapes everything</h3>',
      '<p>A watch that lasts a day needs charging every night, which rules out sleep tracking unless you charge it in the morning. Models that last a week are less flashy but easier to live with. Always-on displays and GPS workouts drain the battery fastest.</p>',
      '<h3>Sensors: be realistic</h3>',
      '<p>Heart-rate and step counts are reliable on most watches. Blood-oxygen and stress scores are useful for spotting trends, not for diagnosis. If you run or cycle, built-in GPS lets you leave the phone at home.</p>',
      '<h3>Comfort and size</h3>',
      '<p>Pick the smaller case if you have slim wrists or plan to sleep in it. A quick-release strap lets you swap a sports band for leather in seconds.</p>',
      '<p>Our smart watch range lists battery life, water resistance and compatibility on every product page, so you can compare them side by side.</p>',
    ].join(''),
    category_slug: 'buying-guides',
    seo_title: 'Smart watch buying guide: battery, sensors and fit',
    seo_description:
      'Which smart watch features matter day to day: phone compatibility, battery life, sensors, GPS and comfort.',
    postBy: 'Daniel Okafor',
    daysAgo: 24,
    imageIndex: 3,
    art: ['watch', 'phone'],
  },
  {
    title: 'Five ways to make a small living room feel bigger',
    slug: 'small-living-room-ideas',
    description:
      'Light, legs and a little discipline: easy changes that add space without knocking down walls.',
    long_description: [
      '<p>You cannot add square metres, but you can change how a room feels. These five ideas cost little and work in rented homes too.</p>',
      '<h3>1. Layer your lighting</h3>',
      '<p>One bright ceiling light flattens a room. Add a floor lamp in a dark corner and a small lamp at eye level, and the walls seem to move back. Warm white bulbs around 2,700 K feel cosy rather than clinical.</p>',
      '<h3>2. Choose furniture on legs</h3>',
      '<p>Sofas and chairs that show some floor underneath make the room look airier than pieces that sit heavily on the ground.</p>',
      '<h3>3. Go big on one thing</h3>',
      '<p>A single large rug or piece of art looks calmer than many small ones. Clutter, not size, is what makes a room feel cramped.</p>',
      '<h3>4. Use mirrors and plants</h3>',
      '<p>A mirror opposite a window doubles the daylight. A tall plant draws the eye upwards and softens corners.</p>',
      '<h3>5. Hide the everyday mess</h3>',
      '<p>Baskets, lidded boxes and a console with doors give chargers, remotes and post a home. Ten minutes of tidying each evening does the rest.</p>',
    ].join(''),
    category_slug: 'home-ideas',
    seo_title: 'Small living room ideas that make space feel bigger',
    seo_description:
      'Five easy ways to make a small living room feel bigger: layered lighting, furniture on legs, mirrors, plants and storage.',
    postBy: 'Elena Novak',
    daysAgo: 33,
    imageIndex: 4,
    art: ['sofa', 'plant', 'lamp'],
  },
  {
    title: 'How to spot a genuinely good deal in a flash sale',
    slug: 'spot-a-good-flash-sale-deal',
    description:
      'Countdown timers are designed to rush you. Here is how to slow down and still grab the bargain.',
    long_description: [
      '<p>Flash sales are fun, and the discounts can be real. They are also designed to make you decide quickly. A short routine helps you buy what you want at a good price, and skip the rest.</p>',
      '<h3>Make a list before the sale starts</h3>',
      '<p>Add the things you already need to your wishlist a week ahead. When the sale opens, you can see at a glance which ones dropped in price, instead of browsing everything.</p>',
      '<h3>Compare the price, not the percentage</h3>',
      '<p>Forty per cent off an inflated price is not a bargain. Check what the item cost last month and what similar products cost today. A smaller discount on a better product is often the smarter buy.</p>',
      '<h3>Read the small print</h3>',
      '<ul><li>Does a coupon stack with the sale price, or replace it?</li><li>Is delivery included, and how long will it take?</li><li>Can you return the item within 30 days like any other order?</li></ul>',
      '<h3>Set a budget and stop</h3>',
      '<p>Decide how much you want to spend and close the tab when you reach it. The best deal is the one you are still happy with a month later.</p>',
    ].join(''),
    category_slug: 'smart-shopping',
    seo_title: 'How to spot a good deal in a flash sale',
    seo_description:
      'Shop flash sales calmly: plan with a wishlist, compare real prices, read the small print on coupons and returns, and stick to a budget.',
    postBy: 'Grace Whitfield',
    daysAgo: 41,
    imageIndex: 5,
    art: ['dice', 'chocolate'],
  },
  {
    title: 'A simple skincare routine in three steps',
    slug: 'simple-skincare-routine',
    description:
      'Cleanse, moisturise, protect: a routine that works for most skin types without a shelf of products.',
    long_description: [
      '<p>Skincare does not need ten steps. For most people, three products used consistently beat a crowded bathroom shelf used now and then.</p>',
      '<h3>1. Cleanse gently</h3>',
      '<p>Use a mild, fragrance-free cleanser in the evening to remove sunscreen and the day’s grime. In the morning, plain water is often enough. If your skin feels tight afterwards, your cleanser is too harsh.</p>',
      '<h3>2. Moisturise</h3>',
      '<p>Look for ingredients that support the skin barrier, such as ceramides, glycerin and hyaluronic acid. Lighter lotions suit oily skin; richer creams help dry skin in winter. Apply to slightly damp skin to lock in water.</p>',
      '<h3>3. Protect every morning</h3>',
      '<p>Sunscreen with SPF 30 or higher is the single most effective anti-ageing product there is. Use it every day, even when it is cloudy, and reapply if you spend time outdoors.</p>',
      '<h3>Adding more, slowly</h3>',
      '<p>Once the basics are a habit, you can add one active ingredient at a time, such as vitamin C in the morning. Give each new product four weeks before judging it, and patch-test on your inner arm first.</p>',
    ].join(''),
    category_slug: 'buying-guides',
    seo_title: 'A simple three-step skincare routine',
    seo_description:
      'Cleanse, moisturise and protect: a simple skincare routine with tips on ingredients, sunscreen and adding new products safely.',
    postBy: 'Priya Raman',
    daysAgo: 52,
    imageIndex: 6,
    art: ['lotion', 'lipstick'],
  },
];

export interface DemoCustomer {
  fullName: string;
  displayName: string;
  email: string;
  phone: string;
  /** Index into `DemoImageSet.avatars`. */
  avatarIndex: number;
  address: { country: string; state: string; city: string; postalCode: string; address: string };
}

function customer(
  fullName: string,
  phone: string,
  avatarIndex: number,
  city: string,
  state: string,
  postalCode: string,
  address: string,
): DemoCustomer {
  const [first = fullName, last = ''] = fullName.toLowerCase().split(' ');
  return {
    fullName,
    displayName: fullName.split(' ')[0] ?? fullName,
    // Local parts keep to plain letters: "O’Connor" must not put a curly apostrophe in an address.
    email: `${first}.${last.replace(/[^a-z]/g, '')}@demo.shop`,
    phone,
    avatarIndex,
    address: { country: 'United States', state, city, postalCode, address },
  };
}

/**
 * Extra shoppers who write the demo reviews and blog comments; they never need to sign in. Phones are E.164
 * numbers libphonenumber-js takes as valid: the city's area code and a 555-01xx line (reserved for fiction).
 */
export const demoCustomers: readonly DemoCustomer[] = [
  customer('Olivia Chen', '+12065550110', 1, 'Seattle', 'Washington', '98101', '220 Pine Street, Apt 4B'),
  customer('Marcus Bell', '+13125550111', 2, 'Chicago', 'Illinois', '60611', '1450 North Lake Shore Drive'),
  customer('Aisha Karim', '+17135550112', 3, 'Houston', 'Texas', '77002', '87 Bayou Lane'),
  customer('Noah Fischer', '+13035550113', 4, 'Denver', 'Colorado', '80202', '33 Aspen Court'),
  customer('Isabella Rossi', '+13055550114', 5, 'Miami', 'Florida', '33139', '912 Ocean Drive'),
  customer('Ethan Walker', '+14045550115', 6, 'Atlanta', 'Georgia', '30303', '5 Peachtree Place'),
  customer('Zoe Martin', '+15035550116', 7, 'Portland', 'Oregon', '97205', '61 Alder Street'),
  customer('Liam O’Connor', '+16175550118', 8, 'Boston', 'Massachusetts', '02108', '14 Beacon Hill Road'),
  customer('Hana Sato', '+14085550119', 9, 'San Jose', 'California', '95134', '400 Orchard Parkway'),
  customer('Carlos Mendes', '+16025550120', 10, 'Phoenix', 'Arizona', '85004', '1800 Desert Bloom Avenue'),
];

export interface DemoBlogComment {
  blogSlug: string;
  /** A `demoCustomers` email, so the seeder can link the comment to a user. */
  authorEmail: string;
  name: string;
  comment: string;
}

function comment(blogSlug: string, who: number, text: string): DemoBlogComment {
  const author = demoCustomers[who % demoCustomers.length]!;
  return { blogSlug, authorEmail: author.email, name: author.displayName, comment: text };
}

export const demoBlogComments: readonly DemoBlogComment[] = [
  comment(
    'how-to-choose-wireless-headphones',
    0,
    'The tip about battery claims is spot on. Mine say 40 hours and I get about 30 with noise cancelling on.',
  ),
  comment(
    'how-to-choose-wireless-headphones',
    3,
    'Multipoint pairing changed my work day. I did not know it had a name until now!',
  ),
  comment(
    'running-shoes-fit-checklist',
    1,
    'Measuring in the afternoon made a full half-size difference for me. Thanks for this.',
  ),
  comment(
    'running-shoes-fit-checklist',
    6,
    'Testing on the stairs at home is such a simple idea. Returned one pair without any fuss.',
  ),
  comment(
    'leather-care-ten-minutes',
    4,
    'I have been drying my boots on the radiator for years… that explains the cracks.',
  ),
  comment('leather-care-ten-minutes', 8, 'Would love a follow-up on caring for suede trainers.'),
  comment(
    'smart-watch-buying-guide',
    5,
    'Went for the week-long battery model after reading this and I do not miss the fancy screen.',
  ),
  comment(
    'smart-watch-buying-guide',
    2,
    'Good point about checking compatibility. My old watch could not reply to messages on my phone.',
  ),
  comment(
    'small-living-room-ideas',
    7,
    'Added a floor lamp and a big mirror this weekend. The room genuinely feels twice the size.',
  ),
  comment('small-living-room-ideas', 9, 'Furniture on legs: never thought about it, but it is so true.'),
  comment(
    'spot-a-good-flash-sale-deal',
    0,
    'The wishlist trick works. I only bought two things last sale and both were real bargains.',
  ),
  comment(
    'spot-a-good-flash-sale-deal',
    4,
    'Comparing the price instead of the percentage saved me from a very silly purchase.',
  ),
  comment(
    'simple-skincare-routine',
    2,
    'Three steps is exactly what I needed. My skin calmed down within a couple of weeks.',
  ),
  comment(
    'simple-skincare-routine',
    8,
    'Sunscreen every day, even in winter: noted. Any moisturiser you would recommend for dry skin?',
  ),
];

export type DemoCouponDiscount =
  | { role: 'percent'; percent: number }
  | { role: 'amount'; amountCents: number };

export interface DemoCoupon {
  code: string;
  name: string;
  discount: DemoCouponDiscount;
  minimumPurchaseCents: number;
  /** The seeder sets `expired_date` to now + this many days. */
  expiresInDays: number;
  /** Total uses allowed across all shoppers. */
  itemsNumber: number;
  perUserLimit: number;
  sellerSlug: string | null;
  status: 'active' | 'inactive';
}

export const demoCoupons: readonly DemoCoupon[] = [
  {
    code: 'WELCOME10',
    name: 'Welcome: 10% off your order',
    discount: { role: 'percent', percent: 10 },
    minimumPurchaseCents: 5000,
    expiresInDays: 365,
    itemsNumber: 1000,
    perUserLimit: 1,
    sellerSlug: null,
    status: 'active',
  },
  {
    code: 'SAVE20',
    name: '$20 off orders over $150',
    discount: { role: 'amount', amountCents: 2000 },
    minimumPurchaseCents: 15000,
    expiresInDays: 180,
    itemsNumber: 500,
    perUserLimit: 2,
    sellerSlug: null,
    status: 'active',
  },
  {
    code: 'FLASH5',
    name: 'Flash sale: extra 5% off',
    discount: { role: 'percent', percent: 5 },
    minimumPurchaseCents: 2500,
    expiresInDays: demoFlashSale.durationDays,
    itemsNumber: 200,
    perUserLimit: 1,
    sellerSlug: null,
    status: 'active',
  },
];

/**
 * Sign-in accounts of the demo. The passwords are public by design (they are printed on the demo's login
 * page), so the seeder must only create these accounts when loading the demo catalogue.
 */
const demoSellerUser = demoSellers.find((s) => s.user.email === demoSellerEmail)!.user;

export const demoAccounts = {
  admin: {
    email: 'admin@demo.shop',
    password: 'Admin-demo-2023!',
    fullName: 'Avery Admin',
    displayName: 'Avery',
    phone: '+15035550100',
  },
  seller: {
    ...demoSellerUser,
    email: demoSellerEmail,
    password: 'Seller-demo-2023!',
  },
  customer: {
    email: 'customer@demo.shop',
    password: 'Customer-demo-2023!',
    fullName: 'Casey Customer',
    displayName: 'Casey',
    phone: '+15035550101',
  },
} as const;
