import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkTypeIcon } from '@/components/link-icon';
import { LINK_TYPES, type Link, type LinkType } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { EntryList } from '../components/entry-list';
import { WizardStep } from '../components/wizard-step';
import { useWizardNav } from '../hooks/use-wizard-nav';
import { emptyRow } from '@/domain/cv-rows';
import { useDraft } from '../state/draft-state';

export function LinksStep() {
  const { t } = useTranslation('wizard');
  const { draft, update } = useDraft();
  const { goBack, goNext } = useWizardNav('links');
  const count = draft?.links.length ?? 0;
  useEffect(() => {
    if (count === 0) update({ links: [emptyRow.links()] });
  }, [count, update]);
  if (!draft) return null;

  const change = (index: number, patch: Partial<Link>) =>
    update((d) => ({ links: d.links.map((l, i) => (i === index ? { ...l, ...patch } : l)) }));

  return (
    <WizardStep
      step="links"
      title={t('links.title')}
      subtitle={t('links.subtitle')}
      onBack={goBack}
      onContinue={goNext}
      onSkip={goNext}
    >
      <EntryList
        dense
        items={draft.links}
        max={LIMITS.links}
        heading={(i) => t(`linkTypes.${draft.links[i]?.link_type ?? 'website'}`)}
        addLabel={t('links.add')}
        removeLabel={(i) => t('links.remove', { n: i + 1 })}
        maxLabel={t('links.max', { max: LIMITS.links })}
        emptyLabel={t('links.empty')}
        onAdd={() => update((d) => ({ links: [...d.links, emptyRow.links()] }))}
        onRemove={(index) => update((d) => ({ links: d.links.filter((_, i) => i !== index) }))}
        renderItem={(link, index) => (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              select
              label={t('links.link_type', { n: index + 1 })}
              value={link.link_type}
              onChange={(e) => change(index, { link_type: e.target.value as LinkType })}
              sx={{ minWidth: { sm: 170 } }}
            >
              {LINK_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <LinkTypeIcon type={type} fontSize="small" />
                  </ListItemIcon>
                  {t(`linkTypes.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('links.url', { n: index + 1 })}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={link.url}
              slotProps={{
                htmlInput: { maxLength: LIMITS.url, autoCapitalize: 'none', spellCheck: false },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <LinkTypeIcon type={link.link_type} fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              onChange={(e) => change(index, { url: e.target.value })}
            />
          </Stack>
        )}
      />
    </WizardStep>
  );
}
