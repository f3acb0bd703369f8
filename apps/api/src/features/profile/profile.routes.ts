import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CitiesQuery,
  CitiesResponse,
  ErrorBody,
  MESSAGES,
  UpdateProfileBody,
  UserIdParam,
  UserProfileResponse,
} from '@lumbung/contracts';
import { AppError } from '../../platform/errors';
import { cleanImage } from '../../platform/images';
import { readMultipart } from '../../platform/multipart';
import { getProfile, listCities, replacePicture, updateProfile } from './profile.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * The shopper's account (docs/product.md §7 "Shopper catalogue and profile"): the profile and its
 * picture and the cities. Routes with :userId answer only their owner (the access plugin checks
 * it). The vouchers, the addresses and the nearest store, though under /api/profile too, are the
 * vouchers, addresses and location features'.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/cities',
    {
      schema: {
        tags: ['profile'],
        summary: 'Every city by name, or those whose name or province holds every word of `search`',
        querystring: CitiesQuery,
        response: { 200: CitiesResponse, 400: ErrorBody },
      },
      config: { auth: 'public' },
    },
    async (request) => ({
      message: MESSAGES.CITIES_LISTED,
      data: await listCities(app.db, request.query.search),
    }),
  );

  app.get(
    '/profile/user/:userId',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's own profile",
        params: UserIdParam,
        response: { 200: UserProfileResponse, ...errors },
      },
    },
    async (request) => {
      const profile = await getProfile(app.db, request.params.userId);
      if (!profile) throw new AppError(404, 'USER_NOT_FOUND');
      return { message: MESSAGES.PROFILE_FOUND, data: profile };
    },
  );

  app.put(
    '/profile/user/:userId',
    {
      schema: {
        tags: ['profile'],
        summary:
          "Changes the caller's username, mobile number (null clears it) and language (null: the browser's)",
        params: UserIdParam,
        body: UpdateProfileBody,
        response: { 200: UserProfileResponse, ...errors },
      },
    },
    async (request) => ({
      message: MESSAGES.PROFILE_UPDATED,
      data: await updateProfile(app.db, request.params.userId, request.body),
    }),
  );

  app.put(
    '/profile/image/:userId',
    {
      schema: {
        tags: ['profile'],
        summary: 'Sets the profile picture: multipart field `image`, jpg/jpeg, png or gif, at most 1 MB',
        consumes: ['multipart/form-data'],
        params: UserIdParam,
        response: { 200: UserProfileResponse, ...errors, 413: ErrorBody },
      },
    },
    async (request) => {
      const missing = () => new AppError(400, 'UPLOAD_MISSING', { field: MESSAGES.PROFILE_PICTURE_FIELD });
      if (!request.isMultipart()) throw missing();
      const { file } = await readMultipart(request, 'image');
      if (!file) throw missing();
      const picture = await cleanImage(file, ['jpeg', 'png', 'gif']);
      const saved = await app.storage.save('avatars', picture);
      let result;
      try {
        result = await replacePicture(app.db, request.params.userId, saved);
      } catch (error) {
        await app.storage.remove(saved).catch(() => undefined);
        throw error;
      }
      await dropPicture(result.replaced, request.log);
      return { message: MESSAGES.PICTURE_UPDATED, data: result.profile };
    },
  );

  app.delete(
    '/profile/image/:userId',
    {
      schema: {
        tags: ['profile'],
        summary: 'Removes the profile picture',
        params: UserIdParam,
        response: { 200: UserProfileResponse, ...errors },
      },
    },
    async (request) => {
      const result = await replacePicture(app.db, request.params.userId, null);
      await dropPicture(result.replaced, request.log);
      return { message: MESSAGES.PICTURE_REMOVED, data: result.profile };
    },
  );

  /** A replaced picture is dropped from storage; failing to is logged, never the shopper's problem. */
  async function dropPicture(address: string | null, log: { warn: (o: object, m: string) => void }) {
    if (!address) return;
    await app.storage
      .remove(address)
      .catch((err: unknown) => log.warn({ err, address }, 'could not drop a replaced picture'));
  }
};
