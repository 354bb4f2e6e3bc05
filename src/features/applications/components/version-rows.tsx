/**
 * A list of the CV in the version: every row of the CV, shown or left out, in the version's order
 * (a row added to the CV since appears in its place), each with its lines to word for this job.
 */
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ordered, rowKey, rowTextFields, withRowOrder, withRowShown } from '@/domain/cv-version';
import { SECTION_TYPES, type ListSectionKey } from '@/domain/sections';
import { runtimeKeys } from '@/lib/translate';
import { OwnText, type VersionView } from './own-text';

/** A row's name as the version shows it: its title, else its first text. */
export function rowName(view: VersionView, list: ListSectionKey, uuid: string): string {
  const fields = SECTION_TYPES[list].fields;
  const titled = [...fields].sort(
    (a, b) => Number(b.role === 'title') - Number(a.role === 'title'),
  );
  for (const field of titled) {
    const text = view.shownText(`${list}.${uuid}.${field.name}`);
    if (text.trim()) return text;
  }
  const row: object | undefined = view.cv[list].find((r) => r.uuid === uuid);
  const first =
    row && Object.values(row).find((v): v is string => typeof v === 'string' && v !== uuid);
  return first ?? '';
}

export function VersionRows({ list, view }: { list: ListSectionKey; view: VersionView }) {
  const { t } = useTranslation(['applications', 'templates']);
  const label = runtimeKeys(t, 'templates');
  const cvRows: ReadonlyArray<{ uuid: string }> = view.cv[list];
  const rows = ordered(cvRows, view.overrides.order?.[list]);
  const ids = rows.map((row) => row.uuid);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id!);
    view.save((o) => withRowOrder(o, list, next, cvRows));
  };
  const ownOrder = Boolean(view.overrides.order?.[list]);
  return (
    <Stack component="section" spacing={1} aria-labelledby={`version-${list}`}>
      <Typography
        id={`version-${list}`}
        variant="h3"
        sx={{ typography: 'subtitle1', fontWeight: 600 }}
      >
        {t(`templates:lists.${list}.title`)}
      </Typography>
      {ownOrder ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t('version.ownOrder')}
          </Typography>
          <Button
            size="small"
            onClick={() =>
              view.save((o) =>
                withRowOrder(
                  o,
                  list,
                  cvRows.map((r) => r.uuid),
                  cvRows,
                ),
              )
            }
          >
            {t('version.cvOrder')}
          </Button>
        </Stack>
      ) : null}
      {rows.map((row, i) => (
        <VersionRow
          key={row.uuid}
          list={list}
          uuid={row.uuid}
          view={view}
          first={i === 0}
          last={i === rows.length - 1}
          onUp={() => move(i, i - 1)}
          onDown={() => move(i, i + 1)}
          fieldLabel={(field) => label(`fields.${field}`)}
        />
      ))}
    </Stack>
  );
}

function VersionRow({
  list,
  uuid,
  view,
  first,
  last,
  onUp,
  onDown,
  fieldLabel,
}: {
  list: ListSectionKey;
  uuid: string;
  view: VersionView;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  fieldLabel: (field: string) => string;
}) {
  const { t } = useTranslation('applications');
  const [wording, setWording] = useState(false);
  const shown = !view.overrides.hidden?.[rowKey(list, uuid)];
  const name = rowName(view, list, uuid);
  const texts = rowTextFields(list);
  const owns = texts.some((field) => view.own.has(`${list}.${uuid}.${field}`));
  return (
    <Paper variant="outlined" sx={{ p: 1, opacity: shown ? 1 : 0.75 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <FormControlLabel
          sx={{ flex: 1, mr: 0, minWidth: 0 }}
          control={
            <Checkbox
              checked={shown}
              onChange={(e) => view.save((o) => withRowShown(o, list, uuid, e.target.checked))}
            />
          }
          label={
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {shown ? (owns ? t('version.own') : t('version.show')) : t('version.hidden')}
              </Typography>
            </Box>
          }
        />
        <IconButton aria-label={t('version.moveUp', { name })} disabled={first} onClick={onUp}>
          <ArrowUpIcon />
        </IconButton>
        <IconButton aria-label={t('version.moveDown', { name })} disabled={last} onClick={onDown}>
          <ArrowDownIcon />
        </IconButton>
      </Stack>
      {texts.length ? (
        <Button size="small" aria-expanded={wording} onClick={() => setWording(!wording)}>
          {wording ? t('version.doneLine') : t('version.editLine')}
        </Button>
      ) : null}
      {wording ? (
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {texts.map((field) => {
            const declared = SECTION_TYPES[list].fields.find((f) => f.name === field);
            return (
              <OwnText
                key={field}
                view={view}
                path={`${list}.${uuid}.${field}`}
                label={fieldLabel(field)}
                max={declared?.max ?? 100}
                multiline={declared?.kind === 'multiline'}
              />
            );
          })}
        </Stack>
      ) : null}
    </Paper>
  );
}
