import { Component } from 'preact';
import { partGivenOrWrong } from '../core/view/tax-form.ts';
import { Deferred } from './Deferred.tsx';
// Type only: the component itself loads when the section opens.
import type { WhatYouKeepProps } from './WhatYouKeep.tsx';

type Props = WhatYouKeepProps;

interface State {
  /** Whether the section is open: at first as the link has it, then as the owner leaves it. */
  open: boolean;
}

/**
 * "What you keep" as a section the owner opens (a `details`), whose code the browser loads only
 * then: the page's JavaScript stays within its budget, and an owner who never asks about a fee
 * never downloads it. A sale is asked in the main flow (TaxImpactSection.tsx). The server renders the section in full
 * (it works without JavaScript, open when the link gives any of its values); until the code is
 * there, the island keeps the server's markup as it is, and once loaded it renders live.
 */
export class KeepSection extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    // Open when the owner has said something there already (a fee) or it has a message.
    this.state = { open: partGivenOrWrong('keep', props.values, props.issues) };
  }

  private toggled = (event: Event): void => {
    const { open } = event.currentTarget as HTMLDetailsElement;
    if (open !== this.state.open) this.setState({ open });
  };

  override render() {
    return (
      <details class="keep-section" open={this.state.open} onToggle={this.toggled}>
        {/* The section's heading is its summary: named once, and still a heading to move by. */}
        <summary>
          <h3>What you keep: the study's fee</h3>
        </summary>
        <Deferred name="what-you-keep" load={loadWhatYouKeep} props={this.props} now={this.state.open} />
      </details>
    );
  }
}

const loadWhatYouKeep = () => import('./WhatYouKeep.tsx').then(({ WhatYouKeep }) => WhatYouKeep);
