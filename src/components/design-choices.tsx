/**
 * A CV's design, one set of choices wherever it is made (the CV page's sheet, the wizard's template
 * step): the accent (the template's own, one of its eight swatches, or any colour, replaced by the
 * nearest shade that reads clearly where the template puts it, both shown), the typeface (each
 * named in itself), the text's size, the spacing, the photo's shape (where the template has a
 * photo) and the page format its PDF prints on. Each choice is given to `onChange` at once.
 */
import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceRadios } from '@/components/choice-radios';
import { fitAccent, TEMPLATE_ACCENTS } from '@/domain/accent';
import type { Theme } from '@/domain/cv';
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

/** Short words side by side, under a label as strong as the accent's. */
const choiceLook = { row: true, labelSx: { fontWeight: 600, color: 'text.primary' } } as const;

/** Each typeface's name drawn in its own display family (its files load when the choices show). */
const TYPEFACE_FACES = TYPEFACES.map(fontFaceRules).join('\n');
const typefaceLook = (typeface: Typeface) => ({
  fontFamily: familyStack(FONT_FAMILIES[TYPEFACE_FAMILIES[typeface].display]),
});

interface DesignChoicesProps {
  theme: Theme;
  design: CvDesign;
  onChange: (design: CvDesign) => void;
}

export function DesignChoices({ theme, design, onChange }: DesignChoicesProps) {
  const { t } = useTranslation('design');
  const accentId = useId();
  const { swatches } = TEMPLATE_ACCENTS[theme];
  const accent = design.accent ?? null;
  // The colour last picked by hand and what the template shows for it, while they differ.
  const [replaced, setReplaced] = useState<{ asked: string; shown: string } | null>(null);
  const choose = (colour: string | null) => {
    const { accent: _old, ...rest } = design;
    onChange(colour ? { ...rest, accent: colour } : rest);
  };
  const pick = (asked: string) => {
    const { colour, adjusted } = fitAccent(theme, asked);
    setReplaced(adjusted ? { asked, shown: colour } : null);
    choose(colour);
  };
  return (
    <Stack spacing={2}>
      <Box role="radiogroup" aria-labelledby={accentId}>
        <Typography id={accentId} sx={{ fontWeight: 600, mb: 1 }}>
          {t('accent')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.25 }}>
          <Swatch
            colour={null}
            label={t('own')}
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
              label={t('swatch', { n: index + 1, hex: colour })}
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
          aria-label={t('pick')}
          value={accent ?? TEMPLATE_ACCENTS[theme].accent}
          onChange={(event: ChangeEvent<HTMLInputElement>) => pick(event.target.value)}
          sx={{ width: 56, height: 40, p: 0, border: 0, background: 'none' }}
        />
        <Typography variant="body2">{t('pick')}</Typography>
      </Stack>
      <style>{TYPEFACE_FACES}</style>
      <ChoiceRadios<Typeface | 'own'>
        {...choiceLook}
        row={false}
        label={t('typeface')}
        options={[
          { value: 'own', label: t('typefaces.own') },
          ...TYPEFACES.map((typeface) => ({
            value: typeface,
            label: t(`typefaces.${typeface}`, {
              family: FONT_FAMILIES[TYPEFACE_FAMILIES[typeface].display].name,
            }),
            look: typefaceLook(typeface),
          })),
        ]}
        value={design.typeface ?? 'own'}
        onChange={(typeface) => {
          const { typeface: _old, ...rest } = design;
          onChange(typeface === 'own' ? rest : { ...rest, typeface });
        }}
      />
      <ChoiceRadios
        {...choiceLook}
        label={t('size')}
        options={TEXT_SIZES.map((size) => ({ value: size, label: t(`sizes.${size}`) }))}
        value={design.size ?? 'm'}
        onChange={(size) => onChange({ ...design, size })}
      />
      <ChoiceRadios
        {...choiceLook}
        label={t('density')}
        options={DENSITIES.map((density) => ({
          value: density,
          label: t(`densities.${density}`),
        }))}
        value={design.density ?? 'normal'}
        onChange={(density) => onChange({ ...design, density })}
      />
      {SHOWS_PHOTO[theme] ? (
        <ChoiceRadios
          {...choiceLook}
          label={t('photoShape')}
          options={PHOTO_SHAPES.map((shape) => ({
            value: shape,
            label: t(`photoShapes.${shape}`),
          }))}
          value={design.photo_shape ?? ''}
          onChange={(photo_shape) => onChange({ ...design, photo_shape })}
        />
      ) : null}
      <ChoiceRadios
        {...choiceLook}
        label={t('page')}
        options={PAGE_FORMATS.map((page) => ({ value: page, label: t(`pages.${page}`) }))}
        value={design.page ?? 'a4'}
        onChange={(page) => onChange({ ...design, page })}
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
          {t('replaced', replaced)}
        </Alert>
      ) : null}
    </Stack>
  );
}
