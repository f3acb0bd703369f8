import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { locateBrowser, useRefreshStoreLookup } from '@/features/location';
import { AddressBook } from '@/features/addresses';
import { useSession } from '@/lib/session';
import { AccountNav } from './account-nav';

/** /user/addresses: the shopper's delivery addresses; the default one decides their store. */
export default function AddressesPage() {
  const { claims } = useSession();
  const refreshStore = useRefreshStoreLookup();
  if (!claims) return null;
  return (
    <PageContainer>
      <PageHeader title="Your addresses" eyebrow="Account">
        We deliver from the store nearest your default address, within 50 km.
      </PageHeader>
      <AccountNav />
      <AddressBook userId={claims.id} onChanged={refreshStore} locate={locateBrowser} />
    </PageContainer>
  );
}
