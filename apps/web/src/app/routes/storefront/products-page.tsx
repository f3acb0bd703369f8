import { Chip, Group, ScrollArea } from '@mantine/core';
import { IconBasket } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { FOOTER_CATEGORIES } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useLocationState } from '@/features/location';

const ALL = 'all';

/** The shopper's product list of the current store (SPEC §2 /products-page). */
export function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { closestStore } = useLocationState();
  const category = searchParams.get('category');

  const chooseCategory = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === ALL) next.delete('category');
    else next.set('category', value);
    setSearchParams(next, { replace: true });
  };

  return (
    <PageContainer>
      <PageHeader title="Products" eyebrow={closestStore.store_name}>
        Groceries on the shelves of {closestStore.store_name}.
      </PageHeader>

      <ScrollArea type="never" mb="xl">
        <Chip.Group multiple={false} value={category ?? ALL} onChange={chooseCategory}>
          <Group gap="xs" wrap="nowrap" aria-label="Categories" role="group">
            <Chip value={ALL} radius="xl" size="md">
              All products
            </Chip>
            {FOOTER_CATEGORIES.map((name) => (
              <Chip key={name} value={name} radius="xl" size="md">
                {name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>

      <EmptyState icon={<IconBasket size={34} aria-hidden />} title="No products yet in this store">
        {category
          ? `${closestStore.store_name} has nothing listed under ${category} yet.`
          : `${closestStore.store_name} has not listed any products yet.`}
      </EmptyState>
    </PageContainer>
  );
}
