import { fieldsOfPart } from '../core/view/tax-form.ts';
import { OpenPart } from './OpenPart.tsx';
import { type TaxFieldCommon, TaxFormFieldControl } from './TaxField.tsx';

/**
 * "Know your land value?" (issue 32): the owner's own land value, under the estimate's price and
 * ZIP code, closed until the owner opens it or the link gives one (or a field of it is wrong). The
 * assessed values from the property tax bill, or a share from an appraisal: the field table's
 * `land` fields. Part of the estimate's form, so a link and a submit carry them.
 */
export function LandValue({ common }: { common: TaxFieldCommon }) {
  return (
    <OpenPart
      class="land-value"
      part="land"
      values={common.values}
      issues={common.issues}
      summary={
        <>
          Know your land value? <span class="hint">From your property tax bill, or an appraisal</span>
        </>
      }
    >
      {() => (
        <div class="land-fields">
          {fieldsOfPart('land').map((field) => (
            <TaxFormFieldControl key={field.name} field={field} common={common} />
          ))}
        </div>
      )}
    </OpenPart>
  );
}
