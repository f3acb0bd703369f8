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
import { errorResponses } from '../../platform/errors';

const ERRORS = errorResponses(400, 401, 403, 404, 409);
const SUPER = { auth: 'SUPER_ADMIN' as const };

/** Product categories (docs/product.md §7 "Products and categories"): the super admin's alone. */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/categories/all',
    {
      schema: {
        tags: ['categories'],
        summary: 'Every live category by name (for pickers and filters)',
        response: { 200: AllCategoriesResponse, ...ERRORS },
      },
      config: SUPER,
    },
    async () => ({ message: CATEGORY_MESSAGES.LISTED, data: await allCategories(app.db) }),
  );

  app.get(
    '/products/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Categories by name, 10 a page, with a search and each one’s live products counted',
        querystring: CategoriesQuery,
        response: { 200: CategoriesPageResponse, ...ERRORS },
      },
      config: SUPER,
    },
    async (request) => ({
      message: CATEGORY_MESSAGES.LISTED,
      ...(await listCategories(app.db, request.query)),
    }),
  );

  app.post(
    '/products/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Creates a category (its name unique among live ones, whatever the case)',
        body: CategoryBody,
        response: { 201: CategoryResponse, ...ERRORS },
      },
      config: SUPER,
    },
    async (request, reply) =>
      reply.status(201).send({
        message: CATEGORY_MESSAGES.CREATED,
        data: await createCategory(app.db, request.body.category_name),
      }),
  );

  app.patch(
    '/products/categories/:id',
    {
      schema: {
        tags: ['categories'],
        summary: 'Renames a category',
        params: CategoryIdParam,
        body: CategoryBody,
        response: { 200: CategoryResponse, ...ERRORS },
      },
      config: SUPER,
    },
    async (request) => ({
      message: CATEGORY_MESSAGES.UPDATED,
      data: await renameCategory(app.db, request.params.id, request.body.category_name),
    }),
  );

  app.patch(
    '/products/categories/delete/:id',
    {
      schema: {
        tags: ['categories'],
        summary: 'Deletes a category (soft) that holds no live product; 409 while it does',
        params: CategoryIdParam,
        response: { 200: CategoryResponse, ...ERRORS },
      },
      config: SUPER,
    },
    async (request) => ({
      message: CATEGORY_MESSAGES.DELETED,
      data: await removeCategory(app.db, request.params.id),
    }),
  );
};
