/** The store's proof of a refund transfer, served to its shopper and the staff with their token. */
export const refundProofPath = (refundId: number) => `/api/refunds/proof/${refundId}`;
