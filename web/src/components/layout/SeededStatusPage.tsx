import { t } from '@/lib/i18n';
import { SupportLink, ToStartButton } from './StatusActions';
import { StatusPage } from './StatusPage';

/** The status pages whose texts are specified: heading, text and the support link's name. */
const SEEDED_STATUS = {
  '403': {
    title: 'errors.forbiddenTitle',
    text: 'errors.forbiddenText',
    support: 'common.support',
  },
  '404': {
    title: 'errors.notFoundTitle',
    text: 'errors.notFoundText',
    support: 'errors.openSupportTicket',
  },
} as const;

/** 403 or 404 as specified, with the way back to the start page and on to support. */
export function SeededStatusPage({ code }: { readonly code: keyof typeof SEEDED_STATUS }) {
  const texts = SEEDED_STATUS[code];
  return (
    <StatusPage
      code={code}
      title={t(texts.title)}
      text={t(texts.text)}
      actions={
        <>
          <ToStartButton />
          <SupportLink>{t(texts.support)}</SupportLink>
        </>
      }
    />
  );
}
