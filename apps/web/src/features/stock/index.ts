export { stockKeys, useStockHistory, useStockSummary, type StockArea } from './api/get-stock-history';
export { StockHistoryTable, STOCK_HISTORY_LIST } from './components/stock-history-table';
export { currentMonth, StockSummary } from './components/stock-summary';
