/**
 * What the estimate page's island loads at the visitor's first interaction, in one file: the tax
 * form's evaluation (the engine, the rules' words, the states' rows) and the live region's
 * sentence, which says what the evaluation answers (announcement.ts). One entry, so the bundler
 * keeps the two, and the headline's words they share with the deferred parts, in chunks loaded on
 * demand rather than in the chunk every page loads.
 */
export { pageAnnouncement } from '../core/view/announcement.ts';
export { evaluateTaxForm } from '../core/view/tax-evaluation.ts';
