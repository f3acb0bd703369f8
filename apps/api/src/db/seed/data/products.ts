/**
 * Demo products: everyday Indonesian groceries at realistic 2026 prices (whole rupiah). Pictures are
 * Twemoji SVGs named by code point (see emoji.ts); `secondEmoji`, when present, is a second picture.
 */
import type { DemoCategoryName } from './categories';

export interface DemoProduct {
  /** Stable slug; unique. */
  sku: string;
  /** Unique (case-insensitive), as the products table requires. */
  name: string;
  /** One or two English sentences. */
  description: string;
  categoryName: DemoCategoryName;
  /** Whole rupiah. */
  price: number;
  /** Twemoji code point(s), e.g. '1f34e'; the file is @twemoji/svg/<emoji>.svg. */
  emoji: string;
  secondEmoji?: string;
}

type Row = [
  sku: string,
  name: string,
  price: number,
  emoji: string,
  description: string,
  secondEmoji?: string,
];

function inCategory(categoryName: DemoCategoryName, rows: Row[]): DemoProduct[] {
  return rows.map(([sku, name, price, emoji, description, secondEmoji]) => ({
    sku,
    name,
    description,
    categoryName,
    price,
    emoji,
    ...(secondEmoji ? { secondEmoji } : {}),
  }));
}

