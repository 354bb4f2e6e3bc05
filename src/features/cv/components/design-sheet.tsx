/**
 * The CV's design, chosen with the CV in sight: a sheet at the bottom of the screen, each choice
 * kept on the device at once (through the CV store, sent when there is a network), so the CV above
 * shows it as it is picked. The accent: the template's own, one of its eight swatches, or any colour,
 * which is replaced by the nearest shade that reads clearly where the template puts it (both shown).
 * The typeface (each named in itself), the text's size, the spacing, the photo's shape (where the
 * template has a photo) and the page format its PDF prints on: A4 or Letter (a new CV starts with
 * its region's).
 */
import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceRadios } from '@/components/choice-radios';
import type { DialogProps } from '@/components/dialog-props';
import { fitAccent, TEMPLATE_ACCENTS } from '@/domain/accent';
import { resolveTheme, type CvDto } from '@/domain/cv';
import {
  DENSITIES,
  PAGE_FORMATS,
  PHOTO_SHAPES,
  TEXT_SIZES,
  TYPEFACES,
  type CvDesign,
  type Typeface,
} from '@/domain/design';
import { SHOWS_PHOTO } from '@/templates/registry';
import {
  familyStack,
  FONT_FAMILIES,
  fontFaceRules,
  TYPEFACE_FAMILIES,
} from '@/templates/typefaces';
import { saveCvChange } from '@/lib/cv-store/cv-store';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { toast } from '@/lib/toast';

function Swatch({
  colour,
  label,
  chosen,
  onChoose,
}: {
  colour: string | null;
  label: string;
  chosen: boolean;
  onChoose: () => void;
}) {
  return (
    <Box
      component="button"
      type="button"
      role="radio"
      aria-checked={chosen}
      aria-label={label}
      onClick={onChoose}
      sx={{
        width: 44,
        height: 44,
        borderRadius: '50%',
        border: 2,
        borderColor: chosen ? 'text.primary' : 'divider',
        outlineOffset: 2,
        background:
          colour ?? 'conic-gradient(#1f3a5f 0 25%, #2e7d5b 0 50%, #a8432d 0 75%, #f2c14e 0)',
        color: '#fff',
        display: 'grid',
        placeItems: 'center',
        cursor: 'pointer',
      }}
    >
      {chosen ? <CheckIcon fontSize="small" sx={{ filter: 'drop-shadow(0 0 2px #000)' }} /> : null}
    </Box>
  );
}

/** The sheet's choices: short words side by side, under a label as strong as the accent's. */
const choiceLook = { row: true, labelSx: { fontWeight: 600, color: 'text.primary' } } as const;

/** Each typeface's name drawn in its own display family (its files load when the sheet opens). */
const TYPEFACE_FACES = TYPEFACES.map(fontFaceRules).join('\n');
const typefaceLook = (typeface: Typeface) => ({
  fontFamily: familyStack(FONT_FAMILIES[TYPEFACE_FAMILIES[typeface].display]),
});

