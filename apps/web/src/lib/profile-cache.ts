/**
 * Query key of a user's own profile (GET /api/profile/user/{userId}), shared by the features that
 * read it without importing each other: the profile page, and the address form, which addresses a
 * new address to the account's name and mobile number. One cache: a number saved on the profile is
 * the next address's number.
 */
export const profileKey = (userId: number) => ['profile', userId] as const;
