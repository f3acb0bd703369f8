import { formatRupiah } from '@lumbung/contracts';

/** Rupiah as a page shows it, with the no-break space Testing Library reads as a space. */
export const rupiah = (amount: number) => formatRupiah(amount).replace(/\s/g, ' ');
