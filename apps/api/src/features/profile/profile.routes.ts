import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressesResponse,
  CitiesResponse,
  ErrorBody,
  MESSAGES,
  UserIdParam,
  UserProfileResponse,
} from '@lumbung/contracts';
import { AppError } from '../../platform/errors';
import { getProfile, listAddresses, listCities } from './profile.service';

/**
 * The shopper's profile reads (SPEC §7 "Shopper catalogue and profile"): the profile, the
 * addresses and the cities. Routes with :userId answer only their owner (the access plugin checks
 * it). The nearest store, though under /api/profile too, is the location feature's.
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
};
