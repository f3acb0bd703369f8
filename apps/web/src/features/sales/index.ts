export { salesKeys, useSales, useSalesFilters, type SalesArea, type SalesView } from './api/get-sales';
export { monthPoints, SalesChart } from './components/sales-charts';
export { SalesPage } from './components/sales-page';
export { monthName } from './lib/months';
