/**
 * Counts by name (channels, language versions, sites) as a table that is its own chart: each
 * name has a bar as long as its share of the largest, which screen readers skip, and its number.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { StatsFormat } from '../format';
import { visuallyHidden } from './visually-hidden';

export interface CountTableProps {
  caption: string;
  nameHeader: string;
  countHeader: string;
  rows: ReadonlyArray<{ key: string; label: string; count: number }>;
  format: StatsFormat;
  /** Without bars the table is plain figures (the totals); its caption is then shown. */
  bars?: boolean;
}

export function CountTable({
  caption,
  nameHeader,
  countHeader,
  rows,
  format,
  bars = true,
}: CountTableProps) {
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Table
      size="small"
      sx={{
        '& td, & th': { px: 0.5 },
        '& caption': {
          captionSide: 'top',
          textAlign: 'left',
          color: 'text.secondary',
          p: 0,
          pb: 0.5,
        },
        // The column names are for screen readers: the names and the figures speak for themselves.
        '& thead th': { p: 0, border: 0 },
      }}
    >
      <caption>{bars ? <Box sx={visuallyHidden}>{caption}</Box> : caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            <Box sx={visuallyHidden}>{nameHeader}</Box>
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            <Box sx={visuallyHidden}>{countHeader}</Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row" sx={{ width: '100%', fontWeight: 400 }}>
              {row.label}
              {bars ? (
                <Box
                  aria-hidden
                  sx={{
                    mt: 0.5,
                    height: 8,
                    borderRadius: 1,
                    bgcolor: 'primary.light',
                    width: `${(row.count / largest) * 100}%`,
                    minWidth: 4,
                  }}
                />
              ) : null}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {format.number(row.count)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
