export {
  categoryKeys,
  useAllCategories,
  useCategories,
  useCreateCategory,
  useRemoveCategory,
  useRenameCategory,
} from './api/categories';
export { CategoryCreateForm } from './components/category-create-form';
export { CATEGORIES_LIST, CategoriesTable } from './components/categories-table';
export { categoryName, useCategoriesInLanguage } from './lib/category-name';
