import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressesResponse,
  CitiesResponse,
  ClosestStoreBody,
  ClosestStoreResponse,
  ErrorBody,
  MESSAGES,
  UserIdParam,
  UserProfileResponse,
} from '@lumbung/contracts';
import { AppError } from '../../platform/errors';
import { closestStore, closestStoreForUser, getProfile, listAddresses, listCities } from './profile.service';

/**
 * The shopper's profile reads (SPEC §7 "Shopper catalogue and profile") and the nearest store
 * (SPEC §4). Routes with :userId answer only their owner (the access plugin checks it).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/cities',
    {
      schema: { tags: ['profile'], summary: 'Every city, by name', response: { 200: CitiesResponse } },
      config: { auth: 'public' },
    },
    async () => ({ message: MESSAGES.CITIES_LISTED, data: await listCities(app.db) }),
  );

  app.get(
    '/profile/user/:userId',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's own profile",
        params: UserIdParam,
        response: {
          200: UserProfileResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const profile = await getProfile(app.db, request.params.userId);
      if (!profile) throw new AppError(404, 'USER_NOT_FOUND');
      return { message: MESSAGES.PROFILE_FOUND, data: profile };
    },
  );

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
    '/profile/closest-store',
    {
      schema: {
        tags: ['profile'],
        summary: 'The store nearest to a point, within 50 km (data is null when none is)',
        body: ClosestStoreBody,
        response: { 200: ClosestStoreResponse, 400: ErrorBody },
      },
      // Visitors use their browser's location; a token is sent only sometimes (SPEC §6).
      config: { auth: 'public' },
    },
    async (request) => {
      const store = await closestStore(app.db, request.body.latitude, request.body.longitude);
      return { message: store ? MESSAGES.CLOSEST_STORE_FOUND : MESSAGES.LOCATION_NO_STORE, data: store };
    },
  );

  app.get(
    '/profile/closest-store/:userId',
    {
      schema: {
        tags: ['profile'],
        summary: "The store nearest to the caller's default address, within 50 km",
        params: UserIdParam,
        response: { 200: ClosestStoreResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const found = await closestStoreForUser(app.db, request.params.userId);
      if (!found.address) return { message: MESSAGES.STRIP_SET_ADDRESS, data: null };
      return {
        message: found.store ? MESSAGES.CLOSEST_STORE_FOUND : MESSAGES.LOCATION_NO_STORE,
        data: found.store,
      };
    },
  );
};
