import { ActionIcon, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '@/i18n';

const SEARCH_MAX_LENGTH = 100;

type SearchBoxProps = {
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
};

/** Searches on Enter or the button (not on each keystroke), so the history holds searches. */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A new search in the URL (back, forward, a link) replaces what is typed.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} style={{ flex: '1 1 240px', minWidth: 0 }}>
      <TextInput
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        aria-label={label}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSectionWidth={text ? 72 : 40}
        rightSection={
          <Group gap={2} wrap="nowrap">
            {text ? (
              <CloseButton
                size="sm"
                aria-label={t('back-office.search.clear')}
                onClick={() => {
                  setText('');
                  if (value) onSearch('');
                }}
              />
            ) : null}
            <ActionIcon type="submit" variant="subtle" aria-label={t('back-office.search.submit')}>
              <IconSearch size={16} aria-hidden />
            </ActionIcon>
          </Group>
        }
      />
    </form>
  );
}

type FilterSelectProps = {
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
  /** The label of "no filter". */
  allLabel: string;
};

const ALL = '__all__';

/** A filter of a list as a select; "all" clears it. */
export function FilterSelect({ label, value, options, onChange, allLabel }: FilterSelectProps) {
  return (
    <Select
      aria-label={label}
      data={[{ value: ALL, label: allLabel }, ...options]}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL || next === null ? null : next)}
      allowDeselect={false}
      w={{ base: '100%', xs: 220 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The row above a list: search, filters and the page's actions; it wraps on a phone. */
export function ListToolbar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
      {children}
      {actions ? (
        <Group gap="sm" ml="auto" wrap="wrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
