import { STORE_SEARCH_RADIUS_KM } from '@lumbung/contracts';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { AddressBook } from '@/features/addresses';
import { locateBrowser, useRefreshStoreLookup } from '@/features/location';
import { useT } from '@/i18n';
import { useSession } from '@/lib/session';
import { AccountNav } from './account-nav';

/** /user/addresses: the shopper's delivery addresses; the default one decides their store. */
export default function AddressesPage() {
  const t = useT();
  const { claims } = useSession();
  const refreshStore = useRefreshStoreLookup();
  if (!claims) return null;
  return (
    <PageContainer>
      <PageHeader title={t('account.addresses.title')} eyebrow={t('account.common.eyebrow')}>
        {t('account.addresses.intro', { km: STORE_SEARCH_RADIUS_KM })}
      </PageHeader>
      <AccountNav />
      <AddressBook userId={claims.id} onChanged={refreshStore} locate={locateBrowser} />
    </PageContainer>
  );
}