// One product a line: [sku, name, price, emoji, description, secondEmoji?].
// prettier-ignore
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  ...inCategory('Fruits and Vegetables', [
    ['apel-fuji-1kg', 'Apel Fuji 1 kg', 48000, '1f34e', 'Crisp, sweet Fuji apples, about five to six to the kilo. Good for snacking and lunch boxes.'],
    ['pisang-cavendish-1kg', 'Pisang Cavendish 1 kg', 26500, '1f34c', 'Ripe Cavendish bananas from Lampung, sold by the kilo.'],
    ['jeruk-medan-1kg', 'Jeruk Medan 1 kg', 32000, '1f34a', 'Juicy green-skinned oranges from North Sumatra, sweet with a light tang.'],
    ['mangga-harum-manis-1kg', 'Mangga Harum Manis 1 kg', 38000, '1f96d', 'Fragrant Harum Manis mangoes from Probolinggo, picked ripe.'],
    ['semangka-merah-tanpa-biji', 'Semangka Merah Tanpa Biji (±2 kg)', 32000, '1f349', 'A seedless red watermelon of about two kilos, sweet and refreshing.'],
    ['anggur-red-globe-500g', 'Anggur Merah Red Globe 500 g', 55000, '1f347', 'Large, firm red grapes with a mild sweetness.'],
    ['stroberi-ciwidey-250g', 'Stroberi Ciwidey 250 g', 27500, '1f353', 'Fresh strawberries from the Ciwidey highlands south of Bandung.'],
    ['alpukat-mentega-1kg', 'Alpukat Mentega 1 kg', 42000, '1f951', 'Creamy butter avocados, perfect for jus alpukat or on toast.'],
    ['tomat-merah-500g', 'Tomat Merah 500 g', 9500, '1f345', 'Firm red tomatoes for sambal, soups and salads.'],
    ['kentang-dieng-1kg', 'Kentang Dieng 1 kg', 21000, '1f954', 'Highland potatoes from the Dieng Plateau, good for frying and perkedel.'],
    ['wortel-berastagi-500g', 'Wortel Berastagi 500 g', 9000, '1f955', 'Sweet, crunchy carrots grown in Berastagi, North Sumatra.'],
    ['bayam-hijau-1-ikat', 'Bayam Hijau 1 ikat', 4000, '1f96c', 'A bunch of fresh green spinach for sayur bening.'],
    ['kangkung-1-ikat', 'Kangkung 1 ikat', 3500, '1f96c', 'A bunch of water spinach, ready for tumis kangkung with garlic and chilli.'],
    ['brokoli-250g', 'Brokoli 250 g', 14500, '1f966', 'Fresh broccoli florets, good steamed or stir-fried.'],
    ['cabai-rawit-merah-100g', 'Cabai Rawit Merah 100 g', 9000, '1f336', "Hot red bird's eye chillies for sambal and stir-fries."],
    ['bawang-merah-brebes-250g', 'Bawang Merah Brebes 250 g', 12000, '1f9c5', 'Shallots from Brebes, the base of most Indonesian spice pastes.'],
    ['bawang-putih-kating-250g', 'Bawang Putih Kating 250 g', 11000, '1f9c4', 'Large-clove kating garlic that is easy to peel.'],
    ['jagung-manis-3-tongkol', 'Jagung Manis 3 tongkol', 12000, '1f33d', 'Three ears of sweet corn for grilling, boiling or soup.'],
    ['terong-ungu-500g', 'Terong Ungu 500 g', 8000, '1f346', 'Long purple eggplants for terong balado.'],
    ['nanas-madu-subang', 'Nanas Madu Subang per buah', 15000, '1f34d', 'A sweet honey pineapple from Subang, West Java.'],
  ]),
  ...inCategory('Poultry', [
    ['ayam-broiler-utuh-1kg', 'Ayam Broiler Utuh 1 kg', 42000, '1f357', 'A whole fresh broiler chicken of about one kilo, cleaned and ready to cook.', '1f414'],
    ['dada-ayam-fillet-500g', 'Dada Ayam Fillet 500 g', 38000, '1f357', 'Boneless, skinless chicken breast fillet.'],
    ['paha-ayam-atas-1kg', 'Paha Ayam Atas 1 kg', 46000, '1f357', 'Chicken thighs on the bone, juicy for frying or opor.'],
    ['sayap-ayam-1kg', 'Sayap Ayam 1 kg', 39000, '1f357', 'Chicken wings for grilling or spicy fried wings.'],
    ['ceker-ayam-500g', 'Ceker Ayam 500 g', 16500, '1f414', 'Cleaned chicken feet for soup and dim sum-style dishes.'],
    ['ati-ampela-ayam-500g', 'Ati Ampela Ayam 500 g', 22000, '1f356', 'Chicken livers and gizzards, a favourite for sambal goreng.'],
    ['ayam-kampung-utuh', 'Ayam Kampung Utuh (±800 g)', 85000, '1f413', 'A free-range village chicken of about 800 g with firm, flavourful meat.'],
    ['bebek-utuh', 'Bebek Utuh (±1,2 kg)', 95000, '1f986', 'A whole duck of about 1.2 kg for bebek goreng or bebek betutu.'],
    ['telur-ayam-negeri-10', 'Telur Ayam Negeri 10 butir', 21500, '1f95a', 'Ten fresh chicken eggs from local farms.', '1f373'],
    ['telur-ayam-kampung-10', 'Telur Ayam Kampung 10 butir', 30000, '1f95a', 'Ten free-range village chicken eggs with rich yolks.'],
    ['telur-bebek-asin-4', 'Telur Bebek Asin 4 butir', 20000, '1f95a', 'Four salted duck eggs from Brebes, cooked and ready to eat.'],
    ['telur-puyuh-30', 'Telur Puyuh 30 butir', 15000, '1f95a', 'Thirty quail eggs for sate telur puyuh or soup.'],
    ['nugget-ayam-500g', 'Nugget Ayam 500 g', 45000, '1f357', 'Frozen breaded chicken nuggets, ready to fry.'],
    ['sosis-ayam-500g', 'Sosis Ayam 500 g', 38000, '1f32d', 'Frozen chicken sausages for breakfast or fried rice.'],
  ]),
  ...inCategory('Dairy', [
    ['susu-uht-full-cream-1l', 'Susu UHT Full Cream 1 L', 21500, '1f95b', 'Long-life full cream milk that keeps unopened without refrigeration.'],
    ['susu-uht-cokelat-200ml', 'Susu UHT Cokelat 200 ml', 6000, '1f95b', 'Chocolate UHT milk in a handy carton.', '1f36b'],
    ['susu-segar-pasteurisasi-946ml', 'Susu Segar Pasteurisasi 946 ml', 27500, '1f95b', 'Fresh pasteurised milk from East Java dairy farms. Keep refrigerated.'],
    ['susu-kental-manis-370g', 'Susu Kental Manis 370 g', 13500, '1f95b', 'Sweetened condensed milk for martabak, drinks and desserts.'],
    ['susu-bubuk-full-cream-800g', 'Susu Bubuk Full Cream 800 g', 112000, '1f95b', 'Full cream milk powder for the whole family.'],
    ['yoghurt-plain-500g', 'Yoghurt Plain 500 g', 32000, '1f963', 'Thick unsweetened yoghurt with live cultures.'],
    ['keju-cheddar-olahan-165g', 'Keju Cheddar Olahan 165 g', 22500, '1f9c0', 'Processed cheddar cheese, easy to grate over martabak and toast.'],
    ['keju-mozzarella-parut-250g', 'Keju Mozzarella Parut 250 g', 52000, '1f9c0', 'Shredded mozzarella that melts well on pizza and baked pasta.'],
    ['mentega-tawar-200g', 'Mentega Tawar 200 g', 42000, '1f9c8', 'Unsalted dairy butter for baking and cooking.'],
    ['krim-kental-250ml', 'Krim Kental (Whipping Cream) 250 ml', 35000, '1f95b', 'Dairy whipping cream with 35% fat for desserts and sauces.'],
    ['susu-fermentasi-5x65ml', 'Minuman Susu Fermentasi 5 x 65 ml', 11500, '1f95b', 'Five small bottles of cultured milk drink with probiotics.'],
  ]),
  ...inCategory('Baked Goods', [
    ['roti-tawar-gandum', 'Roti Tawar Gandum', 19500, '1f35e', 'Soft whole-wheat sandwich loaf, sliced.'],
    ['roti-tawar-kupas', 'Roti Tawar Kupas', 17000, '1f35e', 'Crustless white sandwich bread, sliced.'],
    ['roti-sobek-cokelat', 'Roti Sobek Cokelat', 16500, '1f35e', 'Pull-apart sweet bread filled with chocolate.', '1f36b'],
    ['croissant-mentega-2', 'Croissant Mentega 2 pcs', 28000, '1f950', 'Two flaky all-butter croissants baked this morning.'],
    ['baguette-prancis', 'Baguette Prancis', 22000, '1f956', 'A crusty French baguette, best eaten the day it is bought.'],
    ['bolu-pandan', 'Bolu Pandan', 38000, '1f370', 'A light, fragrant pandan sponge cake.'],
    ['kue-lapis-legit-250g', 'Kue Lapis Legit 250 g', 85000, '1f370', 'Rich thousand-layer spice cake made with butter and egg yolks.'],
    ['donat-gula-4', 'Donat Gula 4 pcs', 20000, '1f369', 'Four soft doughnuts dusted with sugar.'],
    ['bagel-wijen-2', 'Bagel Wijen 2 pcs', 24000, '1f96f', 'Two chewy sesame bagels.'],
    ['brownies-panggang-cokelat', 'Brownies Panggang Cokelat', 45000, '1f36b', 'Fudgy baked chocolate brownies in a loaf.'],
    ['bakpia-kacang-hijau-20', 'Bakpia Kacang Hijau isi 20', 45000, '1f96e', 'Twenty Yogyakarta-style bakpia filled with sweet mung bean paste.'],
    ['muffin-blueberry-2', 'Muffin Blueberry 2 pcs', 26000, '1f9c1', 'Two moist muffins studded with blueberries.'],
    ['kue-nastar-nanas-250g', 'Kue Nastar Nanas 250 g', 65000, '1f36a', 'Buttery pineapple tarts, a Lebaran favourite.', '1f34d'],
  ]),
  ...inCategory('Meat', [
    ['daging-sapi-has-dalam-500g', 'Daging Sapi Has Dalam 500 g', 92500, '1f969', 'Tender beef tenderloin for steak and stir-fries.'],
    ['daging-sapi-giling-500g', 'Daging Sapi Giling 500 g', 70000, '1f969', 'Fresh minced beef for bakso, meatballs and bolognese.'],
    ['daging-sapi-sengkel-500g', 'Daging Sapi Sengkel 500 g', 72500, '1f969', 'Beef shank, ideal for rendang, semur and soup.'],
    ['iga-sapi-1kg', 'Iga Sapi 1 kg', 140000, '1f356', 'Beef ribs for sop iga and konro.'],
    ['daging-kambing-500g', 'Daging Kambing 500 g', 80000, '1f356', 'Fresh goat meat for sate kambing and gulai.'],
  ]),
  ...inCategory('Seafood', [
    ['ikan-kembung-500g', 'Ikan Kembung 500 g', 28000, '1f41f', 'Fresh Indian mackerel, cleaned, for frying or grilling.'],
    ['ikan-nila-1kg', 'Ikan Nila 1 kg', 38000, '1f41f', 'Farmed tilapia, about three fish to the kilo.'],
    ['bandeng-presto-500g', 'Bandeng Presto 500 g', 45000, '1f41f', 'Pressure-cooked milkfish from Semarang with soft, edible bones.'],
    ['fillet-ikan-dori-500g', 'Fillet Ikan Dori 500 g', 42000, '1f41f', 'Boneless frozen dory fillets.'],
    ['udang-vaname-500g', 'Udang Vaname 500 g', 55000, '1f990', 'Fresh whiteleg shrimp, about 40 to 50 to the kilo.'],
    ['cumi-cumi-segar-500g', 'Cumi-Cumi Segar 500 g', 50000, '1f991', 'Fresh cleaned squid for cumi goreng tepung or sambal cumi.'],
    ['kerang-hijau-1kg', 'Kerang Hijau 1 kg', 25000, '1f9aa', 'Live green mussels, scrubbed and ready to steam.'],
    ['kepiting-bakau-500g', 'Kepiting Bakau 500 g', 120000, '1f980', 'Live mud crab for kepiting saus padang.'],
    ['ikan-teri-medan-100g', 'Ikan Teri Medan 100 g', 18000, '1f41f', 'Dried small anchovies from Medan for sambal teri.'],
  ]),
  ...inCategory('Rice and Grains', [
    ['beras-pandan-wangi-5kg', 'Beras Pandan Wangi 5 kg', 82500, '1f35a', 'Fragrant premium rice from Cianjur with soft, fluffy grains.', '1f33e'],
    ['beras-rojolele-5kg', 'Beras Rojolele 5 kg', 80000, '1f35a', 'Premium Rojolele rice from Delanggu, Central Java.'],
    ['beras-merah-organik-1kg', 'Beras Merah Organik 1 kg', 28000, '1f35a', 'Organic red rice with more fibre than white rice.'],
    ['beras-ketan-putih-1kg', 'Beras Ketan Putih 1 kg', 22000, '1f35a', 'White glutinous rice for lemper, tape and desserts.'],
    ['oat-gandum-utuh-800g', 'Oat Gandum Utuh 800 g', 55000, '1f963', 'Whole rolled oats for porridge and baking.'],
    ['kacang-hijau-500g', 'Kacang Hijau 500 g', 16000, '1fad8', 'Dried mung beans for bubur kacang hijau.'],
    ['mi-telur-kering-200g', 'Mi Telur Kering 200 g', 8500, '1f35c', 'Dried egg noodles for mi goreng and mi kuah.'],
    ['bihun-jagung-175g', 'Bihun Jagung 175 g', 7000, '1f35c', 'Corn vermicelli for soups and fried bihun.'],
  ]),
  ...inCategory('Tofu and Tempeh', [
    ['tempe-papan-500g', 'Tempe Papan 500 g', 9000, '1fad8', 'A fresh slab of soybean tempeh, ready to slice and fry.'],
    ['tempe-bungkus-daun-5', 'Tempe Bungkus Daun 5 pcs', 7500, '1fad8', 'Traditional tempeh wrapped in banana leaves.', '1f33f'],
    ['tahu-putih-10', 'Tahu Putih 10 pcs', 10000, '1fad8', 'Ten soft white tofu blocks.'],
    ['tahu-sumedang-10', 'Tahu Sumedang 10 pcs', 15000, '1fad8', 'Ten pieces of Sumedang-style tofu that turn crisp outside and hollow inside when fried.'],
    ['tahu-kuning-10', 'Tahu Kuning 10 pcs', 11000, '1fad8', 'Firm turmeric-coloured tofu from Kediri.'],
  ]),
  ...inCategory('Spices and Condiments', [
    ['kecap-manis-520ml', 'Kecap Manis 520 ml', 24500, '1fad9', 'Thick sweet soy sauce, essential for nasi goreng and sate.'],
    ['saus-sambal-340ml', 'Saus Sambal 340 ml', 13500, '1f336', 'Bottled chilli sauce with garlic.'],
    ['garam-beryodium-500g', 'Garam Dapur Beryodium 500 g', 4500, '1f9c2', 'Fine iodised cooking salt.'],
    ['merica-bubuk-100g', 'Merica Bubuk 100 g', 18000, '1f9c2', 'Ground white pepper.'],
    ['ketumbar-bubuk-100g', 'Ketumbar Bubuk 100 g', 9000, '1f9c2', 'Ground coriander seed.'],
    ['terasi-udang-100g', 'Terasi Udang 100 g', 15000, '1fad9', 'Fermented shrimp paste from Bangka for sambal terasi.', '1f990'],
    ['jahe-merah-250g', 'Jahe Merah 250 g', 12000, '1fada', 'Fresh red ginger for wedang jahe and spice pastes.'],
    ['bumbu-rendang-instan-50g', 'Bumbu Rendang Instan 50 g', 7500, '1f372', 'Ready spice mix for Padang-style beef rendang.'],
    ['sambal-bawang-200g', 'Sambal Bawang 200 g', 25000, '1f336', 'Garlic chilli sambal in oil, ready to eat with rice.'],
  ]),
  ...inCategory('Pantry Staples', [
    ['minyak-goreng-sawit-2l', 'Minyak Goreng Sawit 2 L', 38000, '1f334', 'Refined palm cooking oil in a refill pouch.'],
    ['minyak-zaitun-ev-250ml', 'Minyak Zaitun Extra Virgin 250 ml', 75000, '1fad2', 'Cold-pressed extra virgin olive oil.'],
    ['gula-pasir-1kg', 'Gula Pasir 1 kg', 18500, '1f36c', 'White granulated sugar.'],
    ['gula-aren-cetak-500g', 'Gula Aren Cetak 500 g', 25000, '1f334', 'Moulded palm sugar for kolak, dawet and sambal.'],
    ['tepung-terigu-1kg', 'Tepung Terigu Protein Sedang 1 kg', 14000, '1f33e', 'All-purpose wheat flour for cakes, gorengan and noodles.'],
    ['tepung-beras-500g', 'Tepung Beras 500 g', 9500, '1f33e', 'Rice flour for traditional kue and crisp fritters.'],
    ['santan-kelapa-200ml', 'Santan Kelapa 200 ml', 9000, '1f965', 'Ready coconut milk for curries, opor and desserts.'],
    ['madu-hutan-murni-500g', 'Madu Hutan Murni 500 g', 95000, '1f36f', 'Pure wild forest honey from Sumbawa.'],
    ['margarin-200g', 'Margarin 200 g', 9500, '1f9c8', 'Vegetable margarine for baking and spreading.'],
  ]),
  ...inCategory('Beverages', [
    ['kopi-robusta-lampung-250g', 'Kopi Bubuk Robusta Lampung 250 g', 38000, '2615', 'Strong ground robusta coffee from Lampung for kopi tubruk.'],
    ['kopi-arabika-gayo-250g', 'Kopi Arabika Gayo Biji 250 g', 95000, '2615', 'Whole arabica beans from the Gayo Highlands of Aceh with fruity notes.'],
    ['teh-celup-melati-25', 'Teh Celup Melati 25 sachet', 8500, '1f375', 'Jasmine black tea bags.'],
    ['teh-hijau-celup-25', 'Teh Hijau Celup 25 sachet', 14000, '1f375', 'Green tea bags with a light, grassy taste.'],
    ['air-mineral-600ml-24', 'Air Mineral 600 ml isi 24', 52000, '1f4a7', 'A carton of 24 bottles of mineral water.'],
    ['jus-jeruk-1l', 'Jus Jeruk 1 L', 27500, '1f9c3', 'Orange juice with no added sugar.', '1f34a'],
    ['sirup-cocopandan-460ml', 'Sirup Cocopandan 460 ml', 22000, '1f379', 'Pink coconut-pandan syrup for es campur and iced drinks.'],
    ['air-kelapa-murni-1l', 'Air Kelapa Murni 1 L', 30000, '1f965', 'Pure young coconut water. Serve chilled.'],
  ]),
  ...inCategory('Snacks', [
    ['keripik-singkong-balado-200g', 'Keripik Singkong Balado 200 g', 18000, '1f360', 'Crunchy cassava chips coated in sweet-spicy balado seasoning from Padang.'],
    ['kerupuk-udang-mentah-250g', 'Kerupuk Udang Mentah 250 g', 25000, '1f990', 'Uncooked prawn crackers from Sidoarjo. Fry before serving.'],
    ['kacang-atom-250g', 'Kacang Atom 250 g', 15000, '1f95c', 'Crunchy coated peanuts.'],
    ['rempeyek-kacang-200g', 'Rempeyek Kacang 200 g', 22000, '1f95c', 'Crisp rice-flour crackers with peanuts.'],
    ['cokelat-batang-susu-100g', 'Cokelat Batang Susu 100 g', 18500, '1f36b', 'A bar of smooth milk chocolate.'],
    ['biskuit-kelapa-250g', 'Biskuit Kelapa 250 g', 12000, '1f36a', 'Crisp coconut biscuits, lovely with tea.', '1f965'],
    ['popcorn-karamel-100g', 'Popcorn Karamel 100 g', 15000, '1f37f', 'Caramel-coated popcorn.'],
  ]),
];

/** The product with that SKU; throws when absent (seed data is static, so absence is a bug). */
export function productBySku(sku: string): DemoProduct {
  const product = DEMO_PRODUCTS.find((p) => p.sku === sku);
  if (!product) throw new Error(`Unknown demo product SKU: ${sku}`);
  return product;
}
