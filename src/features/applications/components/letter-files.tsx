/** The letter's PDF and Word file, made on the server from the letter it has. */
import { useTranslation } from 'react-i18next';
import { isLetterWritten } from '@/domain/cover-letter';
import type { LocalApplication } from '@/lib/cv-store/use-local-applications';
import { downloadLetterFile } from '../api/letter-api';
import { letterOnServer } from './letter-sync';
import { ServerFiles } from './server-files';

export function LetterFiles({
  application,
  typing,
}: {
  application: LocalApplication;
  /** Whether the body has typing not yet kept on the phone. */
  typing: boolean;
}) {
  const { t } = useTranslation('letter');
  const serverId = application.record.serverId;
  return (
    <ServerFiles
      download={serverId ? (format) => downloadLetterFile(serverId, format) : null}
      waiting={typing || !letterOnServer(application)}
      notReady={isLetterWritten(application.doc.letter) ? null : t('files.notWritten')}
      words={{
        pdf: t('files.pdf'),
        word: t('files.word'),
        offline: t('files.offline'),
        waiting: t('files.waiting'),
        failed: t('files.failed'),
      }}
    />
  );
}
