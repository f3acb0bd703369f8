import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
// By path, not through the feature's index: the outbox stays in this page's own chunk.
import { DevOutbox } from '@/features/mail/components/dev-outbox';

/** /dev/outbox: the mails of a development server, so their links can be clicked. */
export default function DevOutboxPage() {
  return (
    <PageContainer>
      <PageHeader title="Mail outbox" eyebrow="Development">
        Mails the shop sent or kept while no SMTP server is set. Their links open here.
      </PageHeader>
      <DevOutbox />
    </PageContainer>
  );
}
