import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * The place a card's views summary takes (its two lines: the total and the way to the views), held
 * while its code and its count come, so the address and buttons under it stay where they are.
 */
export function ViewsSummaryPlace() {
  return (
    <Stack aria-hidden sx={{ visibility: 'hidden' }}>
      <Typography variant="body2">{'\u00a0'}</Typography>
      <Typography variant="body2" sx={{ py: 0.5 }}>
        {'\u00a0'}
      </Typography>
    </Stack>
  );
}
