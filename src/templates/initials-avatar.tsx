/** The stand-in for a missing photo: the person's initials, drawn locally (no request anywhere). */

export function initialsOf(first: string, last: string): string {
  const initial = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
  return initial(first) + initial(last) || '?';
}

export function InitialsAvatar({
  first,
  last,
  background,
  color,
  size = 160,
}: {
  first: string;
  last: string;
  background: string;
  color: string;
  size?: number;
}) {
  return (
    <svg
      className="cv-avatar"
      viewBox="0 0 100 100"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      // A CSS background (not a <rect>) so each template's border-radius clips it, in print too.
      style={{ background }}
    >
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fill={color}
        fontSize="38"
        fontFamily="inherit"
        fontWeight="600"
        letterSpacing="1"
      >
        {initialsOf(first, last)}
      </text>
    </svg>
  );
}
