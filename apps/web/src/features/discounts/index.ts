export { discountKeys, useChangeDiscount, useDiscount, useRemoveDiscount } from './api/discounts';
export { DiscountActiveSwitch } from './components/discount-active-switch';
export { DiscountDatesEditor, DiscountImageEditor, DiscountValueEditor } from './components/discount-editors';
export { DiscountForm } from './components/discount-form';
export { DiscountsTable, DiscountStateBadge, DISCOUNTS_LIST } from './components/discounts-table';
export { DISCOUNT_TYPE_LABELS, discountValueText } from './lib/discount-text';
