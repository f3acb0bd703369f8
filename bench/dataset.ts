import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, queryRows, type Db } from '../apps/api/src/db/client';
import { seedDemo } from '../apps/api/src/db/seed';

/**
 * The large dataset of the benchmark, in a database of its own (never ./data or a developer's
 * database): the demo shop, plus 100,000 generated products and twelve generated stores:
 *   - one store carrying all 100,000 products,
 *   - ten stores carrying 10,000 products each,
 *   - one store carrying 1,000 products (one in a hundred, of every kind, so every category),
 * each with stock (and its RESTOCK journal entries), pictures and running discounts of every type.
 * Generating takes a while on PGlite, so a dataset is kept and reused while the migrations and
 * this generator are unchanged (delete it, or pass --fresh, to start over).
 */

/** Bump when the generated data changes shape. */
const GENERATOR_VERSION = 3;
export const PRODUCTS = 100_000;
const MARKER = 'bench_dataset';

export interface BenchDataset {
  kind: 'pglite' | 'postgres';
  /** PGlite: the DATA_DIR to start the API with. */
  dataDir?: string;
  /** PostgreSQL: the DATABASE_URL to start the API with. */
  databaseUrl?: string;
  stores: { all: number; small: number; medium: number };
  /** A live inventory of the 100,000-product store, for the detail scenario. */
  inventoryId: number;
  /** A category (id) of about one twelfth of the products. */
  categoryId: number;
  /** A search term that matches 1% of the products (1,000 in the big store). */
  search: string;
  /** Rows per store, as generated. */
  sizes: Record<string, number>;
  /** The cart scenarios' shop: a store whose shelves never run dry, and shoppers of their own. */
  cart: BenchCartData;
}

/**
 * A store carrying every generated product with 1,000,000 units each (opening RESTOCK entries),
 * its inventories numbered firstInventoryId .. firstInventoryId + inventories - 1, and verified
 * shoppers bench.shopper.{0..shoppers-1}@lumbung.test with the demo password.
 */
export interface BenchCartData {
  storeId: number;
  firstInventoryId: number;
  inventories: number;
  shoppers: number;
}
export const BENCH_SHOPPER_EMAIL = (i: number) => `bench.shopper.${i}@lumbung.test`;
const CART_SHOPPERS = 192;
const CART_STOCK = 1_000_000;

