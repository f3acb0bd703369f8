export {
  categoryKeys,
  useAllCategories,
  useCategories,
  useCreateCategory,
  useRemoveCategory,
  useRenameCategory,
} from './api/categories';
export { CATEGORY_CREATED_TOAST, CategoryCreateForm } from './components/category-create-form';
export {
  CATEGORIES_LIST,
  CATEGORY_DELETED_TOAST,
  CATEGORY_RENAMED_TOAST,
  CategoriesTable,
} from './components/categories-table';
