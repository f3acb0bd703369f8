import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProductResponse,
  AdminProductsQuery,
  AdminProductsResponse,
  MESSAGES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_MESSAGES,
  ProductDescriptionBody,
  ProductFields,
  ProductIdParam,
  ProductImageIdParam,
  ProductNameBody,
  ProductPriceBody,
} from '@lumbung/contracts';
import { AppError } from '../../platform/errors';
import { routeFamily } from '../../platform/route-family';
import { cleanImage, type CleanImage } from '../../platform/images';
import { readMultipart, readMultipartFiles } from '../../platform/multipart';
import {
  createProduct,
  findImage,
  getProduct,
  listProducts,
  removeProduct,
  replaceImage,
  updateProduct,
} from './products.service';

const superRoute = routeFamily({
  tag: 'products',
  errors: [400, 401, 403, 404, 409, 413, 422],
  auth: 'SUPER_ADMIN',
});

/** A 400 whose message is the first field's text and whose errors name every field (docs/product.md §5 texts). */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const errors = issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  return new AppError(400, { text: errors[0]!.message }, {}, errors);
}
const imagesError = (text: string) => new AppError(400, { text }, {}, [{ path: 'images', message: text }]);

/** The super admin's product catalogue (docs/product.md §7 "Products and categories"). */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const save = (image: CleanImage) => app.storage.save('products', image);
  const drop = (address: string) =>
    address.startsWith('/uploads/') ? app.storage.remove(address).catch(() => undefined) : undefined;

  app.get(
    '/super-admin/products',
    superRoute({
      summary: 'Live products: 10 a page, by name ascending by default, search, category filter',
      querystring: AdminProductsQuery,
      response: { 200: AdminProductsResponse },
    }),
    async (request) => ({
      message: MESSAGES.PRODUCTS_LISTED,
      ...(await listProducts(app.db, request.query)),
    }),
  );

  app.get(
    '/super-admin/products/details/:id',
    superRoute({
      summary: 'One live product with its pictures and its stock across stores',
      params: ProductIdParam,
      response: { 200: AdminProductResponse },
    }),
    async (request) => ({
      message: MESSAGES.PRODUCT_FOUND,
      data: await getProduct(app.db, request.params.id),
    }),
  );

  app.post(
    '/products',
    superRoute({
      summary: `Creates a product (multipart: category_id, product_name, description, price, images: 1 to ${PRODUCT_IMAGES_MAX} jpg, jpeg or png of 1 MB, primary_image: the index of the first one shown) with a shelf at stock 0 in every store`,
      consumes: ['multipart/form-data'],
      response: { 201: AdminProductResponse },
    }),
    async (request, reply) => {
      const { fields, files } = await readMultipartFiles(request, 'images');
      const parsed = ProductFields.safeParse(fields);
      if (!parsed.success) throw fieldErrors(parsed.error.issues);
      if (files.length === 0) throw imagesError(PRODUCT_MESSAGES.IMAGES_REQUIRED);
      if (files.length > PRODUCT_IMAGES_MAX) throw imagesError(PRODUCT_MESSAGES.IMAGES_TOO_MANY);
      const { primary_image, ...product } = parsed.data;
      if (primary_image >= files.length) {
        throw new AppError(400, { text: PRODUCT_MESSAGES.PRIMARY_INVALID }, {}, [
          { path: 'primary_image', message: PRODUCT_MESSAGES.PRIMARY_INVALID },
        ]);
      }
      // Every picture is checked before any is kept.
      const clean: CleanImage[] = [];
      for (const bytes of files) clean.push(await cleanImage(bytes, ['jpeg', 'png']));
      const addresses: string[] = [];
      try {
        for (const image of clean) addresses.push(await save(image));
        const data = await createProduct(app.db, product, addresses, primary_image);
        return reply.status(201).send({ message: PRODUCT_MESSAGES.CREATED, data });
      } catch (error) {
        await Promise.all(addresses.map(drop));
        throw error;
      }
    },
  );

  const edits = [
    ['name', ProductNameBody, 'Renames a product ({product_name}); unique among live products'],
    ['description', ProductDescriptionBody, "Changes a product's description ({description})"],
    ['price', ProductPriceBody, "Changes a product's price ({price}, whole rupiah)"],
  ] as const;
  for (const [field, body, summary] of edits) {
    app.patch(
      `/products/${field}/:id`,
      superRoute({
        summary,
        params: ProductIdParam,
        body,
        response: { 200: AdminProductResponse },
      }),
      async (request) => ({
        message: PRODUCT_MESSAGES.UPDATED,
        data: await updateProduct(app.db, request.params.id, request.body),
      }),
    );
  }

  app.patch(
    '/products/images/:imageId',
    superRoute({
      summary:
        'Replaces one picture of a product (multipart image: jpg, jpeg or png, 1 MB); answers the product',
      consumes: ['multipart/form-data'],
      params: ProductImageIdParam,
      response: { 200: AdminProductResponse },
    }),
    async (request) => {
      const before = await findImage(app.db, request.params.imageId);
      const { file } = await readMultipart(request, 'image');
      if (!file) throw new AppError(400, 'UPLOAD_MISSING', { field: 'image' });
      const address = await save(await cleanImage(file, ['jpeg', 'png']));
      try {
        const data = await replaceImage(app.db, request.params.imageId, address);
        await drop(before.product_image);
        return { message: PRODUCT_MESSAGES.IMAGE_UPDATED, data };
      } catch (error) {
        await drop(address);
        throw error;
      }
    },
  );

  app.patch(
    '/products/remove/:id',
    superRoute({
      summary: 'Deletes a product (soft): it leaves every shelf; old orders keep what they copied',
      params: ProductIdParam,
      response: { 200: AdminProductResponse },
    }),
    async (request) => ({
      message: PRODUCT_MESSAGES.DELETED,
      data: await removeProduct(app.db, request.params.id),
    }),
  );
};
