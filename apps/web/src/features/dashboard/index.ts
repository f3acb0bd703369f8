export { superDashboardKey, useSuperDashboard } from './api/get-super-dashboard';
