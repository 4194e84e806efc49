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
  }

  override componentDidUpdate(): void {
    if (this.props.now) this.load();
  }

  override componentWillUnmount(): void {
    for (const type of ['input', 'change']) document.removeEventListener(type, this.load, { capture: true });
  }

  private load = (): void => {
    if (this.state.Part) return;
    void this.props.load().then((Part) => this.setState({ Part }));
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
