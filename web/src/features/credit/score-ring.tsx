import type { ReactNode } from 'react';

interface Props {
  /** Width and height, px. */
  size: number;
  /** The ring's stroke, px. */
  thickness: number;
  /** How much of the ring is filled, 0 to 100. */
  value: number;
  /** A CSS color: the filled part. */
  color: string;
  /** Centered inside the ring. */
  label: ReactNode;
}

/**
 * The score gauge: a ring filled clockwise from the top, drawn as Mantine's RingProgress draws one section with
 * round caps (same geometry and colours), without RingProgress itself, whose per-section tooltip brings Floating UI
 * (about 20 KB gzipped) into the dashboard's first load.
 */
export function ScoreRing({ size, thickness: requested, value, color, label }: Props) {
  const thickness = Math.min(requested, size / 4);
  const radius = (size * 0.9 - thickness * 2) / 2;
  const perCent = (Math.PI * radius * 2) / 100;
  const filled = Math.min(100, Math.max(0, value));
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness };
  return (
    <div style={{ position: 'relative', width: size, height: size, minWidth: size, minHeight: size }}>
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} style={{ transform: 'rotate(-90deg)', display: 'block' }} aria-hidden>
        <circle
          {...circle}
          stroke="var(--mantine-color-gray-2)"
          strokeLinecap="butt"
          strokeDasharray={`${(100 - filled) * perCent}, ${filled * perCent}`}
          transform={`scale(1, -1) translate(0, -${size})`}
        />
        <circle {...circle} stroke={color} strokeLinecap="round" strokeDasharray={`${filled * perCent}, ${(100 - filled) * perCent}`} />
      </svg>
      <div style={{ position: 'absolute', top: '50%', transform: 'translateY(-50%)', insetInline: thickness * 2 }}>{label}</div>
    </div>
  );
}
