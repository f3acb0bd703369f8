import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignStoreAdminBody,
  IdParam,
  RegisterStoreAdminBody,
  STORE_ADMIN_TEXTS,
  StoreAdminRemovedResponse,
  StoreAdminResponse,
  StoreAdminsQuery,
  StoreAdminsResponse,
} from '@lumbung/contracts';
import {
  assignStoreAdmin,
  listStoreAdmins,
  registerStoreAdmin,
  removeStoreAdmin,
} from './store-admins.service';
import { CHANGE_ERRORS, routeFamily } from '../../platform/route-family';

const superRoute = routeFamily({ tag: 'super-admin', errors: CHANGE_ERRORS, auth: 'SUPER_ADMIN' });

/**
 * The super admin's store admins (docs/product.md §7 "Super admin" store admins): list, register, assign,
 * remove. SUPER_ADMIN only; `user_id` and `store_id` name other people's accounts and any store.
 */
export const storeAdminsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/super-admin/store-admin',
    superRoute({
      summary: 'Store admins with their store: 10 a page, by store name by default, search',
      querystring: StoreAdminsQuery,
      response: { 200: StoreAdminsResponse },
    }),
    async (request) => ({
      message: STORE_ADMIN_TEXTS.LISTED,
      ...(await listStoreAdmins(app.db, request.query)),
    }),
  );

  app.post(
    '/super-admin/register',
    superRoute({
      summary:
        'Registers a store admin {username, email, store_id?}; they get a mail with a link to choose a password',
      body: RegisterStoreAdminBody,
      response: { 201: StoreAdminResponse },
    }),
    async (request, reply) => {
      const admin = await registerStoreAdmin({ ...app.ctx, locale: request.locale }, request.body);
      return reply
        .status(201)
        .send({ message: STORE_ADMIN_TEXTS.REGISTERED.replace('{email}', admin.email), data: admin });
    },
  );

  app.post(
    '/super-admin/assign',
    superRoute(
      {
        summary: 'Assigns a store admin to a store {user_id, store_id}, or moves them there',
        body: AssignStoreAdminBody,
        response: { 200: StoreAdminResponse },
      },
      { ownershipExempt: { userId: 'the super admin assigns store admins, never themself' } },
    ),
    async (request) => {
      const admin = await assignStoreAdmin(app.db, request.body);
      return { message: STORE_ADMIN_TEXTS.ASSIGNED.replace('{store}', admin.store_name ?? ''), data: admin };
    },
  );

  app.delete(
    '/super-admin/admin/:id',
    superRoute({
      summary: 'Removes a store admin: the account is deleted (soft) and unassigned; its tokens stop',
      params: IdParam,
      response: { 200: StoreAdminRemovedResponse },
    }),
    async (request) => ({
      message: STORE_ADMIN_TEXTS.REMOVED,
      data: await removeStoreAdmin(app.db, request.params.id),
    }),
  );
};
