/** A small line of daily counts with its area shaded, for beside a number that says it in words. */
import Box from '@mui/material/Box';
import { countScale, pointsOf, polylineOf } from './chart-scale';

const AREA = { width: 120, height: 32 };
/** Room above the top and below the bottom, so the line's stroke is not cut. */
const PAD = 2;

export function Sparkline({ values }: { values: readonly number[] }) {
  const { max } = countScale(Math.max(0, ...values));
  const points = pointsOf(values, max, AREA);
  const line = polylineOf(points);
  const first = points[0];
  const last = points.at(-1);
  return (
    <Box
      component="svg"
      viewBox={`0 ${-PAD} ${AREA.width} ${AREA.height + 2 * PAD}`}
      preserveAspectRatio="none"
      // The number beside it says what it shows; a screen reader reads that instead.
      aria-hidden
      focusable="false"
      sx={{ width: AREA.width, height: AREA.height + 2 * PAD, color: 'primary.main', flex: 'none' }}
    >
      {first && last ? (
        <polygon
          points={`${first.x},${AREA.height} ${line} ${last.x},${AREA.height}`}
          fill="currentColor"
          fillOpacity={0.12}
        />
      ) : null}
      <polyline
        points={line}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </Box>
  );
}
