export {
  getInventoryQueryOptions,
  inventoryKeys,
  useInventory,
  type InventoryQuery,
} from './api/get-inventory';
export { usePostStockJournal } from './api/post-stock-journal';
export { InventoryTable, INVENTORY_LIST } from './components/inventory-table';
export { StockJournalForm } from './components/stock-journal-form';
