import type { V2Estimate } from '../core/domain/estimate/estimate.ts';
import { formatPercent } from '../core/view/format.ts';

/**
 * Low–typical–high on a 0–50% scale of the depreciable basis, drawn in SVG with presentation
 * attributes only (no style attributes), so it renders under a strict CSP and on any host page.
 */
const SCALE_MAX = 0.5;
const WIDTH = 300;

export function RangeBar({ estimate }: { estimate: V2Estimate }) {
  const x = (pct: number) => (Math.min(pct, SCALE_MAX) / SCALE_MAX) * WIDTH;
  const { low, typical, high } = estimate;
  return (
    <div class="range">
      <svg
        class="range-bar"
        viewBox={`0 0 ${WIDTH} 26`}
        role="img"
        aria-label={`Range from ${formatPercent(low.pct)} to ${formatPercent(high.pct)} of the depreciable basis, typically ${formatPercent(typical.pct)}`}
      >
        <rect x="0" y="8" width={WIDTH} height="10" rx="5" class="range-track" />
        <rect x={x(low.pct)} y="8" width={Math.max(x(high.pct) - x(low.pct), 2)} height="10" rx="5" class="range-band" />
        <rect x={x(typical.pct) - 2} y="3" width="4" height="20" rx="2" class="range-typical" />
      </svg>
      <div class="range-scale" aria-hidden="true">
        {[0, SCALE_MAX / 2, SCALE_MAX].map((tick) => (
          <span key={tick}>{formatPercent(tick)}</span>
        ))}
      </div>
      <p class="range-legend" aria-hidden="true">
        <span class="legend-band" /> low to high <span class="legend-mark" /> typical
      </p>
    </div>
  );
}
