import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormDrawer } from '@/components/back-office/form-drawer';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { StoreForm, StoresTable } from '@/features/stores';
import { useCities } from '@/features/addresses';
import { useT } from '@/i18n';

/**
 * The super admin's stores (docs/product.md §7): the list with each store's admins, edit in place one row at a
 * time, delete behind a confirmation, and a new store in a drawer.
 */
export function StoresPage() {
  const t = useT();
  const [creating, setCreating] = useState(false);
  const cities = useCities();
  const cityList = cities.data ?? [];

  return (
    <>
      <PageHeader title={t('super-admin.section.stores.label')} eyebrow={t('super-admin.area')}>
        {t('super-admin.stores.intro')}
      </PageHeader>
      <StoresTable
        cities={cityList}
        citiesLoading={cities.isPending}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {t('super-admin.stores.new')}
          </Button>
        }
      />
      <FormDrawer
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('super-admin.stores.new')}
        closeLabel={t('super-admin.stores.closeNew')}
        size="md"
      >
        <StoreForm
          cities={cityList}
          citiesLoading={cities.isPending}
          onCreated={(store) => {
            toast.success(
              t('super-admin.stores.createdText', { name: store.store_name }),
              t('super-admin.stores.created'),
            );
            setCreating(false);
          }}
        />
      </FormDrawer>
    </>
  );
}
