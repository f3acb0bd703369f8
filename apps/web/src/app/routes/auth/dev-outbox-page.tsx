import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n';
// By path, not through the feature's index: the outbox stays in this page's own chunk.
import { DevOutbox } from '@/features/mail/components/dev-outbox';

/** /dev/outbox: the mails of a development server, so their links can be clicked. */
export default function DevOutboxPage() {
  const t = useT();
  return (
    <PageContainer>
      <PageHeader title={t('account.outbox.title')} eyebrow={t('account.outbox.eyebrow')}>
        {t('account.outbox.intro')}
      </PageHeader>
      <DevOutbox />
    </PageContainer>
  );
}
