import { Button } from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { InventoryRow } from '@lumbung/contracts';
import { FormDrawer } from '@/components/back-office/form-drawer';
import { PageHeader } from '@/components/ui/page-header';
import { InventoryTable, StockJournalForm } from '@/features/inventory';
import { useT } from '@/i18n';

/** The store's shelves and the stock journal that changes them (docs/product.md §5, §7, §9). */
export default function InventoryPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<InventoryRow[]>([]);

  const add = useCallback((row: InventoryRow) => {
    setPicked((rows) => (rows.some((r) => r.inventory_id === row.inventory_id) ? rows : [...rows, row]));
    setOpen(true);
  }, []);
  const close = () => setOpen(false);

  return (
    <>
      <PageHeader title={t('store-admin.section.inventory')} eyebrow={areaLabel}>
        {t('store-admin.section.inventoryText')}
      </PageHeader>
      <InventoryTable
        storeId={storeId}
        onAdd={add}
        actions={
          <Button leftSection={<IconPlaylistAdd size={18} aria-hidden />} onClick={() => setOpen(true)}>
            {t('store-admin.inventoryPage.newJournal')}
          </Button>
        }
      />
      <FormDrawer
        opened={open}
        onClose={close}
        title={t('store-admin.inventoryPage.newJournal')}
        closeLabel={t('store-admin.inventoryPage.closeJournal')}
      >
        <StockJournalForm
          key={picked.map((row) => row.inventory_id).join(',')}
          storeId={storeId}
          initial={picked}
          onDone={() => {
            setPicked([]);
            close();
          }}
        />
      </FormDrawer>
    </>
  );
}
