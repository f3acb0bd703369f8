import { z } from 'zod';

// The profile feature: the shopper's own account, addresses and the cities to pick from.

/** GET /api/profile/cities */
export const City = z.object({ city_id: z.number().int(), city_name: z.string(), province: z.string() });
export type City = z.infer<typeof City>;
export const CitiesResponse = z.object({ message: z.string(), data: z.array(City) });

/** GET /api/profile/address/{userId} (SPEC §3 address). */
export const Address = z.object({
  address_id: z.number().int(),
  address: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof Address>;
export const AddressesResponse = z.object({ message: z.string(), data: z.array(Address) });

/** GET /api/profile/user/{userId} (SPEC §3 user profile). */
export const UserProfile = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  is_verified: z.boolean(),
  image: z.string().nullable(),
  referral_code: z.string(),
  role: z.string(),
});
export type UserProfile = z.infer<typeof UserProfile>;
export const UserProfileResponse = z.object({ message: z.string(), data: UserProfile });
