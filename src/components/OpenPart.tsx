import { Component, type ComponentChildren } from 'preact';
import type { TaxImpactField } from '../core/contract/tax-impact/checks.ts';
import type { PagePart } from '../core/contract/tax-impact/field-kinds.ts';
import { fieldsOfPart, partGivenOrWrong, type TaxFormValues } from '../core/view/tax-form.ts';

interface Props {
  class: string;
  /** The form's part (tax-form-fields.ts): open at first when its fields say something (partGivenOrWrong), and while one has a message. */
  part: PagePart;
  values: TaxFormValues;
  issues: Partial<Record<TaxImpactField, string>>;
  summary: ComponentChildren;
  /** The part's content, given whether it is open (a part may load its code only then). */
  children: (open: boolean) => ComponentChildren;
}

/**
 * A part of the form as a `details`: open at first when its fields say something, and open while
 * one of them has a message; otherwise as the owner leaves it. Clearing the last value in an open
 * part leaves it open under the cursor, where deriving `open` from the values closed it and took
 * the focus with it (a review; decision 0359).
 */
export class OpenPart extends Component<Props, { open: boolean }> {
  override state = { open: partGivenOrWrong(this.props.part, this.props.values, this.props.issues) };

  override render({ class: name, part, issues, summary, children }: Props, state: { open: boolean }) {
    // A field with a message keeps the part open: a wrong field is never hidden.
    const open = state.open || fieldsOfPart(part).some(({ name }) => issues[name]);
    return (
      <details class={name} open={open} onToggle={(event) => this.setState({ open: event.currentTarget.open })}>
        <summary>{summary}</summary>
        {children(open)}
      </details>
    );
  }
}
