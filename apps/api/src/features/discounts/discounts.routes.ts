import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DiscountDatesBody,
  DiscountFields,
  DiscountIdParam,
  DiscountResponse,
  DiscountsQuery,
  DiscountsResponse,
  DiscountValueBody,
  MESSAGES,
  StoreIdParam,
  StoreInventoryOptionsResponse,
} from '@lumbung/contracts';
import { STORE_STAFF } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { routeFamily } from '../../platform/route-family';
import { cleanImage } from '../../platform/images';
import { readMultipart } from '../../platform/multipart';
import {
  createDiscount,
  getDiscount,
  listDiscounts,
  storeInventoryOptions,
  updateDiscount,
} from './discounts.service';

const staffRoute = routeFamily({
  tag: 'discounts',
  errors: [400, 401, 403, 404, 413, 422],
  auth: STORE_STAFF,
});

/** A 400 whose message is the first field's text and whose errors name every field (docs/product.md §5 texts). */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const errors = issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  return new AppError(400, { text: errors[0]!.message }, {}, errors);
}

/**
 * A store's discounts (docs/product.md §7): its store admin or the super admin. :storeId routes are checked by
 * the access plugin; {id} routes answer 404 for another store's discount.
 */
export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const saveImage = async (bytes: Buffer) =>
    app.storage.save('discounts', await cleanImage(bytes, ['jpeg', 'png']));

  app.get(
    '/store-admin/discounts/:storeId',
    staffRoute({
      summary: "A store's discounts: 10 a page, start date ascending by default, search",
      params: StoreIdParam,
      querystring: DiscountsQuery,
      response: { 200: DiscountsResponse },
    }),
    async (request) => ({
      message: MESSAGES.DISCOUNTS_LISTED,
      ...(await listDiscounts(app.db, request.params.storeId, request.query)),
    }),
  );

  app.post(
    '/store-admin/discounts/:storeId',
    staffRoute({
      summary:
        'Creates a discount (multipart: type, inventory_id, value, min_purchase, max_discount, bogo_product_id, description, start_date, end_date, image)',
      consumes: ['multipart/form-data'],
      params: StoreIdParam,
      response: { 201: DiscountResponse },
    }),
    async (request, reply) => {
      const { fields, file } = await readMultipart(request, 'image');
      const parsed = DiscountFields.safeParse(fields);
      if (!parsed.success) throw fieldErrors(parsed.error.issues);
      const image = file ? await saveImage(file) : null;
      try {
        const discount = await createDiscount(app.db, request.params.storeId, parsed.data, image);
        return reply.status(201).send({ message: MESSAGES.DISCOUNT_CREATED, data: discount });
      } catch (error) {
        if (image) await app.storage.remove(image).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get(
    '/store-admin/discounts/details/:id',
    staffRoute({
      summary: 'One discount of the caller’s store',
      params: DiscountIdParam,
      response: { 200: DiscountResponse },
    }),
    async (request) => ({
      message: MESSAGES.DISCOUNT_FOUND,
      data: await getDiscount(app.db, request.user!, request.params.id),
    }),
  );

  app.patch(
    '/store-admin/discounts/remove/:id',
    staffRoute({
      summary: 'Deletes a discount (soft: old orders keep what they got)',
      params: DiscountIdParam,
      response: { 200: DiscountResponse },
    }),
    async (request) => ({
      message: MESSAGES.DISCOUNT_REMOVED,
      data: await updateDiscount(app.db, request.user!, request.params.id, { is_deleted: true }),
    }),
  );

  app.patch(
    '/store-admin/discounts/value/:id',
    staffRoute({
      summary: 'Turns a discount on or off ({is_active}) or changes its value ({value})',
      params: DiscountIdParam,
      body: DiscountValueBody,
      response: { 200: DiscountResponse },
    }),
    async (request) => ({
      message: MESSAGES.DISCOUNT_UPDATED,
      data: await updateDiscount(app.db, request.user!, request.params.id, request.body),
    }),
  );

  app.patch(
    '/store-admin/discounts/start/:id',
    staffRoute({
      summary: "Moves a discount's start date, end date, or both",
      params: DiscountIdParam,
      body: DiscountDatesBody,
      response: { 200: DiscountResponse },
    }),
    async (request) => {
      const { start_date, end_date } = request.body;
      return {
        message: MESSAGES.DISCOUNT_UPDATED,
        data: await updateDiscount(app.db, request.user!, request.params.id, {
          ...(start_date ? { start_date: new Date(start_date) } : {}),
          ...(end_date ? { end_date: new Date(end_date) } : {}),
        }),
      };
    },
  );

  app.patch(
    '/store-admin/discounts/image/:id',
    staffRoute({
      summary: "Replaces a discount's image (multipart image: jpg, jpeg or png, 1 MB)",
      consumes: ['multipart/form-data'],
      params: DiscountIdParam,
      response: { 200: DiscountResponse },
    }),
    async (request) => {
      const before = await getDiscount(app.db, request.user!, request.params.id);
      const { file } = await readMultipart(request, 'image');
      if (!file) throw new AppError(400, 'UPLOAD_MISSING', { field: 'image' });
      const image = await saveImage(file);
      const data = await updateDiscount(app.db, request.user!, request.params.id, { image });
      if (before.image?.startsWith('/uploads/'))
        await app.storage.remove(before.image).catch(() => undefined);
      return { message: MESSAGES.DISCOUNT_UPDATED, data };
    },
  );

  for (const [url, onlyDiscounted] of [
    ['/store-admin/inventories/:storeId', false],
    ['/store-admin/inventories/discounts/:storeId', true],
  ] as const) {
    app.get(
      url,
      staffRoute({
        summary: onlyDiscounted
          ? "The store's products with a discount on them now"
          : "The store's products, for a discount's product and free product",
        params: StoreIdParam,
        response: { 200: StoreInventoryOptionsResponse },
      }),
      async (request) => ({
        message: MESSAGES.STORE_INVENTORIES_LISTED,
        data: await storeInventoryOptions(app.db, request.params.storeId, onlyDiscounted),
      }),
    );
  }
};
