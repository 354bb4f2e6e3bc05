/** The version's PDF and Word file, made on the server from what it has. */
import { useTranslation } from 'react-i18next';
import type { Language } from '@/domain/languages';
import type { LocalApplication } from '@/lib/cv-store/use-local-applications';
import { downloadVersionFile } from '../api/applications-api';
import { ServerFiles } from './server-files';

export function VersionFiles({
  application,
  language,
}: {
  application: LocalApplication;
  language: Language;
}) {
  const { t } = useTranslation('applications');
  const serverId = application.record.serverId;
  return (
    <ServerFiles
      download={serverId ? (format) => downloadVersionFile(serverId, format, language) : null}
      waiting={application.status.state !== 'saved'}
      words={{
        pdf: t('version.pdf'),
        word: t('version.word'),
        offline: t('version.filesOffline'),
        waiting: t('version.filesWaiting'),
        failed: t('version.fileFailed'),
      }}
    />
  );
}
