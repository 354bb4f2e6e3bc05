import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EntryListProps<T> {
  items: T[];
  max: number;
  heading: (index: number) => string;
  addLabel: string;
  removeLabel: (index: number) => string;
  maxLabel: string;
  emptyLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** A row can be removed only when more than one exists (spec), unless the list may be empty. */
  minItems?: number;
  renderItem: (item: T, index: number) => ReactNode;
  dense?: boolean;
  /** The level of the cards' headings: h3 when the list sits under a heading of its own. */
  headingLevel?: 'h2' | 'h3';
}

/** A list of cards with add (up to the limit) and remove, used by every list step and the editor. */
export function EntryList<T>(props: EntryListProps<T>) {
  const min = props.minItems ?? 1;
  return (
    <Stack spacing={2}>
      {props.items.length === 0 ? (
        <Typography color="text.secondary">{props.emptyLabel}</Typography>
      ) : null}
      {props.items.map((item, index) => (
        <Card key={index} component="section" aria-label={props.heading(index)}>
          <CardContent
            sx={{ p: props.dense ? 1.5 : 2, '&:last-child': { pb: props.dense ? 1.5 : 2 } }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', mb: props.dense ? 1 : 1.5 }}>
              <Typography variant="h6" component={props.headingLevel ?? 'h2'} sx={{ flex: 1 }}>
                {props.heading(index)}
              </Typography>
              {props.items.length > min ? (
                <IconButton
                  aria-label={props.removeLabel(index)}
                  onClick={() => props.onRemove(index)}
                  size="small"
                >
                  <DeleteOutlineIcon />
                </IconButton>
              ) : null}
            </Stack>
            {props.renderItem(item, index)}
          </CardContent>
        </Card>
      ))}
      {props.items.length < props.max ? (
        <Button
          startIcon={<AddIcon />}
          onClick={props.onAdd}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {props.addLabel}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {props.maxLabel}
        </Typography>
      )}
    </Stack>
  );
}
