import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientHooks } from '../../client-hooks-plugin';
import { useId, useMediaQuery } from './client-hooks';

describe('useId (Mantine components, in the build)', () => {
  function Ids({ staticId }: { staticId?: string }) {
    const id = useId(staticId);
    const [, setTick] = useState(0);
    return (
      <button type="button" data-testid="id" data-id={id} onClick={() => setTick((n) => n + 1)}>
        {id}
      </button>
    );
  }

  it('gives each component its own id on the first render, the same on every later one', async () => {
    render(
      <>
        <Ids />
        <Ids />
        <Ids staticId="given" />
      </>,
    );
    const [first, second, given] = screen.getAllByTestId('id');
    const firstId = first!.dataset.id!;
    expect(firstId).toMatch(/^mantine-[\w-]+$/);
    expect(second!.dataset.id).not.toBe(firstId);
    expect(given!.dataset.id).toBe('given');
    act(() => first!.click());
    expect(first!.dataset.id).toBe(firstId);
  });
});

describe('useMediaQuery (Mantine components, in the build)', () => {
  const listeners = new Set<() => void>();
  let matches = true;
  afterEach(() => {
    listeners.clear();
    vi.restoreAllMocks();
  });

  it('answers on the first render and follows the query as it changes', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          media: query,
          get matches() {
            return matches;
          },
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const seen: boolean[] = [];
    function Wide() {
      const wide = useMediaQuery('(min-width: 100em)');
      seen.push(wide);
      return <p>{wide ? 'wide' : 'narrow'}</p>;
    }
    const { unmount } = render(<Wide />);
    // Mantine's own hook rendered false first and true after an effect: two renders.
    expect(seen).toEqual([true]);
    expect(screen.getByText('wide')).toBeInTheDocument();

    matches = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByText('narrow')).toBeInTheDocument();
    unmount();
    expect(listeners.size).toBe(0);
  });
});

describe('the client-hooks build plugin', () => {
  const plugin = clientHooks('/app/src/lib/client-hooks.ts');
  const load = (id: string) => (plugin.load as (id: string) => string | null)(id);

  it("replaces Mantine's useId and useMediaQuery modules, and nothing else", () => {
    expect(load('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs')).toBe(
      'export { useId } from "/app/src/lib/client-hooks.ts";\n',
    );
    expect(load('/app/node_modules/@mantine/hooks/esm/use-media-query/use-media-query.mjs?v=1')).toBe(
      'export { useMediaQuery } from "/app/src/lib/client-hooks.ts";\n',
    );
    expect(load('/app/node_modules/@mantine/hooks/esm/use-reduced-motion/use-reduced-motion.mjs')).toBeNull();
    expect(load('/app/src/lib/use-id.ts')).toBeNull();
  });
});
