import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HostPrefix } from '@/components/host-prefix';
import { paths } from '@/config/paths';
import { LIMITS } from '@/domain/limits';
import { OWNER_NAME_SLOT, OWNER_USERNAME_ATTRIBUTE } from '@/config/owner-name';
import { useHost, useServerRender } from '@/lib/render-context';
import { useAtomValue, usernameAtom } from '@/lib/state';
import { LimitedTextField } from '../components/fields';
import { WizardStep } from '../components/wizard-step';
import { CvFileImport } from '../import/cv-file-import';
import { JsonResumeImport } from '../import/json-resume-import';
import { LinkedInImport } from '../import/linkedin-import';
import { useDraft } from '../state/draft-state';

/** Reading B's first step: name the CV. Coming back to the wizard resumes at the last step. */
export function NameStep() {
  const { t } = useTranslation('wizard');
  const { draft, update } = useDraft();
  const username = useAtomValue(usernameAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const resumed = useRef(false);
  const host = useHost();
  const shell = useServerRender()?.ownerShell === true;

  useEffect(() => {
    const back = (location.state as { back?: boolean } | null)?.back;
    if (!resumed.current && !back && draft?.step)
      void navigate(paths.wizard.getHref(draft.step), { replace: true });
    resumed.current = true;
  }, [draft?.step, location.state, navigate]);

  if (!draft) return null;
  const title = draft.title ?? '';
  // The server's first step (for anyone) knows no username: the shell's first script puts the
  // device's in its slot (src/owner-shell.ts).
  const address = username ? `${host}/${username}` : host;
  const slotted = shell ? `${host}/${OWNER_NAME_SLOT}` : undefined;
  return (
    <WizardStep
      step=""
      continueDisabled={!title.trim()}
      continueHint={t('name.required')}
      onContinue={(next) => {
        update({ title: title.trim() || null });
        next();
      }}
    >
      <LimitedTextField
        label={t('name.label')}
        value={title}
        max={LIMITS.title}
        autoFocus
        slotProps={{
          // Drawn off the page behind a kept screen, it takes the focus when it comes (lib/kept-screen).
          htmlInput: { 'data-autofocus': '' },
          // The address is said in full under the field: at its start it leaves room for the name.
          input: {
            startAdornment: <HostPrefix host={address} maxWidth="38%" ownerSlot={slotted} />,
          },
        }}
        onValueChange={(value) => update({ title: value })}
        helperText={
          <span
            {...(slotted && {
              [OWNER_USERNAME_ATTRIBUTE]: t('name.addressHint', { address: slotted }),
            })}
          >
            {t('name.addressHint', { address })}
          </span>
        }
      />
      <CvFileImport />
      <JsonResumeImport />
      <LinkedInImport />
    </WizardStep>
  );
}
