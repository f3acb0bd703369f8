import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  addresses,
  categories,
  cities,
  discounts,
  inventories,
  productImages,
  products,
  stockJournals,
  slotPatterns,
  storeAdmins,
  stores,
  userVouchers,
  users,
  vouchers,
} from '../schema';
import { hashPassword } from '../../platform/passwords';
import { EMOJI_URL_PREFIX } from '../../platform/emoji-pictures';
import {
  cityKey,
  DEMO_ACCOUNTS,
  DEMO_CATEGORIES,
  DEMO_PASSWORD,
  DEMO_PRODUCTS,
  DEMO_SLOT_WEEK,
  DEMO_STORES,
  DEMO_VOUCHERS,
  demoDiscounts,
  initialStock,
  twemojiPictureName,
} from './data';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every demo row, in dependency order; the caller holds the transaction and the idempotency check. */
export async function seedDemoData(tx: Tx, now: Date): Promise<void> {
  const cityRows = await tx.select().from(cities);
  const cityId = new Map(cityRows.map((c) => [cityKey(c.city_name, c.province), c.city_id]));
  const cityOf = (name: string, province: string) => {
    const id = cityId.get(cityKey(name, province));
    if (id === undefined) throw new Error(`Demo data names an unknown city: ${name}, ${province}`);
    return id;
  };

  await tx.insert(stores).values(
    DEMO_STORES.map((s) => ({
      store_id: s.id,
      store_name: s.name,
      store_location: s.location,
      city_id: cityOf(s.cityName, s.province),
      latitude: s.latitude,
      longitude: s.longitude,
      whatsapp: s.whatsapp,
    })),
  );
  await tx
    .insert(slotPatterns)
    .values(DEMO_STORES.flatMap((s) => DEMO_SLOT_WEEK.map((w) => ({ ...w, store_id: s.id }))));
  // Ids were given explicitly: move the sequence past them so new stores do not collide.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('stores', 'store_id'), (select max(store_id) from stores))`,
  );

  const categoryRows = await tx
    .insert(categories)
    .values(DEMO_CATEGORIES.map((c) => ({ category_name: c.name, category_name_id: c.nameId })))
    .returning();
  const categoryId = new Map(categoryRows.map((c) => [c.category_name, c.category_id]));

  const productRows = await tx
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((p) => ({
        product_name: p.name,
        description: p.description,
        category_id: categoryId.get(p.categoryName)!,
        price: p.price,
      })),
    )
    .returning({ product_id: products.product_id, product_name: products.product_name });
  const productId = new Map(productRows.map((p) => [p.product_name, p.product_id]));
  const productIdOfSku = new Map(DEMO_PRODUCTS.map((p) => [p.sku, productId.get(p.name)!]));

  await tx.insert(productImages).values(
    DEMO_PRODUCTS.flatMap((p) => [
      {
        product_id: productIdOfSku.get(p.sku)!,
        product_image: EMOJI_URL_PREFIX + twemojiPictureName(p.emoji),
        is_primary: true,
      },
      ...(p.secondEmoji
        ? [
            {
              product_id: productIdOfSku.get(p.sku)!,
              product_image: EMOJI_URL_PREFIX + twemojiPictureName(p.secondEmoji),
              is_primary: false,
            },
          ]
        : []),
    ]),
  );

  // Every product in every store; the opening stock is a RESTOCK journal entry, so the journal of
  // each inventory sums to its stock from the first day.
  const inventoryRows = await tx
    .insert(inventories)
    .values(
      DEMO_STORES.flatMap((s) =>
        DEMO_PRODUCTS.map((p) => ({
          store_id: s.id,
          product_id: productIdOfSku.get(p.sku)!,
          stock: initialStock(s.id, p.sku),
        })),
      ),
    )
    .returning();
  const inventoryId = new Map(inventoryRows.map((i) => [`${i.store_id}:${i.product_id}`, i.inventory_id]));
  const stocked = inventoryRows.filter((i) => i.stock > 0);
  for (let i = 0; i < stocked.length; i += 500) {
    await tx.insert(stockJournals).values(
      stocked.slice(i, i + 500).map((inv) => ({
        inventory_id: inv.inventory_id,
        store_id: inv.store_id,
        stock_change: inv.stock,
        change_category: 'RESTOCK' as const,
        stock_after: inv.stock,
        note: 'Opening stock',
      })),
    );
  }

  await tx.insert(discounts).values(
    demoDiscounts(now).map((d) => ({
      store_id: d.storeId,
      inventory_id: d.sku ? inventoryId.get(`${d.storeId}:${productIdOfSku.get(d.sku)}`)! : null,
      type: d.type,
      value: d.value,
      min_purchase: d.minPurchase,
      max_discount: d.maxDiscount,
      bogo_product_id: d.bogoSku ? productIdOfSku.get(d.bogoSku)! : null,
      description: d.description,
      is_active: d.isActive,
      start_date: d.startDate,
      end_date: d.endDate,
    })),
  );

  const voucherRows = await tx
    .insert(vouchers)
    .values(
      DEMO_VOUCHERS.map((v) => ({
        voucher_code: v.code,
        description: v.description,
        voucher_type: v.voucherType,
        discount_type: v.discountType,
        discount_amount: v.discountAmount,
        min_purchase: v.minPurchase,
        max_discount: v.maxDiscount,
        valid_days: v.validDays,
      })),
    )
    .returning();
  const voucherOfCode = new Map(voucherRows.map((v) => [v.voucher_code, v]));

  for (const account of DEMO_ACCOUNTS) {
    const [user] = await tx
      .insert(users)
      .values({
        username: account.username,
        email: account.email,
        password_hash: await hashPassword(DEMO_PASSWORD),
        role: account.role,
        is_verified: account.isVerified,
        referral_code: account.referralCode,
        phone: account.phone,
      })
      .returning();
    const userId = user!.user_id;
    if (account.role === 'STORE_ADMIN') {
      await tx.insert(storeAdmins).values({ user_id: userId, store_id: account.storeId });
    }
    if (account.addresses.length > 0) {
      await tx.insert(addresses).values(
        account.addresses.map((a) => ({
          user_id: userId,
          address: a.address,
          city_id: cityOf(a.cityName, a.province),
          latitude: a.latitude,
          longitude: a.longitude,
          is_default: a.isDefault,
          label: a.label,
          recipient_name: a.recipientName,
          phone: a.phone,
        })),
      );
    }
    if (account.voucherCodes.length > 0) {
      await tx.insert(userVouchers).values(
        account.voucherCodes.map((code) => {
          const voucher = voucherOfCode.get(code)!;
          return {
            user_id: userId,
            voucher_id: voucher.voucher_id,
            redeem_code: `${code}-${account.referralCode}`,
            expires_at: new Date(now.getTime() + voucher.valid_days * DAY_MS),
          };
        }),
      );
    }
  }
}
