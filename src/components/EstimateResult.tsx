import type { V2EstimateDetail } from '../core/domain/estimate/estimate.ts';
import { STATE_NAMES } from '../core/domain/estimate/land-shares.ts';
import { formatPercent, formatUsd } from '../core/view/format.ts';
import { RangeBar } from './RangeBar.tsx';

const CASES = [
  ['low', 'Low'],
  ['typical', 'Typical'],
  ['high', 'High'],
] as const;

/**
 * Where the widget's land share came from, in words: "New York", or "default" (no state, or one
 * without an average). The page gives its own words (landSource: view/owner-estimate.ts), which
 * also name the owner's land value; the widget keeps these, within its budget.
 */
function landShareSource({ land }: V2EstimateDetail): string {
  const name = land.state && (STATE_NAMES[land.state] ?? land.state);
  return land.source === 'state' ? name! : name ? `${name}: default` : 'default';
}

/**
 * The estimate as the page and the widget show it: the range (three cases and the bar), then the
 * detail it comes from (basis, land share). The disclaimer is each one's own: the page says it
 * once under the whole result, the widget under this.
 */
export function EstimateResult({ detail, purchasePrice, landSource }: { detail: V2EstimateDetail; purchasePrice: number; landSource?: string | undefined }) {
  const { estimate } = detail;
  return (
    <div class="result">
      <p class="result-type">{estimate.label}</p>
      <table class="result-cases">
        <caption>Deducted sooner, as 5-, 7- and 15-year property</caption>
        <thead>
          <tr>
            <th scope="col">Case</th>
            <th scope="col">Share of basis</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {CASES.map(([key, name]) => (
            <tr key={key} data-case={key}>
              <th scope="row">{name}</th>
              <td data-testid={`${key}-pct`}>{formatPercent(estimate[key].pct)}</td>
              <td data-testid={`${key}-reclassified`}>{formatUsd(estimate[key].reclassified)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <RangeBar estimate={estimate} />
      <dl class="result-basis">
        <div>
          <dt>Depreciable basis</dt>
          <dd data-testid="depreciable-basis">{formatUsd(estimate.depreciableBasis)}</dd>
        </div>
        <div>
          <dt>Land share used</dt>
          <dd data-testid="land-share">
            {formatPercent(estimate.landShare)} <span class="muted">({landSource ?? landShareSource(detail)})</span>
          </dd>
        </div>
      </dl>
      <p class="muted small">
        Purchase price {formatUsd(purchasePrice)} less land of {formatUsd(purchasePrice - estimate.depreciableBasis)}.
      </p>
    </div>
  );
}
