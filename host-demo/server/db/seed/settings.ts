import { eq } from "drizzle-orm";
import type { Database } from "../client.js";
import {
  banners,
  brands,
  categories,
  cities,
  countries,
  discounts,
  faqs,
  files,
  products,
  reviews,
  shippingServices,
  states,
  users,
} from "../schema/index.js";
import type { SeedContext } from "./context.js";
import { createRandom, EUROPE, insertInChunks } from "./random.js";

const FAQS: [string, string][] = [
  [
    "How long does delivery take?",
    "Orders confirmed before 14:00 ship the same day; delivery in the EU takes 1–4 working days.",
  ],
  [
    "Can I pay by invoice as a business?",
    "Yes. Verified B2B customers with a VAT number can pay by invoice within 14 days.",
  ],
  ["Do you ship outside the EU?", "Not at the moment. We ship to every EU member state."],
  [
    "How do I return a faulty device?",
    "Contact support within 30 days with your order number; we send a prepaid label.",
  ],
  ["Are prices shown with VAT?", "Consumer prices include VAT. Business prices are shown without VAT."],
  ["How do referral codes work?", "Share your code; when a new customer orders with it, you both receive a discount."],
  [
    "Can I change my order after placing it?",
    "While the order is still pending, yes: contact support and we will update it.",
  ],
];
const COMMENTS = [
  "Great taste, will buy again.",
  "Battery lasts all day.",
  "Arrived quickly and well packed.",
  "A bit too sweet for me.",
  "Perfect for beginners.",
  "Leaked once, otherwise fine.",
  "Best value in the shop.",
  "Pod fits snugly, no rattling.",
  "The colour is lovely.",
  "Customer service sorted my issue fast.",
];
const SALE_PERSONS = ["Marta Kowalski", "Jens Olsen", "Lucía Romero", "Pieter Claes", "Sophie Laurent"];

export const BASE_REVIEWS = 60;

