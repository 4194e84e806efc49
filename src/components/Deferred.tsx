import { Component, type ComponentType } from 'preact';

/**
 * Parts of the island whose code the browser loads only when it needs them, so the page's
 * JavaScript stays within its budget: the printed report, the chart and the year table (needed
 * once the owner changes an input: until then the server's markup is already right) and "What
 * you keep" (needed once it is opened). The server renders every part in full with the
 * components the page's frontmatter gives (renderPartsWith: server code only, so no browser
 * bundle imports them); in the browser the part keeps the server's markup as it is until its
 * code has loaded, then renders live.
 */

// biome-ignore lint/suspicious/noExplicitAny: a registry of components of different props.
type AnyComponent = ComponentType<any>;

const serverParts = new Map<string, AnyComponent>();

/** The components the server renders the parts with, by name (EstimatorIsland.astro). */
export function renderPartsWith(parts: Record<string, AnyComponent>): void {
  for (const [name, component] of Object.entries(parts)) serverParts.set(name, component);
}

interface Props<P> {
  /** The part's name: its server component's, and its wrapper's data-part. */
  name: string;
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** Load now (an opened section); otherwise at the owner's first input or change. */
  now?: boolean;
}

interface State {
  Part: AnyComponent | null;
}

export class Deferred<P extends object> extends Component<Props<P>, State> {
  /** The server's markup of the part, kept through hydration until its code is there. */
  private serverHtml = typeof document === 'undefined' ? '' : (document.querySelector(`[data-part="${this.props.name}"]`)?.innerHTML ?? '');

  override state: State = { Part: serverParts.get(this.props.name) ?? null };

  override componentDidMount(): void {
    // A part the server did not render (it appeared with the owner's input) is needed at once.
    if (this.props.now || this.serverHtml === '') this.load();
    else for (const type of ['input', 'change']) document.addEventListener(type, this.load, { once: true, capture: true });
    // The controls the owner changes in the server's markup, before the code is there: only those are carried over.
    for (const type of ['input', 'change']) this.base?.addEventListener(type, this.touch, { capture: true });
  }

  override componentDidUpdate(): void {
    if (this.props.now) this.load();
  }

  override componentWillUnmount(): void {
    for (const type of ['input', 'change']) document.removeEventListener(type, this.load, { capture: true });
    for (const type of ['input', 'change']) this.base?.removeEventListener(type, this.touch, { capture: true });
  }

  /** The ids of the controls the owner changed in the server's markup. */
  private touched = new Set<string>();

  private touch = (event: Event): void => {
    const { id } = event.target as HTMLElement;
    if (id && !this.state.Part) this.touched.add(id);
  };

  private load = (): void => {
    if (this.state.Part) return;
    void this.props.load().then((Part) => {
      // The owner's first action may be inside the part itself (a box ticked, a radio chosen): its
      // code loads on that action and then renders new elements in place of the server's, so what
      // the owner did to them, and the focus, are carried over (a review found the first click lost).
      const kept = this.serverHtml === '' ? null : controlsOf(this.base as HTMLElement | undefined, this.touched);
      this.setState({ Part }, () => kept && carryOver(kept, this.base as HTMLElement | undefined));
    });
  };

  override render() {
    const { Part } = this.state;
    const { name, props } = this.props;
    return Part ? (
      <div data-part={name}>
        <Part {...props} />
      </div>
    ) : (
      <div data-part={name} dangerouslySetInnerHTML={{ __html: this.serverHtml }} />
    );
  }
}

/** The form controls of a part the owner changed (`touched`), as the owner left them, by id, and the one with the focus. */
interface Controls {
  states: Map<string, { checked: boolean; value: string }>;
  focused: string | null;
}

function controlsOf(root: HTMLElement | undefined, touched: ReadonlySet<string>): Controls | null {
  if (!root) return null;
  const states = new Map<string, { checked: boolean; value: string }>();
  for (const control of root.querySelectorAll<HTMLInputElement>('input[id], select[id], textarea[id]'))
    if (touched.has(control.id)) states.set(control.id, { checked: control.checked === true, value: control.value });
  const active = document.activeElement;
  return { states, focused: active && root.contains(active) && active.id ? active.id : null };
}

/**
 * The owner's changes replayed on the part's new controls, as the owner made them (a click on a
 * box or a radio, a value typed), so the part's own handlers see them, where the new render does not
 * show them already (a radio the island read itself); then the focus is put back. A control the
 * owner did not touch is left as the new render has it: a change elsewhere may have set it.
 */
function carryOver(kept: Controls, root: HTMLElement | undefined): void {
  if (!root) return;
  const byId = (id: string) => root.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`);
  for (const [id, was] of kept.states) {
    const control = byId(id);
    if (!control) continue;
    if (control.type === 'checkbox' || control.type === 'radio') {
      if (control.checked !== was.checked && (control.type === 'checkbox' || was.checked)) control.click();
    } else if (control.value !== was.value) {
      control.value = was.value;
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  if (kept.focused) byId(kept.focused)?.focus();
}
