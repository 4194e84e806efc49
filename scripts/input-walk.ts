/**
 * The walk of the tax-impact input through the code (issue 40: "a walk of the tax-impact input
 * through the code comes back to a room it left at most 16 times"), as a reader takes it, found
 * by the TypeScript compiler rather than by hand so that anyone can run it again
 * (docs/decisions/0345-the-input-walk.md):
 *
 * - it starts at the endpoint's handler, `taxImpactContract.estimate` (contract/api/tax-impact-contract.ts);
 * - each function the body names (called, or passed on to be called) is read once, where it is
 *   named first, depth first: a reader opens it there and reads it through before going on;
 * - a call through an interface's function member (the tax rules' `incomeTax`), or through a value
 *   no name leads to (`checks[field](value)`, a rule's destructured `check`), is read where its
 *   signature is declared: that is where a reader goes to learn what it does;
 * - a class a body makes (`new BracketRules(...)`) is read where it is declared, all of it: its
 *   methods are what the interface's calls reach. Their own names are not calls; a call to
 *   another of its methods (`this.incomeTax(...)`) is followed as any call;
 * - a constant's value (a table of checks, a law record) is not read: the walk follows functions;
 * - a room is a file; a folder is a wing. The walk comes back to a room when it reads a function
 *   in a file it read before and then left for another: `comesBack`.
 *
 * Run it to see the walk: `node scripts/input-walk.ts` (the counts), `--list` (every function, indented by depth).
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface WalkStep {
  /** The function's file, from src/. */
  file: string;
  /** The name it was read under. */
  name: string;
  /** How many calls deep from the handler. */
  depth: number;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = `${ROOT}src/core/contract/api/tax-impact-contract.ts`;

/** Every function the walk reads, in the order it reads them. */
export function inputWalk(): WalkStep[] {
  const config = ts.getParsedCommandLineOfConfigFile(`${ROOT}tsconfig.json`, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json could not be read');
  const program = ts.createProgram([ENTRY], config.options);
  const checker = program.getTypeChecker();
  const read = new Set<ts.Node>();
  const steps: WalkStep[] = [];

  /** The function a name stands for, when it is one of ours with something to read; else null. */
  const functionNamed = (name: ts.Identifier): ts.Node | null => {
    let symbol = checker.getSymbolAtLocation(name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    if (!declaration?.getSourceFile().fileName.startsWith(`${ROOT}src/`)) return null;
    if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) return declaration.body ? declaration : null;
    // A class (`new BracketRules(...)`) is opened and read through, its methods with it.
    if (ts.isClassDeclaration(declaration)) return declaration;
    if ((ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) && declaration.initializer && isFunction(declaration.initializer))
      return declaration.initializer;
    if (ts.isMethodSignature(declaration) || (ts.isPropertySignature(declaration) && declaration.type && ts.isFunctionTypeNode(declaration.type)))
      return declaration;
    return null;
  };

  /** The declaration of the signature a call resolves to, when it is ours and not named at the call (functionNamed). */
  const signatureOf = (call: ts.CallExpression): ts.Node | null => {
    const callee = call.expression;
    if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.name) && functionNamed(callee.name)) return null;
    const declaration = checker.getResolvedSignature(call)?.getDeclaration();
    if (!declaration?.getSourceFile().fileName.startsWith(`${ROOT}src/`)) return null;
    return declaration;
  };

  const readFunction = (node: ts.Node, name: string, depth: number) => {
    read.add(node);
    steps.push({ file: relative(`${ROOT}src`, node.getSourceFile().fileName), name, depth });
    if (ts.isMethodSignature(node) || ts.isPropertySignature(node) || ts.isFunctionTypeNode(node) || ts.isCallSignatureDeclaration(node)) return;
    const readOn = (child: ts.Node): void => {
      if (ts.isTypeNode(child)) return;
      // A class is read through where it is declared: its members' own names are not calls.
      if (ts.isIdentifier(child) && !namesItsDeclaration(child)) {
        const named = functionNamed(child);
        if (named && !read.has(named)) readFunction(named, child.text, depth + 1);
      }
      // A call through a value the name does not lead to (`checks[field](value)`, a rule's
      // destructured `check(...)`): read where its signature is declared.
      if (ts.isCallExpression(child) && !(ts.isIdentifier(child.expression) && functionNamed(child.expression))) {
        const called = signatureOf(child);
        if (called && !read.has(called)) readFunction(called, child.expression.getText().slice(0, 40), depth + 1);
      }
      ts.forEachChild(child, readOn);
    };
    ts.forEachChild(node, readOn);
  };

  const handler = findHandler(program.getSourceFile(ENTRY));
  readFunction(handler, 'taxImpactContract.estimate', 0);
  return steps;
}

/** Whether the name is the one its class, method or field is declared under (read with its class, not followed). */
function namesItsDeclaration(name: ts.Identifier): boolean {
  const { parent } = name;
  return (ts.isClassDeclaration(parent) || ts.isMethodDeclaration(parent) || ts.isPropertyDeclaration(parent)) && parent.name === name;
}

function isFunction(node: ts.Node): boolean {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node);
}

/** The endpoint's `estimate` property: the function the route calls with the request's body. */
function findHandler(file: ts.SourceFile | undefined): ts.Node {
  let handler: ts.Node | null = null;
  const find = (node: ts.Node): void => {
    if (!handler && ts.isPropertyAssignment(node) && node.name.getText() === 'estimate' && isFunction(node.initializer)) handler = node.initializer;
    ts.forEachChild(node, find);
  };
  if (file) find(file);
  if (!handler) throw new Error('taxImpactContract.estimate not found');
  return handler;
}

/** How many times a walk through these places (rooms or wings) comes back to one it read before and left. */
export function comesBack(places: readonly string[]): number {
  const left = new Set<string>();
  let back = 0;
  for (let index = 1; index < places.length; index++) {
    const [from, to] = [places[index - 1]!, places[index]!];
    if (from === to) continue;
    left.add(from);
    if (left.has(to)) back++;
  }
  return back;
}

/** A file's folder: the wing its room is in. */
export const wingOf = (file: string) => file.slice(0, file.lastIndexOf('/'));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const steps = inputWalk();
  const files = steps.map((step) => step.file);
  console.log(`${steps.length} functions read in ${new Set(files).size} files and ${new Set(files.map(wingOf)).size} folders`);
  console.log(`comes back to a file it left ${comesBack(files)} times, to a folder ${comesBack(files.map(wingOf))} times`);
  if (process.argv.includes('--list')) for (const step of steps) console.log(`${'  '.repeat(step.depth)}${step.name}  ${step.file}`);
}