/** Shipping, locations, banners, FAQs, discounts, sale persons and reviews. */
export async function seedSettings(database: Database, context: SeedContext): Promise<void> {
  const random = createRandom(99);
  const { db } = database;
  const imageUrls = (await db.select({ img_url: files.img_url }).from(files)).map((row) => row.img_url);
  const day = 86_400_000;
  const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

  await db.insert(shippingServices).values([
    { title: "Standard", description: "Tracked delivery in 2–4 working days.", price: 4.95, image: imageUrls[0] },
    { title: "Express", description: "Next working day when ordered before 14:00.", price: 9.95, image: imageUrls[1] },
    {
      title: "Pallet freight",
      description: "For large business orders, delivered by freight partner.",
      price: 49,
      image: imageUrls[2],
    },
    { title: "Click & collect", description: "Pick up at our Rotterdam warehouse.", price: 0, image: imageUrls[3] },
  ]);

  for (const place of EUROPE) {
    const [country] = await db
      .insert(countries)
      .values({ name: place.country, status: place.code === "AT" ? "INACTIVE" : "ACTIVE" })
      .returning({ id: countries.id });
    for (const region of place.states) {
      const [state] = await db
        .insert(states)
        .values({ name: region.name, country_id: country.id })
        .returning({ id: states.id });
      await db.insert(cities).values(region.cities.map((name) => ({ name, state_id: state.id })));
    }
  }

  await db.insert(faqs).values(
    FAQS.map(([question, answer], index) => ({
      question,
      answer,
      status: index === 6 ? ("INACTIVE" as const) : ("ACTIVE" as const),
    })),
  );

  const brandIds = (await db.select({ id: brands.id }).from(brands)).map((row) => row.id);
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((row) => row.id);
  const productIds = (
    await db.select({ id: products.id }).from(products).where(eq(products.status, "PUBLISHED")).limit(500)
  ).map((row) => row.id);

  await db.insert(banners).values([
    { title: "Summer flavours are here", img_url: imageUrls[4], target_type: "BRAND" as const, target_id: brandIds[1] },
    { title: "New pod kits", img_url: imageUrls[5], target_type: "CATEGORY" as const, target_id: categoryIds[0] },
    {
      title: "Bestseller of the month",
      img_url: imageUrls[6],
      target_type: "PRODUCT" as const,
      target_id: productIds[0],
    },
    {
      title: "Winter sale (ended)",
      img_url: imageUrls[7],
      target_type: "BRAND" as const,
      target_id: brandIds[2],
      status: "INACTIVE" as const,
    },
  ]);

  await db.insert(discounts).values([
    {
      discount_type: "PROMO" as const,
      code: "WELCOME10",
      percentage: 10,
      user_type: "B2C" as const,
      start_date: isoDate(-60),
      end_date: isoDate(120),
      number_of_uses_per_user: 1,
      min_order_price: 20,
    },
    {
      discount_type: "PROMO" as const,
      code: "B2BSPRING",
      fixed_amount: 25,
      user_type: "B2B" as const,
      start_date: isoDate(-10),
      end_date: isoDate(50),
      min_order_price: 250,
    },
    {
      discount_type: "PROMO" as const,
      code: "OLDCODE5",
      percentage: 5,
      user_type: "BOTH" as const,
      start_date: isoDate(-200),
      end_date: isoDate(-100),
      status: "INACTIVE" as const,
    },
    {
      discount_type: "PRODUCT" as const,
      target_id: productIds[1],
      percentage: 15,
      user_type: "BOTH" as const,
      start_date: isoDate(-5),
      end_date: isoDate(25),
    },
    {
      discount_type: "CATEGORY" as const,
      target_id: categoryIds[1],
      percentage: 8,
      user_type: "B2B" as const,
      start_date: isoDate(-30),
      end_date: isoDate(30),
    },
    {
      discount_type: "BRAND" as const,
      target_id: brandIds[3],
      fixed_amount: 3,
      user_type: "B2C" as const,
      start_date: isoDate(0),
      end_date: isoDate(14),
    },
    {
      discount_type: "TOTAL" as const,
      min_order_price: 75,
      user_type: "BOTH" as const,
      start_date: isoDate(-90),
      end_date: isoDate(275),
    },
  ]);

  // Sale persons are users of type SALEPERSON; some customers were referred by them.
  const salePersons = await db
    .insert(users)
    .values(
      SALE_PERSONS.map((full_name, index) => ({
        full_name,
        email: `${full_name
          .toLowerCase()
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .replace(/\s+/g, ".")}@sales.shop.test`,
        user_type: "SALEPERSON" as const,
        contact_number: `31${random.int(600_000_000, 699_999_999)}`,
        dob: `198${index}-0${index + 1}-1${index}`,
        image_url: imageUrls[8 + (index % 4)],
        referral_code: `SP${index + 1}${full_name.split(" ")[1].toUpperCase().slice(0, 4)}`,
      })),
    )
    .returning({ referral_code: users.referral_code });
  const customers = await db.select({ id: users.id }).from(users).where(eq(users.user_type, "USER"));
  for (const customer of random.sample(customers, Math.ceil(customers.length / 6))) {
    await db
      .update(users)
      .set({ used_referral_code: random.pick(salePersons).referral_code })
      .where(eq(users.id, customer.id));
  }

  const reviewCount = Math.round(BASE_REVIEWS * context.scale);
  const reviewRows = Array.from({ length: reviewCount }, () => ({
    rating: random.chance(0.7) ? random.int(4, 5) : random.int(1, 3),
    comment: random.pick(COMMENTS),
    user_id: random.pick(customers).id,
    product_id: random.pick(productIds),
    created_at: new Date(Date.now() - random.int(0, 300) * day).toISOString(),
  }));
  await insertInChunks(reviewRows, 2000, (chunk) => db.insert(reviews).values(chunk));
  context.log.info({ reviews: reviewCount }, "seeded settings, sale persons and reviews");
}
