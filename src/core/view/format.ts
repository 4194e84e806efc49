/** Display formats shared by the page, the island and the widget. */

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 1250000 -> "$1,250,000" */
export function formatUsd(dollars: number): string {
  return USD.format(dollars);
}

/** 0.23 -> "23%"; shares in the data are whole percent, anything finer keeps one decimal. */
export function formatPercent(share: number): string {
  const percent = Math.round(share * 1000) / 10;
  return `${percent}%`;
}

/**
 * A figure said to be "about": to the nearest $100, or the nearest $1,000 above $10,000, halves
 * away from zero. "About $78,999" claims a precision a rule of thumb does not have.
 */
export function roundAbout(dollars: number): number {
  const step = Math.abs(dollars) > 10_000 ? 1000 : 100;
  return Math.sign(dollars) * Math.round(Math.abs(dollars) / step) * step;
}

/** 78999 -> "$79,000"; 4249 -> "$4,200": a figure said to be "about", rounded (roundAbout). */
export function formatAbout(dollars: number): string {
  return formatUsd(roundAbout(dollars));
}

/** An axis label: 40000 -> "$40k", 1500000 -> "$1.5M", -5000 -> "−$5k", 0 -> "$0". */
export function formatUsdShort(dollars: number): string {
  const size = Math.abs(dollars);
  const [value, suffix] = size >= 1e6 ? [size / 1e6, 'M'] : size >= 1e3 ? [size / 1e3, 'k'] : [size, ''];
  return `${dollars < 0 ? '\u2212' : ''}$${Math.round(value * 10) / 10}${suffix}`;
}

// Pure: a bundle that does not format dates (the widget) drops it.
const LONG_DATE = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "2024-05-15" -> "May 15, 2024" (the calendar date as written, whatever the machine's zone). */
export function formatLongDate(iso: string): string {
  return LONG_DATE.format(new Date(`${iso}T00:00:00Z`));
}
