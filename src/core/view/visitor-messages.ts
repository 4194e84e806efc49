import { MAX_PURCHASE_PRICE, MAX_ZIP_LENGTH, MIN_PURCHASE_PRICE } from '../contract/limits.ts';
import type { V2Field } from '../contract/v2-field-checks.ts';
import { formatUsd } from './format.ts';

/**
 * What a visitor is told about a field, on the page and in the widget: one sentence a field of
 * the estimate, whatever its problem (a missing price and one too high both ask for a price in
 * range), so the words are keyed by field, not by the problem's code: the widget then carries
 * neither the codes nor a table of them (about 150 B gzip of its 12 KiB). The tax form's words
 * differ by problem and are keyed by code, beside its checks (tax-visitor-messages.ts), so that
 * the widget does not carry them. The API keeps its own messages (v2-messages.ts,
 * tax-impact/messages.ts): they are part of its contract.
 */
const PROPERTY_TYPE = 'Choose a property type';
const PURCHASE_PRICE = `Enter a purchase price between ${formatUsd(MIN_PURCHASE_PRICE)} and ${formatUsd(MAX_PURCHASE_PRICE)}`;
const ZIP = `ZIP code: up to ${MAX_ZIP_LENGTH} characters`;

/** The words by field: one sentence a field, whatever its problem. */
export const VISITOR_MESSAGES: Readonly<Record<V2Field, string>> = { propertyType: PROPERTY_TYPE, purchasePrice: PURCHASE_PRICE, zip: ZIP };

/** The page's result while a field of the estimate is wrong: shown where the answer goes, and said by its live region (announcement.ts). */
export const CORRECT_THE_FIELDS = 'Correct the marked fields to see what a study could save you.';
