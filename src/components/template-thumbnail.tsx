import type { Theme } from '@/domain/cv';

/** A small drawing of each template's layout, for pickers (no image requests). */
const LOOKS: Record<
  Theme,
  {
    bg: string;
    side: string | null;
    accent: string;
    photo: boolean;
    header: boolean;
    band?: string;
  }
> = {
  templateA: { bg: '#ffffff', side: null, accent: '#1f3a5f', photo: false, header: false },
  templateB: { bg: '#ffffff', side: '#1f3a5f', accent: '#e07a5f', photo: true, header: false },
  templateC: { bg: '#fbfaf7', side: null, accent: '#2e7d5b', photo: true, header: true },
  templateD: { bg: '#fff7f2', side: '#c8553d', accent: '#c8553d', photo: true, header: false },
  templateE: {
    bg: '#ffffff',
    side: null,
    accent: '#f2c14e',
    photo: true,
    header: true,
    band: '#14263f',
  },
  templateF: { bg: '#ffffff', side: null, accent: '#1f6f8b', photo: false, header: false },
  templateG: { bg: '#ffffff', side: null, accent: '#23445f', photo: true, header: false },
  templateH: { bg: '#ffffff', side: '#e6eef0', accent: '#0f5e6e', photo: true, header: true },
};

export function TemplateThumbnail({ theme }: { theme: Theme }) {
  const look = LOOKS[theme];
  const line = 'rgba(27,35,51,0.22)';
  const left = look.side ? 46 : 12;
  const nameX = !look.side && look.photo ? 40 : left;
  return (
    <svg
      viewBox="0 0 120 150"
      width="100%"
      role="presentation"
      aria-hidden="true"
      style={{ display: 'block', background: look.bg }}
    >
      {look.side ? <rect x="0" y="0" width="38" height="150" fill={look.side} /> : null}
      {look.header ? (
        <rect
          x="0"
          y="0"
          width="120"
          height="38"
          fill={look.band ?? look.accent}
          opacity={look.band ? 1 : 0.9}
        />
      ) : null}
      {look.photo ? (
        <circle
          cx={look.side ? 19 : 22}
          cy={look.side ? 24 : 19}
          r="11"
          fill={look.band ? look.accent : '#ffffff'}
          opacity="0.9"
        />
      ) : null}
      {/* The name, then the job title under it. */}
      {[
        { y: 12, width: 52, height: 7, fill: look.header ? '#ffffff' : look.accent },
        { y: 23, width: 34, height: 4, fill: look.header ? 'rgba(255,255,255,0.8)' : line },
      ].map(({ y, ...bar }) => (
        <rect key={y} x={nameX} y={look.header ? y + 2 : y} rx="2" {...bar} />
      ))}
      {[50, 60, 70, 86, 96, 106, 122, 132].map((y, i) => (
        <rect
          key={y}
          x={left}
          y={y}
          width={i % 3 === 0 ? 30 : 120 - left - 12}
          height={i % 3 === 0 ? 5 : 3.5}
          rx="1.5"
          fill={i % 3 === 0 ? look.accent : line}
        />
      ))}
      {look.side
        ? [60, 68, 76, 92, 100].map((y) => (
            <rect key={y} x="7" y={y} width="24" height="3" rx="1.5" fill="rgba(255,255,255,0.7)" />
          ))
        : null}
    </svg>
  );
}
