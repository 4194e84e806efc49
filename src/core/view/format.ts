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
