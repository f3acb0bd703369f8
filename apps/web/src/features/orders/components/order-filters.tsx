import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Chip, Group, ScrollArea, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { ORDER_STATUSES, type OrderStatus } from '@lumbung/contracts';
import { useT } from '@/i18n';
import type { OrderFilters } from '../lib/filters';
import { orderStatusKey } from '../lib/status';
import classes from './orders.module.css';

type OrderFiltersProps = {
  filters: OrderFilters;
  /** A new filter; the list then starts again at page 1. */
  onChange: (filters: OrderFilters) => void;
};

/** Status tabs, a search by order number (or product), and a date range. */
export function OrderFiltersBar({ filters, onChange }: OrderFiltersProps) {
  const t = useT();
  const [search, setSearch] = useState(filters.search);
  const change = (next: Partial<OrderFilters>) => onChange({ ...filters, ...next, page: 1 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ search: search.trim() });
  };

  return (
    <Stack gap="md" mb="lg">
      <ScrollArea type="never" offsetScrollbars={false}>
        <Chip.Group
          value={filters.status ?? 'ALL'}
          onChange={(value) => change({ status: value === 'ALL' ? null : (value as OrderStatus) })}
        >
          <Group gap={6} wrap="nowrap" role="radiogroup" aria-label={t('checkout.filters.status')} pb={4}>
            <Chip value="ALL" radius="xl">
              {t('checkout.filters.all')}
            </Chip>
            {ORDER_STATUSES.map((status) => (
              <Chip key={status} value={status} radius="xl">
                {t(orderStatusKey(status))}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <form
          onSubmit={submit}
          role="search"
          aria-label={t('checkout.filters.orders')}
          className={classes.search}
        >
          <TextInput
            label={t('checkout.filters.search')}
            placeholder={t('checkout.filters.searchHint')}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.currentTarget.value)}
            rightSectionWidth={search ? 64 : 34}
            rightSection={
              <Group gap={2} wrap="nowrap">
                {search ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('checkout.filters.clearSearch')}
                    onClick={() => {
                      setSearch('');
                      change({ search: '' });
                    }}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                ) : null}
                <ActionIcon type="submit" variant="subtle" aria-label={t('checkout.filters.searchButton')}>
                  <IconSearch size={16} aria-hidden />
                </ActionIcon>
              </Group>
            }
          />
        </form>
        <TextInput
          type="date"
          label={t('checkout.filters.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => change({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('checkout.filters.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => change({ to: event.currentTarget.value })}
        />
      </SimpleGrid>
      {filters.from || filters.to ? (
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => change({ from: '', to: '' })}
        >
          {t('checkout.filters.anyDate')}
        </Button>
      ) : null}
    </Stack>
  );
}
