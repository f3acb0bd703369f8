import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddAddressBody,
  AddressChangeResponse,
  AddressesResponse,
  AddressParams,
  DeleteAddressQuery,
  DeleteAddressResponse,
  ErrorBody,
  MESSAGES,
  SetDefaultAddressBody,
  UpdateAddressBody,
  UserIdParam,
} from '@lumbung/contracts';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './addresses.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * The shopper's delivery addresses (docs/product.md §7: GET and POST /api/profile/address, PUT
 * /api/profile/address/{userId}/{addressId}, POST /api/profile/default; the soft delete is ours).
 * `:userId` and `user_id` must be the caller's own (the access plugin); an address of someone
 * else answers 404 like an absent one.
 */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/address/:userId',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's addresses, the default first",
        params: UserIdParam,
        response: { 200: AddressesResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({
      message: MESSAGES.ADDRESSES_LISTED,
      data: await listAddresses(app.db, request.params.userId),
    }),
  );

  app.post(
    '/profile/address',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Adds an address (the first one becomes the default); label, recipient_name and phone are optional',
        body: AddAddressBody,
        response: { 201: AddressChangeResponse, ...errors, 409: ErrorBody, 422: ErrorBody },
      },
      config: { auth: 'USER' },
    },
    async (request, reply) => {
      const data = await addAddress(app.db, request.body);
      return reply.status(201).send({ message: MESSAGES.ADDRESS_ADDED, data });
    },
  );

  app.put(
    '/profile/address/:userId/:addressId',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Rewrites an address: text, city and location; label, recipient_name and phone when sent (null clears)',
        params: AddressParams,
        body: UpdateAddressBody,
        response: { 200: AddressChangeResponse, ...errors, 422: ErrorBody },
      },
      config: { auth: 'USER' },
    },
    async (request) => ({
      message: MESSAGES.ADDRESS_UPDATED,
      data: await updateAddress(app.db, request.params.userId, request.params.addressId, request.body),
    }),
  );

  app.delete(
    '/profile/address/:userId/:addressId',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Deletes an address (soft). The default one needs new_default_address_id while other addresses exist',
        params: AddressParams,
        querystring: DeleteAddressQuery,
        response: { 200: DeleteAddressResponse, ...errors, 409: ErrorBody, 422: ErrorBody },
      },
      config: { auth: 'USER' },
    },
    async (request) => ({
      message: MESSAGES.ADDRESS_DELETED,
      data: await deleteAddress(
        app.db,
        request.params.userId,
        request.params.addressId,
        request.query.new_default_address_id,
      ),
    }),
  );

  app.post(
    '/profile/default',
    {
      schema: {
        tags: ['profile'],
        summary: 'Makes one address the default; every other one stops being it',
        body: SetDefaultAddressBody,
        response: { 200: AddressChangeResponse, ...errors },
      },
      config: { auth: 'USER' },
    },
    async (request) => ({
      message: MESSAGES.ADDRESS_DEFAULT_SET,
      data: await setDefaultAddress(app.db, request.body.user_id, request.body.new_address_id),
    }),
  );
};
