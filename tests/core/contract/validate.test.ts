import { describe, expect, it } from 'vitest';
import { validateLegacyRequest, validateV2Request } from '../../../src/core/contract/api/validate.ts';
import { LEGACY_PROPERTY_TYPES, V2_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';

const validV2 = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' };
const issuesOf = (body: unknown) => {
  const result = validateV2Request(body);
  return result.ok ? [] : result.issues;
};

describe('v2 request validation', () => {
  it('accepts every v2 type, with or without a ZIP', () => {
    for (const propertyType of V2_PROPERTY_TYPES) {
      expect(validateV2Request({ propertyType, purchasePrice: 100_000 }).ok).toBe(true);
      expect(validateV2Request({ propertyType, purchasePrice: 100_000, zip: '' }).ok).toBe(true);
    }
  });

  it.each([
    ['49_999 is refused', 49_999, ['purchasePrice must be at least 50,000']],
    ['49_999.99 is refused', 49_999.99, ['purchasePrice must be at least 50,000']],
    ['50_000 is accepted', 50_000, []],
    ['50_000_000 is accepted', 50_000_000, []],
    ['50_000_000.01 is refused', 50_000_000.01, ['purchasePrice must be at most 50,000,000']],
    ['50_000_001 is refused', 50_000_001, ['purchasePrice must be at most 50,000,000']],
    ['a fraction inside the range is accepted', 123_456.78, []],
    // JSON's 1e400 and -1e400 parse to infinities: numbers past a bound, not "not a number".
    ['1e400 (Infinity) is past the top', JSON.parse('1e400'), ['purchasePrice must be at most 50,000,000']],
    ['-1e400 (-Infinity) is past the bottom', JSON.parse('-1e400'), ['purchasePrice must be at least 50,000']],
    ['NaN is no number', Number.NaN, ['purchasePrice must be a number (dollars)']],
  ])('purchasePrice: %s', (_, purchasePrice, issues) => {
    expect(issuesOf({ ...validV2, purchasePrice })).toEqual(issues);
  });

  it.each([
    ['10 characters are accepted', '10001-1234', []],
    ['11 characters are refused', '10001-12345', ['zip must be at most 10 characters']],
    ['an unknown ZIP is accepted (default land share)', 'ZZZZZ', []],
    ['a number is refused', 10001, ['zip must be a string, such as "10001"']],
    ['null is refused', null, ['zip must be a string, such as "10001"']],
    ['an object with a length gets one message', { length: 20 }, ['zip must be a string, such as "10001"']],
    ['10 emoji (code points) are accepted', '\u{1F600}'.repeat(10), []],
    ['11 emoji are refused', '\u{1F600}'.repeat(11), ['zip must be at most 10 characters']],
  ])('zip: %s', (_, zip, issues) => {
    expect(issuesOf({ ...validV2, zip })).toEqual(issues);
  });

  it.each([
    ['missing', undefined, 'propertyType is required'],
    ['unknown', 'castle', `propertyType must be one of: ${V2_PROPERTY_TYPES.join(', ')}`],
    ['a legacy type', 'general_office', `propertyType must be one of: ${V2_PROPERTY_TYPES.join(', ')}`],
    ['an inherited key', 'constructor', `propertyType must be one of: ${V2_PROPERTY_TYPES.join(', ')}`],
    ['null', null, `propertyType must be one of: ${V2_PROPERTY_TYPES.join(', ')}`],
  ])('propertyType %s is refused', (_, propertyType, message) => {
    expect(issuesOf({ ...validV2, propertyType })).toEqual([message]);
  });

  it.each([
    ['a string', '1250000', 'purchasePrice must be a number (dollars)'],
    ['null', null, 'purchasePrice must be a number (dollars)'],
    ['missing', undefined, 'purchasePrice is required'],
    ['a boolean', true, 'purchasePrice must be a number (dollars)'],
  ])('purchasePrice %s is refused', (_, purchasePrice, message) => {
    expect(issuesOf({ ...validV2, purchasePrice })).toEqual([message]);
  });

  it('reports every problem at once, one message each, in field order', () => {
    expect(issuesOf({ propertyType: 'castle', purchasePrice: '5', zip: 123 })).toEqual([
      `propertyType must be one of: ${V2_PROPERTY_TYPES.join(', ')}`,
      'purchasePrice must be a number (dollars)',
      'zip must be a string, such as "10001"',
    ]);
    expect(issuesOf({})).toEqual(['propertyType is required', 'purchasePrice is required']);
  });

  it.each([null, [], 'office', 42, true])('refuses a body that is not an object: %j', (body) => {
    expect(issuesOf(body)).toEqual(['The request body must be a JSON object']);
  });

  it('ignores unknown extra fields and prototype keys', () => {
    const body = JSON.parse('{"propertyType":"office","purchasePrice":100000,"extra":1,"__proto__":{"zip":5}}');
    const result = validateV2Request(body);
    expect(result).toEqual({ ok: true, value: { propertyType: 'office', purchasePrice: 100_000 } });
  });
});

const validLegacy = { purchase_price: 1_000_000, property_type: 'general_office' };
const legacyError = (body: unknown) => {
  const result = validateLegacyRequest(body);
  return result.ok ? null : { field: result.field, message: result.message };
};

describe('legacy request validation', () => {
  it('accepts every legacy type', () => {
    for (const property_type of LEGACY_PROPERTY_TYPES) {
      expect(validateLegacyRequest({ purchase_price: 100_000, property_type }).ok).toBe(true);
    }
  });

  it.each([
    ['49_999 is refused', 49_999, 'purchase_price must be at least 50,000'],
    ['50_000 is accepted', 50_000, null],
    ['50_000_000 is accepted', 50_000_000, null],
    ['50_000_001 is refused', 50_000_001, 'purchase_price must be at most 50,000,000'],
    ['1000000.5 is refused', 1_000_000.5, 'purchase_price must be a whole number of dollars'],
    ['"1000000" is refused', '1000000', 'purchase_price must be a number (whole dollars)'],
    ['1e20 is refused', 1e20, 'purchase_price must be at most 50,000,000'],
    // Beyond the safe integers, and infinite, a number is past the bound on its own side.
    ['-1e16 is refused as below the range', -1e16, 'purchase_price must be at least 50,000'],
    ['1e400 (Infinity) is past the top', JSON.parse('1e400'), 'purchase_price must be at most 50,000,000'],
    ['-1e400 (-Infinity) is past the bottom', JSON.parse('-1e400'), 'purchase_price must be at least 50,000'],
    ['0.5 is not whole (a fraction says so first)', 0.5, 'purchase_price must be a whole number of dollars'],
    ['null is refused', null, 'purchase_price must be a number (whole dollars)'],
  ])('purchase_price: %s', (_, purchase_price, message) => {
    const error = legacyError({ ...validLegacy, purchase_price });
    expect(error).toEqual(message === null ? null : { field: 'purchase_price', message });
  });

  it.each([
    ['199 is refused', 199, 'square_footage must be at least 200'],
    ['200 is accepted', 200, null],
    ['2_000_000 is accepted', 2_000_000, null],
    ['2_000_001 is refused', 2_000_001, 'square_footage must be at most 2,000,000'],
    ['1500.5 is refused', 1500.5, 'square_footage must be a whole number of square feet'],
    ['1e400 (Infinity) is past the top', JSON.parse('1e400'), 'square_footage must be at most 2,000,000'],
    ['-1e20 is below the range', -1e20, 'square_footage must be at least 200'],
    ['"1500" is refused', '1500', 'square_footage must be a number (whole square feet)'],
  ])('square_footage: %s', (_, square_footage, message) => {
    const error = legacyError({ ...validLegacy, square_footage });
    expect(error).toEqual(message === null ? null : { field: 'square_footage', message });
  });

  const NOT_LISTING = 'listing_url must be the http(s) address of a listing on a property-listing website, such as zillow.com or loopnet.com';
  it.each([
    ['https://www.zillow.com/homedetails/123', null],
    ['http://zillow.com/x', null],
    ['https://WWW.REDFIN.COM/CA/home/1', null],
    ['https://www.loopnet.com/Listing/1/', null],
    ['https://m.trulia.com./p/1', null],
    ['javascript:alert(1)', NOT_LISTING],
    ['ftp://zillow.com/file', NOT_LISTING],
    ['https://zillow.com.evil.example/x', NOT_LISTING],
    ['https://evilzillow.com/x', NOT_LISTING],
    ['https://zillow.com@evil.example/x', NOT_LISTING],
    ['https://user:pw@zillow.com/x', NOT_LISTING],
    ['https://example.com/zillow.com', NOT_LISTING],
    ['zillow.com/homedetails/1', NOT_LISTING],
    ['not a url', NOT_LISTING],
    ['', NOT_LISTING],
    [`https://zillow.com/${'a'.repeat(2100)}`, 'listing_url must be at most 2,048 characters'],
    [42, 'listing_url must be a string'],
  ])('listing_url %j', (listing_url, message) => {
    const error = legacyError({ ...validLegacy, listing_url });
    expect(error).toEqual(message === null ? null : { field: 'listing_url', message });
  });

  it('reports the first failing field in the spec table order', () => {
    const allWrong = { purchase_price: 'x', property_type: 'x', square_footage: 'x', listing_url: 'x' };
    expect(legacyError(allWrong)?.field).toBe('purchase_price');
    expect(legacyError({ ...allWrong, purchase_price: 100_000 })?.field).toBe('property_type');
    expect(legacyError({ ...allWrong, purchase_price: 100_000, property_type: 'condo_townhome' })?.field).toBe('square_footage');
    expect(legacyError({ listing_url: 'x', square_footage: 1, property_type: 'condo_townhome', purchase_price: 1 })).toEqual({
      field: 'purchase_price',
      message: 'purchase_price must be at least 50,000',
    });
  });

  it('names missing required fields', () => {
    expect(legacyError({})).toEqual({ field: 'purchase_price', message: 'purchase_price is required' });
    expect(legacyError({ purchase_price: 100_000 })).toEqual({ field: 'property_type', message: 'property_type is required' });
  });

  it.each([null, [], 'x', 1])('reports field "body" for a body that is not an object: %j', (body) => {
    expect(legacyError(body)).toEqual({ field: 'body', message: 'The request body must be a JSON object' });
  });
});
