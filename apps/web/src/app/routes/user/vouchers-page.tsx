import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { VoucherList } from '@/features/profile';
import { useT } from '@/i18n';
import { useSession } from '@/lib/session';
import { AccountNav } from './account-nav';

/** /user/vouchers: every voucher the shopper holds, and what became of it. */
export default function VouchersPage() {
  const t = useT();
  const { claims } = useSession();
  if (!claims) return null;
  return (
    <PageContainer>
      <PageHeader title={t('account.vouchers.title')} eyebrow={t('account.common.eyebrow')}>
        {t('account.vouchers.intro')}
      </PageHeader>
      <AccountNav />
      <VoucherList userId={claims.id} />
    </PageContainer>
  );
}
