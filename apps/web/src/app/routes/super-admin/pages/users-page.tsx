import { PageHeader } from '@/components/ui/page-header';
import { UsersTable } from '@/features/users';
import { useT } from '@/i18n';

/** Every account of the shop, filtered by role (docs/product.md §1: the super admin manages users). */
export function UsersPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('super-admin.section.users.label')} eyebrow={t('super-admin.area')}>
        {t('super-admin.users.intro')}
      </PageHeader>
      <UsersTable />
    </>
  );
}
