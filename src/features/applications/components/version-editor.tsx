/**
 * The application's version of the CV, laid over the CV on this phone (its own changes flow in at
 * once, offline too): its own wording of the title, the bio and any line, in each language
 * version; which entries and skills show, in what order; the ad's suggestions; its PDF and Word;
 * its own public link.
 */
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceToggle } from '@/components/choice-toggle';
import {
  cvLanguages,
  mainTextsOf,
  translatedTexts,
  type TranslationPath,
} from '@/domain/cv-translations';
import { applyVersion, ownTexts, withOwnText, type VersionOverrides } from '@/domain/cv-version';
import type { Language } from '@/domain/languages';
import { LIMITS } from '@/domain/limits';
import { LIST_SECTIONS } from '@/domain/sections';
import { useCvList } from '@/api/cv-queries';
import { useCvsOnDevice } from '@/api/cvs-on-device';
import { useLocalCv } from '@/lib/cv-store/use-local-cv';
import { saveApplication, type LocalApplication } from '@/lib/cv-store/use-local-applications';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { OwnText, type VersionView } from './own-text';
import { VersionFiles } from './version-files';
import { VersionLink } from './version-link';
import { VersionRows } from './version-rows';

/** The ad's suggestions load with the first ad: the keyword matching is not the screen's first load. */
const VersionSuggestions = lazy(async () => ({
  default: (await import('./version-suggestions')).VersionSuggestions,
}));

export function VersionEditor({ application }: { application: LocalApplication }) {
  const { t } = useTranslation(['applications', 'cv']);
  const userId = useAtomValue(userIdAtom);
  // The CV as the server has it now comes onto the phone (changed on another device, say).
  const list = useCvList();
  const { failed } = useCvsOnDevice(list.data);
  const local = useLocalCv(application.doc.cv);
  const [chosen, setLanguage] = useState<Language | null>(null);

  // A CV not on the phone yet is on its way while the list is asked for, and once the list has it.
  const cvId = application.doc.cv;
  const coming = list.isPending
    ? list.fetchStatus === 'fetching'
    : Boolean(list.data?.some((cv) => cv.uuid === cvId)) && !failed.has(cvId);
  if (local === undefined || (local === null && coming))
    return <Skeleton variant="rounded" height={200} />;
  if (local === null) return <Alert severity="info">{t('version.noCv')}</Alert>;

  const cv = local.cv;
  const overrides = application.doc.overrides;
  const languages = cvLanguages(cv);
  const language = chosen && languages.includes(chosen) ? chosen : cv.language;
  const version = applyVersion(cv, overrides);
  const main = mainTextsOf(version);
  const translated = translatedTexts(version.translations[language]);
  const cvMain = mainTextsOf(cv);
  const cvTranslated = translatedTexts(cv.translations[language]);
  const isMain = language === cv.language;
  const save = (change: (overrides: VersionOverrides) => VersionOverrides) => {
    if (userId)
      void saveApplication(userId, application.id, (doc) => ({
        ...doc,
        overrides: change(doc.overrides),
      }));
  };
  const cvText = (path: TranslationPath) =>
    (isMain ? cvMain.get(path) : cvTranslated.get(path)) ?? '';
  const view: VersionView = {
    cv,
    overrides,
    language,
    shownText: (path) => (isMain ? main.get(path) : (translated.get(path) ?? main.get(path))) ?? '',
    cvText,
    own: ownTexts(overrides, language),
    save,
    setText: (path, value) => save((o) => withOwnText(o, language, path, value, cvText(path))),
  };
  const lists = LIST_SECTIONS.filter(
    (list) => cv[list].length > 0 && !cv.hidden_sections.includes(list),
  );

  return (
    <Stack component="section" spacing={2} aria-labelledby="version-title">
      <Typography id="version-title" variant="h2" sx={{ typography: 'h6' }}>
        {t('version.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('version.intro')}
      </Typography>
      {languages.length > 1 ? (
        <ChoiceToggle
          label={t('version.language')}
          value={language}
          options={languages.map((value) => ({ value, label: t(`cv:versions.names.${value}`) }))}
          onChange={setLanguage}
          sx={{ alignSelf: 'flex-start' }}
        />
      ) : null}
      {application.doc.job_ad.trim() ? (
        <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
          <VersionSuggestions ad={application.doc.job_ad} view={view} />
        </Suspense>
      ) : (
        <Typography variant="body2">{t('suggestions.noAd')}</Typography>
      )}
      <OwnText
        view={view}
        path="current_job_title"
        label={t('version.jobTitle')}
        max={LIMITS.shortText}
      />
      <OwnText
        view={view}
        path="bio_description"
        label={t('version.bio')}
        max={LIMITS.bio}
        multiline
      />
      {lists.map((list) => (
        <VersionRows key={list} list={list} view={view} />
      ))}
      <VersionFiles application={application} language={language} />
      <VersionLink application={application} local={local} />
    </Stack>
  );
}