export function DesignSheet({ cv, open, onClose }: DialogProps & { cv: CvDto }) {
  const { t } = useTranslation('cv');
  const userId = useAtomValue(userIdAtom);
  const titleId = useId();
  const accentId = useId();
  const theme = resolveTheme(cv.theme);
  const { swatches } = TEMPLATE_ACCENTS[theme];
  // What is chosen shows at once here; the CV above shows it once the store has kept it.
  const [design, setDesign] = useState<CvDesign>(cv.design);
  const accent = design.accent ?? null;
  // The colour last picked by hand and what the template shows for it, while they differ.
  const [replaced, setReplaced] = useState<{ asked: string; shown: string } | null>(null);

  const keep = async (next: CvDesign) => {
    setDesign(next);
    if (!userId) return;
    try {
      await saveCvChange(userId, cv.uuid, (doc) => ({ ...doc, design: next }));
    } catch (failure) {
      console.error('The design could not be kept on this device', failure);
      toast.error(t('editor.keepFailed'));
    }
  };
  const choose = (colour: string | null) => {
    const { accent: _old, ...rest } = design;
    void keep(colour ? { ...rest, accent: colour } : rest);
  };
  const pick = (asked: string) => {
    const { colour, adjusted } = fitAccent(theme, asked);
    setReplaced(adjusted ? { asked, shown: colour } : null);
    choose(colour);
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
          {t('design.title')}
        </Typography>
        <Box role="radiogroup" aria-labelledby={accentId}>
          <Typography id={accentId} sx={{ fontWeight: 600, mb: 1 }}>
            {t('design.accent')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.25 }}>
            <Swatch
              colour={null}
              label={t('design.own')}
              chosen={accent === null}
              onChoose={() => {
                setReplaced(null);
                choose(null);
              }}
            />
            {swatches.map((colour, index) => (
              <Swatch
                key={colour}
                colour={colour}
                label={t('design.swatch', { n: index + 1, hex: colour })}
                chosen={accent === colour}
                onChoose={() => {
                  setReplaced(null);
                  choose(colour);
                }}
              />
            ))}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            component="input"
            type="color"
            aria-label={t('design.pick')}
            value={accent ?? TEMPLATE_ACCENTS[theme].accent}
            onChange={(event: ChangeEvent<HTMLInputElement>) => pick(event.target.value)}
            sx={{ width: 56, height: 40, p: 0, border: 0, background: 'none' }}
          />
          <Typography variant="body2">{t('design.pick')}</Typography>
        </Stack>
        <style>{TYPEFACE_FACES}</style>
        <ChoiceRadios<Typeface | 'own'>
          {...choiceLook}
          row={false}
          label={t('design.typeface')}
          options={[
            { value: 'own', label: t('design.typefaces.own') },
            ...TYPEFACES.map((typeface) => ({
              value: typeface,
              label: t(`design.typefaces.${typeface}`, {
                family: FONT_FAMILIES[TYPEFACE_FAMILIES[typeface].display].name,
              }),
              look: typefaceLook(typeface),
            })),
          ]}
          value={design.typeface ?? 'own'}
          onChange={(typeface) => {
            const { typeface: _old, ...rest } = design;
            void keep(typeface === 'own' ? rest : { ...rest, typeface });
          }}
        />
        <ChoiceRadios
          {...choiceLook}
          label={t('design.size')}
          options={TEXT_SIZES.map((size) => ({ value: size, label: t(`design.sizes.${size}`) }))}
          value={design.size ?? 'm'}
          onChange={(size) => void keep({ ...design, size })}
        />
        <ChoiceRadios
          {...choiceLook}
          label={t('design.density')}
          options={DENSITIES.map((density) => ({
            value: density,
            label: t(`design.densities.${density}`),
          }))}
          value={design.density ?? 'normal'}
          onChange={(density) => void keep({ ...design, density })}
        />
        {SHOWS_PHOTO[theme] ? (
          <ChoiceRadios
            {...choiceLook}
            label={t('design.photoShape')}
            options={PHOTO_SHAPES.map((shape) => ({
              value: shape,
              label: t(`design.photoShapes.${shape}`),
            }))}
            value={design.photo_shape ?? ''}
            onChange={(photo_shape) => void keep({ ...design, photo_shape })}
          />
        ) : null}
        <ChoiceRadios
          {...choiceLook}
          label={t('design.page')}
          options={PAGE_FORMATS.map((page) => ({ value: page, label: t(`design.pages.${page}`) }))}
          value={design.page ?? 'a4'}
          onChange={(page) => void keep({ ...design, page })}
        />
        {replaced ? (
          <Alert severity="info" role="status">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              {[replaced.asked, replaced.shown].map((colour) => (
                <Box
                  key={colour}
                  aria-hidden="true"
                  sx={{ width: 20, height: 20, borderRadius: '50%', background: colour }}
                />
              ))}
            </Stack>
            {t('design.replaced', replaced)}
          </Alert>
        ) : null}
        <Button variant="contained" onClick={onClose} sx={{ alignSelf: 'flex-end' }}>
          {t('design.done')}
        </Button>
      </Stack>
    </Drawer>
  );
}
