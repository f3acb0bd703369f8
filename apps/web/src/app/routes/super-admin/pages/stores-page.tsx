import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormDrawer } from '@/components/back-office/form-drawer';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { StoreForm, StoresTable } from '@/features/stores';
import { useCities } from '@/features/addresses';

export const STORE_CREATED_TOAST = 'Store created';

/**
 * The super admin's stores (docs/product.md §7): the list with each store's admins, edit in place one row at a
 * time, delete behind a confirmation, and a new store in a drawer.
 */
export function StoresPage() {
  const [creating, setCreating] = useState(false);
  const cities = useCities();
  const cityList = cities.data ?? [];

  return (
    <>
      <PageHeader title="Stores" eyebrow="Super admin">
        Physical stores: name, location, city and the point shoppers are matched to (within 50 km).
      </PageHeader>
      <StoresTable
        cities={cityList}
        citiesLoading={cities.isPending}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            New store
          </Button>
        }
      />
      <FormDrawer
        opened={creating}
        onClose={() => setCreating(false)}
        title="New store"
        closeLabel="Close the new store form"
        size="md"
      >
        <StoreForm
          cities={cityList}
          citiesLoading={cities.isPending}
          onCreated={(store) => {
            toast.success(`${store.store_name} is open, with every product at stock 0.`, STORE_CREATED_TOAST);
            setCreating(false);
          }}
        />
      </FormDrawer>
    </>
  );
}
