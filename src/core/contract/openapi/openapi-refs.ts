import type { ComponentKind, ComponentReference } from './openapi-types.ts';

/**
 * `$ref`s into the document's components. The document writes every reference with
 * componentRef and the view resolves one by finding the component whose componentRef is equal,
 * so the two can never disagree on the pointer's spelling.
 */

export function componentRef<Kind extends ComponentKind>(kind: Kind, name: string): ComponentReference<Kind> {
  return { $ref: `#/components/${kind}/${name}` };
}

/** The component a reference points to, and its name; throws when there is none. */
export function resolveComponent<Kind extends ComponentKind, Component>(
  kind: Kind,
  components: { readonly [name: string]: Component },
  reference: ComponentReference<Kind>,
): { name: string; component: Component } {
  for (const [name, component] of Object.entries(components)) {
    if (componentRef(kind, name).$ref === reference.$ref) return { name, component };
  }
  throw new Error(`OpenAPI document: ${reference.$ref} points to no entry of components.${kind} (it has: ${Object.keys(components).join(', ') || 'none'})`);
}
