/** Deterministic pseudo-random numbers (mulberry32) so every seed produces the same demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (probability: number) => next() < probability,
    /** Up to `count` distinct items. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      const out: T[] = [];
      while (out.length < count && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

/** Inserts rows in chunks so large seeds stay within parameter limits. */
export async function insertInChunks<T>(rows: T[], chunkSize: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += chunkSize) await insert(rows.slice(start, start + chunkSize));
}

export const FIRST_NAMES = [
  "Anna",
  "Lukas",
  "Sofia",
  "Noah",
  "Emma",
  "Liam",
  "Mia",
  "Elias",
  "Lea",
  "Finn",
  "Clara",
  "Jonas",
  "Marie",
  "Paul",
  "Julia",
  "Louis",
  "Eva",
  "Matteo",
  "Lotte",
  "Hugo",
  "Ines",
  "Bram",
  "Chloé",
  "Diego",
  "Freya",
  "Oskar",
  "Greta",
  "Milan",
  "Nora",
  "Tomás",
] as const;
export const LAST_NAMES = [
  "Müller",
  "Schmidt",
  "Dubois",
  "Martin",
  "de Vries",
  "Jansen",
  "Rossi",
  "García",
  "Fernández",
  "Peeters",
  "Bauer",
  "Lefèvre",
  "Bianchi",
  "Visser",
  "Hofmann",
  "Moreau",
  "Romano",
  "López",
  "Wagner",
  "Claes",
] as const;
export const COMPANY_WORDS = [
  "Vape",
  "Cloud",
  "Smoke",
  "Aroma",
  "Nordic",
  "Alpine",
  "Coastal",
  "Urban",
  "Euro",
  "Prime",
] as const;

/** Countries with regions and cities: the customers' addresses and the locations seed share them. */
export const EUROPE: { country: string; code: string; states: { name: string; cities: string[] }[] }[] = [
  {
    country: "Germany",
    code: "DE",
    states: [
      { name: "Bavaria", cities: ["Munich", "Nuremberg", "Augsburg"] },
      { name: "Berlin", cities: ["Berlin"] },
      { name: "North Rhine-Westphalia", cities: ["Cologne", "Düsseldorf", "Dortmund"] },
    ],
  },
  {
    country: "France",
    code: "FR",
    states: [
      { name: "Île-de-France", cities: ["Paris", "Versailles"] },
      { name: "Auvergne-Rhône-Alpes", cities: ["Lyon", "Grenoble"] },
      { name: "Provence-Alpes-Côte d'Azur", cities: ["Marseille", "Nice"] },
    ],
  },
  {
    country: "Netherlands",
    code: "NL",
    states: [
      { name: "North Holland", cities: ["Amsterdam", "Haarlem"] },
      { name: "South Holland", cities: ["Rotterdam", "The Hague", "Leiden"] },
    ],
  },
  {
    country: "Belgium",
    code: "BE",
    states: [
      { name: "Flanders", cities: ["Antwerp", "Ghent", "Bruges"] },
      { name: "Wallonia", cities: ["Liège", "Namur"] },
    ],
  },
  {
    country: "Spain",
    code: "ES",
    states: [
      { name: "Madrid", cities: ["Madrid", "Alcalá de Henares"] },
      { name: "Catalonia", cities: ["Barcelona", "Girona"] },
    ],
  },
  {
    country: "Italy",
    code: "IT",
    states: [
      { name: "Lombardy", cities: ["Milan", "Bergamo"] },
      { name: "Lazio", cities: ["Rome"] },
    ],
  },
  {
    country: "Austria",
    code: "AT",
    states: [
      { name: "Vienna", cities: ["Vienna"] },
      { name: "Tyrol", cities: ["Innsbruck"] },
    ],
  },
];
