import { type Attributes, type ComponentType, h, hydrate } from 'preact';

/**
 * Hydrates a Preact component that Astro rendered on the server without a client directive.
 * The page renders it alone inside `<div id={id} data-props={JSON.stringify(props)}>` and calls
 * this from a `<script>`, so the browser loads Preact, the component and this function, and not
 * Astro's island runtime and Preact renderer (about 3.4 KB gzip of the estimate page's 15 KB).
 * Once hydrated, the root carries `data-hydrated`: the component answers input from then on.
 *
 * Props must survive JSON (strings, numbers, plain objects). Ids are written out, not made with
 * `useId`: Astro's server render numbers `useId` per island, which this does not reproduce.
 */
export function hydrateIsland<Props>(id: string, Component: ComponentType<Props>): void {
  const root = document.getElementById(id);
  const props = root?.dataset.props;
  if (!root || props === undefined) throw new Error(`No island root #${id} with data-props`);
  hydrate(h(Component, JSON.parse(props) as Attributes & Props), root);
  root.dataset.hydrated = '';
}
