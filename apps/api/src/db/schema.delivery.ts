/**
 * Delivery (docs/decisions/0043): a store's week of slots, the days it closes, the slots themselves
 * (a place in the store's capacity for a time window, booked by domain/slots.ts under a row lock,
 * like stock), and the notes a shopper wrote for a product, offered again the next time.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, stores, users } from './schema';

/**
 * The week's slot pattern of a store: on `weekday` (0 Sunday .. 6 Saturday, in WIB), a window from
 * `start_minute` to `end_minute` after midnight WIB, for `capacity` orders, bookable until
 * `cutoff_minutes` before it starts. The store admin replaces the whole pattern at once.
 */
export const slotPatterns = pgTable(
  'slot_patterns',
  {
    slot_pattern_id: serial('slot_pattern_id').primaryKey(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.store_id),
    weekday: smallint('weekday').notNull(),
    start_minute: smallint('start_minute').notNull(),
    end_minute: smallint('end_minute').notNull(),
    capacity: integer('capacity').notNull(),
    cutoff_minutes: integer('cutoff_minutes').notNull().default(60),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('slot_patterns_store_window_uq').on(t.store_id, t.weekday, t.start_minute),
    check('slot_patterns_weekday', sql`${t.weekday} between 0 and 6`),
    check(
      'slot_patterns_window',
      sql`${t.start_minute} >= 0 and ${t.end_minute} <= 1440 and ${t.start_minute} < ${t.end_minute}`,
    ),
    check('slot_patterns_capacity', sql`${t.capacity} > 0`),
    check('slot_patterns_cutoff', sql`${t.cutoff_minutes} >= 0`),
  ],
);

/** Days a store does not deliver (holidays), whatever its pattern says. */
export const storeClosedDays = pgTable(
  'store_closed_days',
  {
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.store_id),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason'),
    created_by: integer('created_by').references(() => users.user_id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.store_id, t.day] })],
);

/**
 * One slot of one store on one day, made from the pattern when first asked for, with its own
 * capacity and cut-off copied (a later change of the pattern does not move booked orders).
 * `booked` counts the orders holding a place; it never passes `capacity`.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    slot_id: serial('slot_id').primaryKey(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.store_id),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    cutoff_minutes: integer('cutoff_minutes').notNull(),
    booked: integer('booked').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_slots_store_start_uq').on(t.store_id, t.starts_at),
    index('delivery_slots_starts_idx').on(t.starts_at),
    check('delivery_slots_booked_in_range', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
    check('delivery_slots_window', sql`${t.starts_at} < ${t.ends_at}`),
  ],
);

/** The last note a shopper wrote for a product, offered again when they add it next time. */
export const productNotes = pgTable(
  'product_notes',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.product_id),
    note: text('note').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.product_id] })],
);
