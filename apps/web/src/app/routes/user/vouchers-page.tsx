import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { VoucherList } from '@/features/profile';
import { useSession } from '@/lib/session';
import { AccountNav } from './account-nav';

/** /user/vouchers: every voucher the shopper holds, and what became of it. */
export default function VouchersPage() {
  const { claims } = useSession();
  if (!claims) return null;
  return (
    <PageContainer>
      <PageHeader title="Your vouchers" eyebrow="Account">
        Product and cart vouchers go on in your cart, shipping vouchers at checkout.
      </PageHeader>
      <AccountNav />
      <VoucherList userId={claims.id} />
    </PageContainer>
  );
}
