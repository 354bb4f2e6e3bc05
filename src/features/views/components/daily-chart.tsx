/**
 * Views (bars) and visitors (a line) per day, drawn to the width it is given, with a date under
 * every few days and the counts up the side. The picture is hidden from screen readers: the table
 * under it, which they read, says the same.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  barsOf,
  countScale,
  labelledDays,
  pointsOf,
  polylineOf,
} from '@/components/charts/chart-scale';
import type { StatsDay } from '@/domain/view-stats';
import type { StatsFormat } from '../format';
import { useWidth } from '../hooks/use-width';

const HEIGHT = 180;
const MARGIN = { top: 8, right: 4, bottom: 24, left: 32 };
/** About one date per 70 pixels: "27.11." fits with room between. */
const PIXELS_PER_DATE = 70;

export function DailyChart({ days, format }: { days: readonly StatsDay[]; format: StatsFormat }) {
  const { t } = useTranslation('views');
  const theme = useTheme();
  const { ref, width } = useWidth<HTMLDivElement>(358);
  const area = {
    width: Math.max(1, width - MARGIN.left - MARGIN.right),
    height: HEIGHT - MARGIN.top - MARGIN.bottom,
  };
  const views = days.map((day) => day.views);
  const visitors = days.map((day) => day.visitors);
  const scale = countScale(Math.max(0, ...views, ...visitors));
  const bars = barsOf(views, scale.max, area, days.length > 45 ? 0.15 : 0.25);
  const line = pointsOf(visitors, scale.max, area);
  const labelled = labelledDays(days.length, Math.floor(area.width / PIXELS_PER_DATE));
  const y = (value: number) => area.height - (value / scale.max) * area.height;
  const text = { fontSize: 12, fill: theme.palette.text.secondary };
  const bar = theme.palette.primary.light;
  const visitorColour = theme.palette.warning.dark;

  return (
    <Box ref={ref} aria-hidden sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 0.5, flexWrap: 'wrap' }}>
        <Legend colour={bar} label={t('daily.views')} />
        <Legend colour={visitorColour} label={t('daily.visitors')} line />
      </Stack>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        focusable="false"
        style={{ display: 'block' }}
      >
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={0}
                x2={area.width}
                y1={y(tick)}
                y2={y(tick)}
                stroke={theme.palette.divider}
              />
              <text x={-6} y={y(tick)} dy="0.35em" textAnchor="end" {...text}>
                {format.number(tick)}
              </text>
            </g>
          ))}
          {bars.map((b, index) => (
            <rect key={days[index]?.date} {...b} rx={Math.min(2, b.width / 3)} fill={bar} />
          ))}
          <polyline
            points={polylineOf(line)}
            fill="none"
            stroke={visitorColour}
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {days.length <= 45
            ? line.map((point, index) => (
                <circle
                  key={days[index]?.date}
                  cx={point.x}
                  cy={point.y}
                  r={2.5}
                  fill={visitorColour}
                />
              ))
            : null}
          {labelled.map((index) => {
            const last = index === days.length - 1;
            const day = days[index];
            return day ? (
              <text
                key={day.date}
                x={last ? area.width : (line[index]?.x ?? 0)}
                y={area.height + 16}
                textAnchor={last ? 'end' : 'middle'}
                {...text}
              >
                {format.shortDay(day.date)}
              </text>
            ) : null;
          })}
        </g>
      </svg>
    </Box>
  );
}

function Legend({ colour, label, line }: { colour: string; label: string; line?: boolean }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 14,
          height: line ? 3 : 12,
          borderRadius: '2px',
          bgcolor: colour,
          flex: 'none',
        }}
      />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}
