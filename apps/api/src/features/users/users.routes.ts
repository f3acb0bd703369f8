import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, USER_MESSAGES, UsersQuery, UsersResponse } from '@lumbung/contracts';
import { listUsers } from './users.service';

/** The super admin's users list (docs/product.md §7 "Super admin"). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/super-admin/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Every account: 10 a page, newest first, filtered by role, searched by username or e-mail',
        querystring: UsersQuery,
        response: { 200: UsersResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
      config: { auth: 'SUPER_ADMIN' },
    },
    async (request) => ({ message: USER_MESSAGES.USERS_LISTED, ...(await listUsers(app.db, request.query)) }),
  );
};
