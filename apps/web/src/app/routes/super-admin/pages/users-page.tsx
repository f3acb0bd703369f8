import { PageHeader } from '@/components/ui/page-header';
import { UsersTable } from '@/features/users';

/** Every account of the shop, filtered by role (docs/product.md §1: the super admin manages users). */
export function UsersPage() {
  return (
    <>
      <PageHeader title="Users" eyebrow="Super admin">
        Every account: shoppers, store admins and super admins.
      </PageHeader>
      <UsersTable />
    </>
  );
}
