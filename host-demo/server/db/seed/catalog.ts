import {
  brands,
  categories,
  devices,
  files,
  flavours,
  nicotines,
  productDevices,
  productFlavours,
  productImages,
  productNicotines,
  products,
} from "../schema/index.js";
import type { Database } from "../client.js";
import type { SeedContext } from "./context.js";
import { ensureSeedImages, uploadUrl } from "./images.js";
import { createRandom, insertInChunks } from "./random.js";

const BRANDS = [
  ["Nordic Vapor", "Scandinavian pod systems with clean, minimal design."],
  ["Aroma Labs", "Flavour-first liquids mixed in Belgium."],
  ["Cloudline", "Starter kits and disposables for every budget."],
  ["Alpine Mist", "Premium liquids from the Austrian Alps."],
  ["Urban Puff", "Compact devices for city life."],
  ["Costa Smoke", "Mediterranean flavours, made in Spain."],
  ["Prime Coil", "Coils, tanks and spare parts."],
  ["Euro Drip", "Rebuildable atomisers and accessories."],
] as const;
const CATEGORY_NAMES = [
  "Pod Kits",
  "Disposables",
  "E-Liquids",
  "Nic Salts",
  "Coils",
  "Tanks",
  "Batteries",
  "Accessories",
];
const COLOURS = ["Black", "Silver", "Red", "Blue", "Green", "Gold", "Rose", "White", "Purple", "Gunmetal"];
const TAGS = [
  "Disposable",
  "Pod",
  "Starter kit",
  "Refillable",
  "Rechargeable",
  "Mesh coil",
  "Sub-ohm",
  "MTL",
  "Bestseller",
  "New",
];
const STRENGTHS: [string, string][] = [
  ["0", "mg/ml"],
  ["3", "mg/ml"],
  ["6", "mg/ml"],
  ["10", "mg/ml"],
  ["12", "mg/ml"],
  ["20", "mg/ml"],
];
const PRODUCT_WORDS = [
  "Mango Ice",
  "Blueberry",
  "Classic Tobacco",
  "Mint",
  "Strawberry Kiwi",
  "Watermelon",
  "Cola",
  "Vanilla",
  "Lemon Tart",
  "Peach",
  "Grape",
  "Cherry",
  "Apple",
  "Menthol",
  "Caramel",
];
const PRODUCT_KINDS = [
  "Pod",
  "Bar",
  "Kit",
  "Liquid 10 ml",
  "Salt 10 ml",
  "Mesh Coil 0.8Ω",
  "Tank",
  "Pro",
  "Mini",
  "Max",
];

export const BASE_PRODUCTS = 240;

/** Brands, categories, attributes and products with shared, generated images. */
export async function seedCatalog(database: Database, context: SeedContext): Promise<void> {
  const random = createRandom(7);
  const { db } = database;
  const now = Date.now();
  const day = 86_400_000;

  const images = ensureSeedImages(context.uploadsDir);
  const fileRows = await db
    .insert(files)
    .values(
      images.map((image) => ({
        img_url: uploadUrl(image.name),
        stored_name: image.name,
        content_type: "image/png",
        size: image.size,
      })),
    )
    .returning({ id: files.id, img_url: files.img_url });

  const brandRows = await db
    .insert(brands)
    .values(
      BRANDS.map(([brand_name, description], index) => ({
        brand_name,
        description,
        image_url: fileRows[index % fileRows.length].img_url,
      })),
    )
    .returning({ id: brands.id });
  const categoryRows = await db
    .insert(categories)
    .values(
      brandRows.flatMap((brand, brandIndex) =>
        random.sample(CATEGORY_NAMES, 3).map((name, index) => ({
          category_name: name,
          description: `${name} by ${BRANDS[brandIndex][0]}.`,
          image_url: fileRows[(brandIndex * 3 + index) % fileRows.length].img_url,
          brand_id: brand.id,
        })),
      ),
    )
    .returning({ id: categories.id, brand_id: categories.brand_id });

  const colourRows = await db
    .insert(flavours)
    .values(COLOURS.map((name) => ({ flavour_name: name, description: `${name} finish` })))
    .returning({ id: flavours.id });
  const tagRows = await db
    .insert(devices)
    .values(TAGS.map((name) => ({ device_name: name, description: `${name} products` })))
    .returning({ id: devices.id });
  const strengthRows = await db
    .insert(nicotines)
    .values(
      STRENGTHS.map(([strength, unit]) => ({
        nicotine_strength: strength,
        unit,
        description: `${strength} ${unit} nicotine`,
      })),
    )
    .returning({ id: nicotines.id });

  const total = context.counts?.products ?? Math.round(BASE_PRODUCTS * context.scale);
  const chunkSize = 2000;
  for (let start = 0; start < total; start += chunkSize) {
    const rows = Array.from({ length: Math.min(chunkSize, total - start) }, (_, offset) => {
      const index = start + offset;
      const category = categoryRows[index % categoryRows.length];
      const price = random.int(399, 4999) / 100;
      return {
        product_name: `${random.pick(PRODUCT_WORDS)} ${random.pick(PRODUCT_KINDS)} ${index + 1}`,
        description: `A ${random.pick(["smooth", "bold", "fresh", "rich", "crisp"])} ${random.pick(["everyday", "premium", "travel", "limited"])} product with ${random.pick(["long battery life", "leak-proof pods", "true-to-fruit taste", "adjustable airflow"])}, shipped from our EU warehouse.`,
        category_id: category.id,
        brand_id: category.brand_id!,
        stock: random.int(0, 500),
        price,
        compared_price: random.chance(0.8) ? Math.round(price * 0.85 * 100) / 100 : null,
        bar_code: random.chance(0.9) ? String(random.int(0, 99_999_999_999)).padStart(13, "0") : null,
        status: random.chance(0.8) ? ("PUBLISHED" as const) : ("DRAFT" as const),
        created_at: new Date(now - random.int(0, 700) * day - index).toISOString(),
      };
    });
    const inserted = await db.insert(products).values(rows).returning({ id: products.id });
    const imageLinks = inserted.flatMap((product) =>
      random
        .sample(fileRows, random.int(2, 4))
        .map((file, order) => ({ product_id: product.id, image_id: file.id, display_order: order + 1 })),
    );
    const colourLinks = inserted.flatMap((product) =>
      random.sample(colourRows, random.int(1, 3)).map((row) => ({ product_id: product.id, flavor_id: row.id })),
    );
    const tagLinks = inserted.flatMap((product) =>
      random.sample(tagRows, random.int(1, 2)).map((row) => ({ product_id: product.id, device_id: row.id })),
    );
    const strengthLinks = inserted.flatMap((product) =>
      random.sample(strengthRows, random.int(0, 3)).map((row) => ({ product_id: product.id, nicotine_id: row.id })),
    );
    await insertInChunks(imageLinks, 3000, (chunk) => db.insert(productImages).values(chunk));
    await insertInChunks(colourLinks, 3000, (chunk) => db.insert(productFlavours).values(chunk));
    await insertInChunks(tagLinks, 3000, (chunk) => db.insert(productDevices).values(chunk));
    await insertInChunks(strengthLinks, 3000, (chunk) => db.insert(productNicotines).values(chunk));
  }
  context.log.info({ products: total }, "seeded catalog");
}
