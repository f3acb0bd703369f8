import { Alert, Button, Modal } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '@lumbung/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { RegisterAdminForm, StoreAdminsTable } from '@/features/store-admins';
import { useStoreNames } from '@/features/stores';

export const ADMIN_REGISTERED_TOAST = 'Store admin registered';

/**
 * The super admin's store admins (docs/product.md §7): the list by store, assign a store in place one row at a
 * time, remove behind a confirmation, and register a new admin in a dialog. The store picker reads
 * the stores feature's names; this page hands them to the store-admins feature.
 */
export function StoreAdminsPage() {
  const [registering, setRegistering] = useState(false);
  const names = useStoreNames();
  const stores = names.data ?? [];

  return (
    <>
      <PageHeader title="Store admins" eyebrow="Super admin">
        Register store admins and assign each one to a store.
      </PageHeader>
      {names.isError ? (
        <Alert role="alert" color="red" variant="light" mb="md">
          {MESSAGES.STORE_NAMES_ERROR}
        </Alert>
      ) : null}
      <StoreAdminsTable
        stores={stores}
        storesLoading={names.isPending}
        actions={
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setRegistering(true)}>
            Register admin
          </Button>
        }
      />
      <Modal
        opened={registering}
        onClose={() => setRegistering(false)}
        title="Register a store admin"
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': 'Close the registration form' }}
      >
        <RegisterAdminForm
          stores={stores}
          storesLoading={names.isPending}
          onRegistered={(_admin, message) => {
            toast.success(message, ADMIN_REGISTERED_TOAST);
            setRegistering(false);
          }}
        />
      </Modal>
    </>
  );
}
