/**
 * What a first local start puts in the shop: the two accounts of the README, tools with local images
 * (web/public/images/tools/) and reviews. Timestamps are fixed and distinct, so "newest first" is
 * stable and anything added later shows before them.
 */
import type { Review } from '../../functions/reviews/contract/review.js';
import type { StoredTool } from '../../functions/catalog/contract/tool.js';

export interface SeedAccount {
  email: string;
  password: string;
  displayName: string;
  role: 'admin' | 'user';
}

export const SEED_ADMIN: SeedAccount = { email: 'admin@tools.test', password: 'admin1234', displayName: 'Alex Admin', role: 'admin' };
export const SEED_CUSTOMER: SeedAccount = {
  email: 'customer@tools.test',
  password: 'customer1234',
  displayName: 'Casey Customer',
  role: 'user',
};
export const SEED_ACCOUNTS: readonly SeedAccount[] = [SEED_ADMIN, SEED_CUSTOMER];

/** `createdOn`: YYYY-MM-DD. The home page shows the six newest. */
const tool = (slug: string, createdOn: string, fields: Omit<StoredTool, '_id' | 'img' | 'createdAt'> & { sku: string }): StoredTool => ({
  _id: `seed-tool-${slug}`,
  orderMultiple: 1,
  ...fields,
  img: `/images/tools/${slug}.svg`,
  createdAt: `${createdOn}T09:00:00.000Z`,
});

const TOOLS: readonly StoredTool[] = [
  tool('drill', '2025-01-01', {
    sku: 'PT-DD18-2A',
    name: 'Cordless Drill Driver 18V',
    category: 'Power Tools',
    desc: 'Two-speed brushless drill driver with a 13 mm keyless chuck, LED work light and two 2.0 Ah batteries.',
    available: 1200,
    minimum: 50,
    priceCents: 6450,
  }),
  tool('grinder', '2025-01-02', {
    sku: 'PT-AG115-850',
    name: 'Angle Grinder 115 mm',
    category: 'Power Tools',
    desc: '850 W angle grinder with a side handle, spindle lock and tool-free guard adjustment.',
    available: 900,
    minimum: 50,
    priceCents: 4200,
  }),
  tool('hammer', '2025-01-03', {
    sku: 'HT-CH16-FG',
    name: 'Claw Hammer 16 oz',
    category: 'Hand Tools',
    desc: 'Forged steel head on a fibreglass handle with an anti-vibration rubber grip.',
    available: 3000,
    minimum: 50,
    priceCents: 975,
  }),
  tool('wrench', '2025-01-04', {
    sku: 'HT-AW250',
    name: 'Adjustable Wrench 250 mm',
    category: 'Hand Tools',
    desc: 'Chrome vanadium steel wrench with a 30 mm jaw capacity and a laser-etched scale.',
    available: 2400,
    minimum: 50,
    priceCents: 725,
  }),
  tool('saw-blade', '2025-01-05', {
    sku: 'BL-CS185-24T',
    name: 'Circular Saw Blade 185 mm, 24T',
    category: 'Accessories',
    desc: 'Carbide-tipped blade for fast rip cuts in softwood, plywood and chipboard.',
    available: 1500,
    minimum: 20,
    priceCents: 1240,
  }),
  tool('bolts', '2025-01-06', {
    sku: 'FX-HB-M10X60-100',
    name: 'Hex Bolts M10 x 60, box of 100',
    category: 'Fasteners',
    desc: 'Zinc-plated grade 8.8 hex bolts with a full thread, sold by the box.',
    available: 5000,
    minimum: 50,
    priceCents: 680,
  }),
  tool('socket-set', '2025-01-07', {
    sku: 'HT-SS12-24',
    name: 'Socket Set 1/2" Drive, 24 pieces',
    category: 'Hand Tools',
    desc: 'Ratchet, extension bar and 22 metric sockets from 10 to 32 mm in a metal case.',
    available: 600,
    minimum: 10,
    priceCents: 3800,
  }),
  tool('vise', '2025-01-08', {
    sku: 'WH-BV125',
    name: 'Bench Vise 125 mm',
    category: 'Workholding',
    desc: 'Cast iron bench vise with a 360 degree swivel base and replaceable serrated jaws.',
    available: 300,
    minimum: 5,
    priceCents: 5500,
  }),
  // Older than the tools above: the home page keeps showing the same six.
  tool('impact-driver', '2024-12-20', {
    sku: 'PT-ID18',
    name: 'Impact Driver 18V',
    category: 'Power Tools',
    desc: 'Compact brushless impact driver, 180 Nm of torque, 1/4" hex chuck, sold without a battery.',
    available: 700,
    minimum: 20,
    priceCents: 5800,
  }),
  tool('screwdriver-set', '2024-12-21', {
    sku: 'HT-SD8',
    name: 'Screwdriver Set, 8 pieces',
    category: 'Hand Tools',
    desc: 'Slotted and Phillips screwdrivers with magnetic tips and two-component grips.',
    available: 1800,
    minimum: 25,
    priceCents: 1190,
  }),
  tool('f-clamp', '2024-12-22', {
    sku: 'WH-FC300',
    name: 'F-Clamp 300 mm',
    category: 'Workholding',
    desc: 'Steel bar clamp with a 300 mm opening, 120 mm throat and a wooden handle.',
    available: 2200,
    minimum: 20,
    priceCents: 840,
  }),
  tool('wood-screws', '2024-12-23', {
    sku: 'FX-WS4X40-500',
    name: 'Wood Screws 4 x 40, box of 500',
    category: 'Fasteners',
    desc: 'Yellow zinc countersunk screws with a Pozidriv head and a sharp cutting point.',
    available: 4000,
    minimum: 50,
    priceCents: 560,
  }),
  tool('tape-measure', '2024-12-24', {
    sku: 'MS-TM5',
    name: 'Tape Measure 5 m',
    category: 'Measuring',
    desc: 'Nylon-coated 25 mm blade with metric markings, a belt clip and an auto lock.',
    available: 2600,
    minimum: 25,
    priceCents: 495,
  }),
  tool('caliper', '2024-12-27', {
    sku: 'MS-DC150',
    name: 'Digital Caliper 150 mm',
    category: 'Measuring',
    desc: 'Stainless steel caliper reading to 0.01 mm, with inside, outside and depth jaws.',
    available: 0,
    minimum: 5,
    priceCents: 2450,
  }),
];

