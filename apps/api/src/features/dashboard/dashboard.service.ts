/**
 * The super admin's dashboard: every store at a glance (dashboard.sql.ts reads it in one statement).
 */
import { LOW_STOCK_THRESHOLD, type SuperDashboard } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { readSuperDashboard } from './dashboard.sql';

/** How many low shelves the dashboard names (the emptiest first). */
export const DASHBOARD_LOW_STOCK_ITEMS = 10;

/** GET /api/super-admin/dashboard */
export function getSuperDashboard(db: Db): Promise<SuperDashboard> {
  return readSuperDashboard(db, LOW_STOCK_THRESHOLD, DASHBOARD_LOW_STOCK_ITEMS);
}
