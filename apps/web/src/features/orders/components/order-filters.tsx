import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Chip, Group, ScrollArea, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { ORDER_STATUSES, type OrderStatus } from '@lumbung/contracts';
import type { OrderFilters } from '../lib/filters';
import { ORDER_STATUS_LABELS } from '../lib/status';
import classes from './orders.module.css';

type OrderFiltersProps = {
  filters: OrderFilters;
  /** A new filter; the list then starts again at page 1. */
  onChange: (filters: OrderFilters) => void;
};

/** Status tabs, a search by order number (or product), and a date range. */
export function OrderFiltersBar({ filters, onChange }: OrderFiltersProps) {
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
          <Group gap={6} wrap="nowrap" role="radiogroup" aria-label="Status" pb={4}>
            <Chip value="ALL" radius="xl">
              All
            </Chip>
            {ORDER_STATUSES.map((status) => (
              <Chip key={status} value={status} radius="xl">
                {ORDER_STATUS_LABELS[status]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <form onSubmit={submit} role="search" aria-label="Orders" className={classes.search}>
          <TextInput
            label="Search orders"
            placeholder="Order number or product"
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
                    aria-label="Clear search"
                    onClick={() => {
                      setSearch('');
                      change({ search: '' });
                    }}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                ) : null}
                <ActionIcon type="submit" variant="subtle" aria-label="Search">
                  <IconSearch size={16} aria-hidden />
                </ActionIcon>
              </Group>
            }
          />
        </form>
        <TextInput
          type="date"
          label="From"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => change({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="To"
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
          Any date
        </Button>
      ) : null}
    </Stack>
  );
}
