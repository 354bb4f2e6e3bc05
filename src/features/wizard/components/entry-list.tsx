import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

interface EntryListProps<T> {
  items: T[];
  max: number;
  heading: (index: number) => string;
  addLabel: string;
  removeLabel: (index: number) => string;
  maxLabel: string;
  /** Said when there are no rows; without it an empty list is its add button alone. */
  emptyLabel?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /**
   * The user removed the last row. The add button then has the focus (the row's remove button is
   * gone), unless the caller closes the list and puts the focus elsewhere.
   */
  onEmptied?: () => void;
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
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current || props.items.length > 0) return;
    focusAdd.current = false;
    addButton.current?.focus();
  });
  const remove = (index: number) => {
    props.onRemove(index);
    if (props.items.length > 1) return;
    focusAdd.current = true;
    props.onEmptied?.();
  };
  return (
    <Stack spacing={2}>
      {props.items.length === 0 && props.emptyLabel ? (
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
                  onClick={() => remove(index)}
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
          ref={addButton}
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
