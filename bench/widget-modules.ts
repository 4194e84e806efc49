/**
 * Where the widget's bytes go: the input modules of a fresh bundle (widget/build.ts) and the
 * bytes each one puts in the minified output, from esbuild's metafile, largest first. Raw bytes:
 * gzip compresses the file as a whole, so a module's raw share is the guide to its gzip share.
 */
import { createWidgetBuilder } from '../widget/build.ts';

export interface ModuleBytes {
  /** The input's path from the project root (`inline-css:` for the stylesheet). */
  module: string;
  bytes: number;
}

/** Bytes in the bundled widget per input module, largest first, and the file's total. */
export async function widgetModuleBytes(): Promise<{ total: number; modules: ModuleBytes[] }> {
  const builder = await createWidgetBuilder();
  const { metafile } = await builder.bundle().finally(() => builder.dispose());
  const output = Object.values(metafile.outputs)[0]!;
  const root = new URL('..', import.meta.url).pathname;
  const modules = Object.entries(output.inputs)
    .map(([input, { bytesInOutput }]) => ({ module: input.replace(root, ''), bytes: bytesInOutput }))
    .filter(({ bytes }) => bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
  return { total: output.bytes, modules };
}

/** A Markdown table of the `top` largest modules, the rest summed in one row. */
export function moduleBytesTable({ total, modules }: { total: number; modules: ModuleBytes[] }, top = 12): string {
  const share = (bytes: number) => `${((bytes / total) * 100).toFixed(1)}%`;
  const rows = modules.slice(0, top).map(({ module, bytes }) => `| ${module} | ${bytes.toLocaleString('en-US')} | ${share(bytes)} |`);
  const rest = modules.slice(top).reduce((sum, { bytes }) => sum + bytes, 0);
  if (rest > 0) rows.push(`| ${modules.length - top} other modules | ${rest.toLocaleString('en-US')} | ${share(rest)} |`);
  return ['| module | bytes in the minified widget | share |', '|---|---|---|', ...rows].join('\n');
}