// 100 items x 50 brands x 20 sizes = 100,000 distinct names.
// prettier-ignore
const ITEMS: Array<[name: string, category: string]> = [
  ['Beras', 'Rice and Grains'], ['Ketan', 'Rice and Grains'], ['Oat', 'Rice and Grains'], ['Mi Telur', 'Rice and Grains'], ['Bihun', 'Rice and Grains'],
  ['Kacang Hijau', 'Rice and Grains'], ['Jagung Pipil', 'Rice and Grains'], ['Sorgum', 'Rice and Grains'], ['Soun', 'Rice and Grains'],
  ['Kopi', 'Beverages'], ['Teh', 'Beverages'], ['Jus Jeruk', 'Beverages'], ['Air Mineral', 'Beverages'], ['Sirup', 'Beverages'],
  ['Cokelat Bubuk', 'Beverages'], ['Jahe Instan', 'Beverages'], ['Soda', 'Beverages'], ['Air Kelapa', 'Beverages'],
  ['Susu', 'Dairy'], ['Keju', 'Dairy'], ['Yoghurt', 'Dairy'], ['Mentega', 'Dairy'], ['Krim Kental', 'Dairy'], ['Susu Kental', 'Dairy'], ['Es Krim', 'Dairy'],
  ['Roti Tawar', 'Baked Goods'], ['Roti Sobek', 'Baked Goods'], ['Bolu', 'Baked Goods'], ['Donat', 'Baked Goods'], ['Croissant', 'Baked Goods'],
  ['Bakpia', 'Baked Goods'], ['Lapis Legit', 'Baked Goods'], ['Pia', 'Baked Goods'],
  ['Ayam Fillet', 'Poultry'], ['Sayap Ayam', 'Poultry'], ['Paha Ayam', 'Poultry'], ['Telur Ayam', 'Poultry'], ['Telur Bebek', 'Poultry'],
  ['Bebek', 'Poultry'], ['Ati Ampela', 'Poultry'], ['Nugget Ayam', 'Poultry'],
  ['Daging Sapi', 'Meat'], ['Daging Kambing', 'Meat'], ['Sosis Sapi', 'Meat'], ['Iga Sapi', 'Meat'], ['Daging Giling', 'Meat'], ['Kornet', 'Meat'], ['Rendang', 'Meat'],
  ['Ikan Kembung', 'Seafood'], ['Udang', 'Seafood'], ['Cumi', 'Seafood'], ['Ikan Tongkol', 'Seafood'], ['Ikan Asin', 'Seafood'],
  ['Kerang', 'Seafood'], ['Ikan Salmon', 'Seafood'], ['Bandeng', 'Seafood'],
  ['Tahu', 'Tofu and Tempeh'], ['Tempe', 'Tofu and Tempeh'], ['Tahu Sutra', 'Tofu and Tempeh'], ['Oncom', 'Tofu and Tempeh'],
  ['Kecap Manis', 'Spices and Condiments'], ['Sambal', 'Spices and Condiments'], ['Saus Tomat', 'Spices and Condiments'], ['Terasi', 'Spices and Condiments'],
  ['Merica', 'Spices and Condiments'], ['Ketumbar', 'Spices and Condiments'], ['Bumbu Rendang', 'Spices and Condiments'], ['Garam', 'Spices and Condiments'],
  ['Minyak Goreng', 'Pantry Staples'], ['Gula Pasir', 'Pantry Staples'], ['Gula Aren', 'Pantry Staples'], ['Tepung Terigu', 'Pantry Staples'],
  ['Santan', 'Pantry Staples'], ['Madu', 'Pantry Staples'], ['Tepung Beras', 'Pantry Staples'], ['Margarin', 'Pantry Staples'],
  ['Keripik Singkong', 'Snacks'], ['Kerupuk', 'Snacks'], ['Kacang Mete', 'Snacks'], ['Rengginang', 'Snacks'], ['Biskuit', 'Snacks'],
  ['Wafer', 'Snacks'], ['Emping', 'Snacks'], ['Dodol', 'Snacks'],
  ['Apel', 'Fruits and Vegetables'], ['Pisang', 'Fruits and Vegetables'], ['Jeruk', 'Fruits and Vegetables'], ['Mangga', 'Fruits and Vegetables'],
  ['Tomat', 'Fruits and Vegetables'], ['Kentang', 'Fruits and Vegetables'], ['Wortel', 'Fruits and Vegetables'], ['Bayam', 'Fruits and Vegetables'],
  ['Kangkung', 'Fruits and Vegetables'], ['Brokoli', 'Fruits and Vegetables'], ['Bawang Merah', 'Fruits and Vegetables'], ['Cabai Rawit', 'Fruits and Vegetables'],
  ['Salak', 'Fruits and Vegetables'], ['Pepaya', 'Fruits and Vegetables'], ['Nanas', 'Fruits and Vegetables'], ['Labu Siam', 'Fruits and Vegetables'],
];
// prettier-ignore
const BRANDS = [
  'Nusantara', 'Sari Tani', 'Bumi Hijau', 'Lembah Subur', 'Tunas Jaya', 'Sinar Pagi', 'Cahaya Desa', 'Panen Raya', 'Kebun Kita', 'Mekar Sari',
  'Tani Makmur', 'Rumah Dapur', 'Ladang Emas', 'Pelangi', 'Segar Alami', 'Citra Rasa', 'Dapur Ibu', 'Sentosa', 'Karya Tani', 'Bintang Timur',
  'Harapan', 'Sumber Rejeki', 'Gunung Mas', 'Pulau Seribu', 'Tanah Air', 'Merapi', 'Bromo', 'Toba', 'Rinjani', 'Kerinci',
  'Mahakam', 'Citarum', 'Musi', 'Kapuas', 'Bengawan', 'Priangan', 'Parahyangan', 'Minang', 'Betawi', 'Pasundan',
  'Borneo', 'Celebes', 'Maluku', 'Papua Asli', 'Flores', 'Sumba', 'Lombok', 'Bali Asri', 'Jawara', 'Andalas',
];
// prettier-ignore
const SIZES = [
  '100 g', '150 g', '200 g', '250 g', '300 g', '400 g', '500 g', '750 g', '1 kg', '2 kg',
  '5 kg', '200 ml', '250 ml', '500 ml', '1 L', '2 L', 'isi 6', 'isi 10', 'isi 12', 'isi 24',
];
if (ITEMS.length * BRANDS.length * SIZES.length !== 100_000)
  throw new Error('the name parts must make 100,000 names');