/**
 * A seeded review. `reviewer` is a seeded account (its user id is known once the Auth emulator has
 * the account) or the fixed user id of a reviewer without an account here.
 */
export interface SeedReview extends Omit<Review, 'userId'> {
  reviewer: SeedAccount | string;
}

const toolNamed = (name: string): StoredTool => {
  const found = TOOLS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Seed review of an unknown tool: ${name}`);
  return found;
};

const review = (n: number, reviewer: SeedAccount | string, fields: Omit<Review, '_id' | 'createdAt' | 'userId' | 'toolId'>): SeedReview => ({
  _id: `seed-review-${n}`,
  toolId: toolNamed(fields.name)._id,
  reviewer,
  ...fields,
  createdAt: `2025-02-0${n}T12:00:00.000Z`,
});

export const SEED_REVIEWS: readonly SeedReview[] = [
  review(1, 'seed-reviewer-jordan', {
    name: 'Cordless Drill Driver 18V',
    customer: 'Jordan Lee',
    comment: 'Ordered 200 for our site crew. The batteries last a full shift and the chucks hold tight.',
    star: 5,
  }),
  review(2, 'seed-reviewer-priya', {
    name: 'Hex Bolts M10 x 60, box of 100',
    customer: 'Priya Shah',
    comment: 'Consistent threads across every box, and the order arrived well packed.',
    star: 4,
  }),
  review(3, 'seed-reviewer-marcus', {
    name: 'Angle Grinder 115 mm',
    customer: 'Marcus Olsen',
    comment: 'Solid grinders for the price. Changing the guard angle takes seconds.',
    star: 4,
  }),
  review(4, SEED_CUSTOMER, {
    name: 'Socket Set 1/2" Drive, 24 pieces',
    customer: SEED_CUSTOMER.displayName,
    comment: 'A good set for the workshop. The case latch could be sturdier.',
    star: 4,
  }),
];

/** The tools with the rating totals of their seeded reviews, as every review change keeps them. */
export const SEED_TOOLS: readonly StoredTool[] = TOOLS.map((seedTool) => {
  const stars = SEED_REVIEWS.filter((seedReview) => seedReview.toolId === seedTool._id).map((seedReview) => seedReview.star);
  return stars.length === 0 ? seedTool : { ...seedTool, ratingSum: stars.reduce((sum, star) => sum + star, 0), ratingCount: stars.length };
});
