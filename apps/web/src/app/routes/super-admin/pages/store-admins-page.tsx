import { Alert, Button, Modal } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { RegisterAdminForm, StoreAdminsTable } from '@/features/store-admins';
import { useStoreNames } from '@/features/stores';
import { useT } from '@/i18n';

/**
 * The super admin's store admins (docs/product.md §7): the list by store, assign a store in place one row at a
 * time, remove behind a confirmation, and register a new admin in a dialog. The store picker reads
 * the stores feature's names; this page hands them to the store-admins feature.
 */
export function StoreAdminsPage() {
  const t = useT();
  const [registering, setRegistering] = useState(false);
  const names = useStoreNames();
  const stores = names.data ?? [];

  return (
    <>
      <PageHeader title={t('super-admin.section.storeAdmins.label')} eyebrow={t('super-admin.area')}>
        {t('super-admin.section.storeAdmins.description')}
      </PageHeader>
      {names.isError ? (
        <Alert role="alert" color="red" variant="light" mb="md">
          {t('super-admin.error.storeNames')}
        </Alert>
      ) : null}
      <StoreAdminsTable
        stores={stores}
        storesLoading={names.isPending}
        actions={
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setRegistering(true)}>
            {t('super-admin.storeAdmins.register')}
          </Button>
        }
      />
      <Modal
        opened={registering}
        onClose={() => setRegistering(false)}
        title={t('super-admin.storeAdmins.registerTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('super-admin.storeAdmins.closeRegister') }}
      >
        <RegisterAdminForm
          stores={stores}
          storesLoading={names.isPending}
          onRegistered={(_admin, message) => {
            toast.success(message, t('super-admin.storeAdmins.registered'));
            setRegistering(false);
          }}
        />
      </Modal>
    </>
  );
}