const EMOJI = [
  '1f35a',
  '2615',
  '1f95b',
  '1f35e',
  '1f357',
  '1f969',
  '1f41f',
  '1f96b',
  '1f336',
  '1f36f',
  '1f36a',
  '1f34e',
];

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** Changes whenever the migrations or this generator change, so a stale dataset is never reused. */
function datasetKey(): string {
  const hash = createHash('sha256').update(`v${GENERATOR_VERSION}`);
  hash.update(readFileSync(join(HERE, 'dataset.ts')));
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

type Log = (line: string) => void;

/** The PGlite dataset: generated once into a temp directory, then reused. */
export async function pgliteDataset(options: { fresh: boolean; log: Log }): Promise<BenchDataset> {
  const dataDir = join(tmpdir(), 'lumbung-bench-data', datasetKey());
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    const dataset = await ensureDataset(database, options.log);
    return { ...dataset, kind: 'pglite', dataDir };
  } finally {
    await database.close();
  }
}

/** The PostgreSQL dataset: its own database on the server of `serverUrl`, made when missing or stale. */
export async function postgresDataset(options: {
  serverUrl: string;
  database: string;
  fresh: boolean;
  log: Log;
}): Promise<BenchDataset> {
  const databaseUrl = withDatabase(options.serverUrl, options.database);
  const admin = new pg.Client({ connectionString: options.serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [options.database]);
    let stale = options.fresh;
    if (exists.rowCount && !stale) stale = !(await hasCurrentDataset(databaseUrl));
    if (exists.rowCount && stale) {
      options.log(`  dropping the stale benchmark database ${options.database}`);
      await admin.query(`drop database ${quoteIdent(options.database)} with (force)`);
    }
    if (!exists.rowCount || stale) await admin.query(`create database ${quoteIdent(options.database)}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const dataset = await ensureDataset(database, options.log);
    return { ...dataset, kind: 'postgres', databaseUrl };
  } finally {
    await database.close();
  }
}

async function hasCurrentDataset(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(`select value from app_meta where key = $1`, [MARKER]);
    return result.rows[0]?.value?.key === datasetKey();
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

type Stored = Omit<BenchDataset, 'kind' | 'dataDir' | 'databaseUrl'> & { key: string };

async function ensureDataset(database: { db: Db; migrate(): Promise<void> }, log: Log): Promise<Stored> {
  const { db } = database;
  await database.migrate();
  const [marker] = await queryRows<{ value: Stored }>(
    db,
    sql`select value from app_meta where key = ${MARKER}`,
  );
  if (marker && marker.value.key === datasetKey()) {
    log('  reusing the generated dataset');
    return marker.value;
  }
  const started = Date.now();
  log('  generating the dataset (100,000 products, 12 stores, about 211,000 inventories)...');
  await seedDemo(db);
  const stored = await generate(db, log);
  await db.execute(sql`insert into app_meta (key, value, updated_at)
    values (${MARKER}, ${JSON.stringify(stored)}::jsonb, ${Date.now()})
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
  log('  vacuum analyze...');
  await db.execute(sql`vacuum analyze`);
  log(`  dataset ready in ${Math.round((Date.now() - started) / 1000)} s`);
  return stored;
}

async function generate(db: Db, log: Log): Promise<Stored> {
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const t = Date.now();
    await db.execute(query);
    log(`    ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  };
  const categoryRows = await queryRows<{ category_id: number; category_name: string }>(
    db,
    sql`select category_id, category_name from categories where not is_deleted`,
  );
  const categoryOf = new Map(categoryRows.map((c) => [c.category_name, c.category_id]));
  const itemNames = ITEMS.map(([name]) => name);
  const itemCategories = ITEMS.map(([, category]) => {
    const id = categoryOf.get(category);
    if (id === undefined) throw new Error(`the demo seed has no category ${category}`);
    return id;
  });

  // Generated products take the ids after the demo ones; n = 0..99,999 is their number.
  const [{ base }] = (await queryRows<{ base: number }>(
    db,
    sql`select coalesce(max(product_id), 0)::int as base from products`,
  )) as [{ base: number }];

  await step(
    'products',
    sql`insert into products (product_name, description, category_id, price, created_at)
      select (${sql.param(itemNames)}::text[])[n % 100 + 1] || ' ' || (${sql.param(BRANDS)}::text[])[(n / 100) % 50 + 1]
          || ' ' || (${sql.param(SIZES)}::text[])[n / 5000 + 1],
        'Generated for the benchmark.',
        (${sql.param(itemCategories)}::int[])[n % 100 + 1],
        (2000 + ((n * 7919) % 397) * 500)::int,
        now() - make_interval(mins => n)
      from generate_series(0, ${PRODUCTS - 1}) as n`,
  );
  await step(
    'pictures',
    sql`insert into product_images (product_id, product_image, is_primary)
      select p.product_id, '/media/emoji/' || (${sql.param(EMOJI)}::text[])[p.product_id % ${EMOJI.length} + 1] || '.png', true
      from products p where p.product_id > ${base}`,
  );

  const cityRows = await queryRows<{ city_id: number; latitude: number; longitude: number }>(
    db,
    sql`select city_id, latitude, longitude from cities order by city_id limit 12`,
  );
  const storeNames = [
    'Bench 100k',
    'Bench 1k',
    ...Array.from({ length: 10 }, (_, i) => `Bench 10k #${i + 1}`),
  ];
  const storeIds: number[] = [];
  for (const [i, name] of storeNames.entries()) {
    const city = cityRows[i % cityRows.length]!;
    const [row] = await queryRows<{ store_id: number }>(
      db,
      sql`insert into stores (store_name, store_location, city_id, latitude, longitude)
        values (${name}, ${`Jl. Benchmark No. ${i + 1}`}, ${city.city_id}, ${city.latitude}, ${city.longitude})
        returning store_id`,
    );
    storeIds.push(row!.store_id);
  }
  const [all, small, ...mediums] = storeIds as [number, number, ...number[]];

  // Which generated products each store carries: all, one in a hundred (number 100 x k + k mod 100
  // for k = 0..999, so every kind of item and every category is there), or a slice of 10,000.
  const carried = sql`
    select ${all}::int as store_id, n from generate_series(0, ${PRODUCTS - 1}) n
    union all select ${small}::int, n * 100 + n % 100 from generate_series(0, ${PRODUCTS / 100 - 1}) n
    union all select (${sql.param(mediums)}::int[])[n / 10000 + 1], n from generate_series(0, ${PRODUCTS - 1}) n`;
  await step(
    'inventories (and their catalogue rows)',
    sql`insert into inventories (store_id, product_id, stock, created_at)
      select c.store_id, ${base} + c.n + 1,
        case when (c.n * 31 + c.store_id) % 17 = 0 then 0 else 1 + (c.n * 7 + c.store_id * 13) % 150 end,
        now() - make_interval(mins => (c.n * 37 + c.store_id) % 100000)
      from (${carried}) c`,
  );
  await step(
    'stock journal (opening stock)',
    sql`insert into stock_journals (inventory_id, store_id, stock_change, change_category, stock_after, note)
      select i.inventory_id, i.store_id, i.stock, 'RESTOCK', i.stock, 'Opening stock (benchmark)'
      from inventories i where i.store_id = any(${sql.param(storeIds)}::int[]) and i.stock > 0`,
  );
  await step(
    'discounts',
    sql`insert into discounts (store_id, inventory_id, type, value, min_purchase, max_discount, bogo_product_id,
        description, is_active, start_date, end_date)
      select i.store_id, i.inventory_id,
        (array['PERCENTAGE', 'NOMINAL', 'BOGO'])[k % 3 + 1]::discount_type,
        case k % 3 when 0 then 10 + k % 40 when 1 then 1000 * (1 + k % 5) else 0 end,
        null, case k % 3 when 0 then 20000 else null end,
        case k % 3 when 2 then i.product_id else null end,
        'Benchmark discount', true, now() - interval '1 day', now() + interval '30 days'
      from (select i.*, row_number() over (partition by i.store_id order by i.inventory_id) as k
            from inventories i where i.store_id = any(${sql.param(storeIds)}::int[])) i
      where i.k % 97 = 0 and i.k <= 97 * 60`,
  );

  // The cart scenarios' store and shoppers.
  const cartCity = cityRows[0]!;
  const [cartStore] = await queryRows<{ store_id: number }>(
    db,
    sql`insert into stores (store_name, store_location, city_id, latitude, longitude)
      values ('Bench Cart', 'Jl. Benchmark Keranjang', ${cartCity.city_id}, ${cartCity.latitude}, ${cartCity.longitude})
      returning store_id`,
  );
  const cartStoreId = cartStore!.store_id;
  await step(
    'cart store inventories',
    sql`insert into inventories (store_id, product_id, stock)
      select ${cartStoreId}::int, ${base} + n + 1, ${CART_STOCK}::int
      from generate_series(0, ${PRODUCTS - 1}) n order by n`,
  );
  await step(
    'cart store stock journal',
    sql`insert into stock_journals (inventory_id, store_id, stock_change, change_category, stock_after, note)
      select i.inventory_id, i.store_id, i.stock, 'RESTOCK', i.stock, 'Opening stock (benchmark)'
      from inventories i where i.store_id = ${cartStoreId}`,
  );
  const [range] = await queryRows<{ first: number; last: number; n: number }>(
    db,
    sql`select min(inventory_id)::int as first, max(inventory_id)::int as last, count(*)::int as n
      from inventories where store_id = ${cartStoreId}`,
  );
  if (!range || range.last - range.first + 1 !== range.n) {
    throw new Error('the cart store inventories are not numbered one after the other');
  }
  await step(
    'cart shoppers',
    sql`insert into users (username, email, password_hash, role, is_verified, referral_code)
      select 'Bench Shopper ' || n, 'bench.shopper.' || n || '@lumbung.test',
        (select password_hash from users where email = 'shopper@lumbung.test'), 'USER', true, 'BENCH' || n
      from generate_series(0, ${CART_SHOPPERS - 1}) n`,
  );

  const sizes = await queryRows<{ store_id: number; n: number }>(
    db,
    sql`select store_id, count(*)::int as n from inventories where store_id = any(${sql.param(storeIds)}::int[]) group by store_id`,
  );
  const [inventory] = await queryRows<{ inventory_id: number }>(
    db,
    sql`select inventory_id from inventories where store_id = ${all} and stock > 0 order by inventory_id limit 1 offset 54321`,
  );
  return {
    key: datasetKey(),
    stores: { all, small, medium: mediums[0]! },
    inventoryId: inventory!.inventory_id,
    categoryId: categoryOf.get('Dairy')!,
    search: 'kopi',
    sizes: Object.fromEntries(sizes.map((s) => [String(s.store_id), s.n])),
    cart: {
      storeId: cartStoreId,
      firstInventoryId: range.first,
      inventories: range.n,
      shoppers: CART_SHOPPERS,
    },
  };
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  return `"${name}"`;
}
