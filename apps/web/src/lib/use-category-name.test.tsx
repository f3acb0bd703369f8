import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubApi } from '@/test/fake-api';
import { useCategoryName } from './use-category-name';

const CATEGORIES = {
  message: 'ok',
  data: [
    { category_id: 1, category_name: 'Poultry', category_name_id: 'Unggas dan Telur' },
    { category_id: 2, category_name: 'Snacks', category_name_id: null },
  ],
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

afterEach(async () => {
  await switchLocale('en');
});

describe('a category named in the language shown', () => {
  it('is its Indonesian name in Indonesian, else the name it came with', async () => {
    stubApi({ 'GET /api/users/categories': () => CATEGORIES });
    await switchLocale('id');
    const { result } = renderHook(() => useCategoryName(), { wrapper });
    await waitFor(() => expect(result.current('Poultry')).toBe('Unggas dan Telur'));
    expect(result.current('Snacks')).toBe('Snacks');
    expect(result.current('Bakery')).toBe('Bakery');
  });

  it('is the English name in English, without asking the server', async () => {
    const { requestsTo } = stubApi({ 'GET /api/users/categories': () => CATEGORIES });
    const { result } = renderHook(() => useCategoryName(), { wrapper });
    expect(result.current('Poultry')).toBe('Poultry');
    expect(requestsTo('/api/users/categories')).toHaveLength(0);
  });
});
