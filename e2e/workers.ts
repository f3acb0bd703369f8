/**
 * How many spec files run at once, each worker against its own server (support/global-setup.ts).
 * Two on these 2-core machines: a journey spends much of its time waiting for the browser, the
 * server or the network between them, and a second journey fills those waits.
 */
export const E2E_WORKERS = 2;
