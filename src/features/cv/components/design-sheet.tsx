/**
 * The CV's design, chosen with the CV in sight: a sheet at the bottom of the screen, each choice
 * kept on the device at once (through the CV store, sent when there is a network), so the CV above
 * shows it as it is picked. The choices are the wizard's (src/components/design-choices.tsx).
 */
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignChoices } from '@/components/design-choices';
import type { DialogProps } from '@/components/dialog-props';
import { resolveTheme, type CvDto } from '@/domain/cv';
import type { CvDesign } from '@/domain/design';
import { saveCvChange } from '@/lib/cv-store/cv-store';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { toast } from '@/lib/toast';

export function DesignSheet({ cv, open, onClose }: DialogProps & { cv: CvDto }) {
  const { t } = useTranslation(['design', 'cv']);
  const userId = useAtomValue(userIdAtom);
  const titleId = useId();
  // What is chosen shows at once here; the CV above shows it once the store has kept it.
  const [design, setDesign] = useState<CvDesign>(cv.design);

  const keep = async (next: CvDesign) => {
    setDesign(next);
    if (!userId) return;
    try {
      await saveCvChange(userId, cv.uuid, (doc) => ({ ...doc, design: next }));
    } catch (failure) {
      console.error('The design could not be kept on this device', failure);
      toast.error(t('cv:editor.keepFailed'));
    }
  };

  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          // Not much over half the screen: the CV stays in sight above it.
          sx: { borderRadius: '16px 16px 0 0', maxHeight: '58vh' },
        },
      }}
    >
      <Stack spacing={2} sx={{ p: 2, pb: 3, maxWidth: 640, width: '100%', mx: 'auto' }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <DesignChoices
          theme={resolveTheme(cv.theme)}
          design={design}
          onChange={(next) => void keep(next)}
        />
        <Button variant="contained" onClick={onClose} sx={{ alignSelf: 'flex-end' }}>
          {t('done')}
        </Button>
      </Stack>
    </Drawer>
  );
}
