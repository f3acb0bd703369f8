import { useEffect, useState } from 'react';

/**
 * True from the first time `opened` is true on. A part of the screen kept in a lazy chunk (a modal,
 * a drawer) mounts when it is first opened and then stays mounted, so it closes with its transition
 * and keeps its state like any other part (not in the first load).
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

/**
 * `opened`, a frame late after mounting: a lazy modal, drawer or menu mounted already open would
 * appear without its opening transition (Mantine's transition starts from where it mounts), and a
 * dropdown needs its button on the screen to be placed against it.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return mounted && opened;
}
