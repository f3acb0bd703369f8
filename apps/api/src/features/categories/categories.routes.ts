import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllCategoriesResponse,
  CATEGORY_MESSAGES,
  CategoriesPageResponse,
  CategoriesQuery,
  CategoryBody,
  CategoryIdParam,
  CategoryResponse,
} from '@lumbung/contracts';
import {
  allCategories,
  createCategory,
  listCategories,
  removeCategory,
  renameCategory,
} from './categories.service';
import { routeFamily } from '../../platform/route-family';

const superRoute = routeFamily({ tag: 'categories', errors: [400, 401, 403, 404, 409], auth: 'SUPER_ADMIN' });

/** Product categories (docs/product.md §7 "Products and categories"): the super admin's alone. */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/categories/all',
    superRoute({
      summary: 'Every live category by name (for pickers and filters)',
      response: { 200: AllCategoriesResponse },
    }),
    async () => ({ message: CATEGORY_MESSAGES.LISTED, data: await allCategories(app.db) }),
  );

  app.get(
    '/products/categories',
    superRoute({
      summary: 'Categories by name, 10 a page, with a search and each one’s live products counted',
      querystring: CategoriesQuery,
      response: { 200: CategoriesPageResponse },
    }),
    async (request) => ({
      message: CATEGORY_MESSAGES.LISTED,
      ...(await listCategories(app.db, request.query)),
    }),
  );

  app.post(
    '/products/categories',
    superRoute({
      summary:
        'Creates a category (its name unique among live ones, whatever the case; an Indonesian name optional)',
      body: CategoryBody,
      response: { 201: CategoryResponse },
    }),
    async (request, reply) =>
      reply.status(201).send({
        message: CATEGORY_MESSAGES.CREATED,
        data: await createCategory(app.db, request.body),
      }),
  );

  app.patch(
    '/products/categories/:id',
    superRoute({
      summary: 'Renames a category (its Indonesian name too, when sent; null clears it)',
      params: CategoryIdParam,
      body: CategoryBody,
      response: { 200: CategoryResponse },
    }),
    async (request) => ({
      message: CATEGORY_MESSAGES.UPDATED,
      data: await renameCategory(app.db, request.params.id, request.body),
    }),
  );

  app.patch(
    '/products/categories/delete/:id',
    superRoute({
      summary: 'Deletes a category (soft) that holds no live product; 409 while it does',
      params: CategoryIdParam,
      response: { 200: CategoryResponse },
    }),
    async (request) => ({
      message: CATEGORY_MESSAGES.DELETED,
      data: await removeCategory(app.db, request.params.id),
    }),
  );
};
