/*
 * What the page still asks the owner, in words (decision 0342): the headline's request and the
 * printed report's note say the same. Apart from headline.ts: the island's first load reads it,
 * and not the headline's answer.
 */

/**
 * What the page still asks, as a request: "tell us how you take part in this property". Where to
 * answer is the page's link after it ("Answer below"), not these words: the printed report prints
 * them, and has nothing below to answer in.
 */
export function askedWords(asks: readonly string[]): string {
  return `tell us ${askedList(asks)}`;
}

/** What the page still asks, listed: "how you take part in this property and your modified AGI". */
export function askedList(asks: readonly string[]): string {
  const words = asks.map((field) => ASKED_WORDS[field] ?? field);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}

const ASKED_WORDS: Readonly<Record<string, string>> = {
  passiveActivity: 'how you take part in this property',
  netOperatingIncome: 'the rental’s yearly income',
  modifiedAgi: 'your modified AGI',
};
