import { parse, type AnyNode, type Expression, type Program } from 'acorn';
import { refuse } from '../../domain/errors';

/**
 * The route paths of a built ./routes chunk, read from its syntax tree rather than its text: a `path:` inside a
 * string (a message), a member read (`e.path:`) or a ternary is no route, and a path that is not one string
 * literal (a template with a placeholder, a concatenation, `"…".replace(…)`, a variable, a call) is refused, since
 * the gate could check only its head and the smoke run could not open it. Every `path` property of an object and
 * every assignment to `.path` in the chunk is taken for a route: the chunk holds the route table and its messages
 * only, and a path that is not a route is better refused than a route left unchecked.
 */
export function routePathsOf(code: string, file: string): string[] {
  const paths: string[] = [];
  for (const node of nodesOf(parseChunk(code, file))) {
    const value = pathValueOf(node);
    if (value === undefined) continue;
    const path = wholePath(value);
    if (path === undefined) throw refuse('release.routeNotWhole', { route: asWritten(value) });
    if (!isPlainPath(path)) throw refuse('release.routeNotPlain', { route: path });
    paths.push(path);
  }
  return paths;
}

/**
 * A plain absolute path: from '/', segments of the characters a URL path carries as they are, none empty (`//`),
 * none `.` or `..`, nothing percent-encoded and no backslash, so the path the gate checks against the remote's
 * prefixes is the path a browser opens (which would resolve `/pages/bank/../shopping/index` elsewhere).
 */
export function isPlainPath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  return path
    .slice(1)
    .split('/')
    .every((segment) => /^[A-Za-z0-9._~!$&'()*+,;=:@-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

function parseChunk(code: string, file: string): Program {
  // A chunk is a classic script (rspack's chunk loading); an .mjs build's is a module.
  for (const sourceType of ['script', 'module'] as const) {
    try {
      return parse(code, { ecmaVersion: 'latest', sourceType });
    } catch {
      // Tried as the other kind next; neither parses: refused below.
    }
  }
  throw refuse('release.unreadableChunk', { file });
}

/** Every node of the tree, without recursion: a minified chunk nests deeper than the call stack would like. */
function* nodesOf(root: AnyNode): Generator<AnyNode> {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) {
      stack.push(...(item as unknown[]));
    } else if (isNode(item)) {
      yield item;
      for (const child of Object.values(item)) if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
}

const isNode = (x: unknown): x is AnyNode => typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string';

/** `path` named as an identifier or a string, computed (`["path"]`) or not. */
function namesPath(key: AnyNode, computed: boolean): boolean {
  if (key.type === 'Literal') return key.value === 'path';
  return !computed && key.type === 'Identifier' && key.name === 'path';
}

/** The value given to a `path` property (`{path: …}`, `{path}`, `{get path() …}`) or assigned to one (`r.path = …`). */
function pathValueOf(node: AnyNode): AnyNode | undefined {
  if (node.type === 'Property' && namesPath(node.key, node.computed)) return node.value;
  if (node.type === 'AssignmentExpression' && node.left.type === 'MemberExpression' && namesPath(node.left.property, node.left.computed)) return node.right;
  return undefined;
}

/** The path when it is written out whole: one string literal, or a template with no placeholder. */
function wholePath(node: AnyNode): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

const HOLE = '${…}';

/**
 * A path built at run time, as its author wrote it as far as the built code tells: literal parts kept, a template's
 * or a concatenation's computed parts as `${…}` (a minifier's variable names mean nothing to the team), a call on a
 * literal with its literal arguments (`"/pages/bank/x".replace("x", "…")`).
 */
function asWritten(node: AnyNode): string {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? node.value : HOLE;
    case 'TemplateLiteral':
      return node.quasis.map((q, i) => (i > 0 ? HOLE : '') + (q.value.cooked ?? q.value.raw)).join('');
    case 'BinaryExpression':
      return node.operator === '+' && node.left.type !== 'PrivateIdentifier' ? asWritten(node.left) + asWritten(node.right) : HOLE;
    case 'CallExpression': {
      const callee = node.callee;
      if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || !isStringLiteral(callee.object)) return HOLE;
      const args = node.arguments.map((a) => (isStringLiteral(a) ? JSON.stringify(a.value) : '…'));
      return `${JSON.stringify(callee.object.value)}.${callee.property.name}(${args.join(', ')})`;
    }
    default:
      return HOLE;
  }
}

const isStringLiteral = (node: AnyNode): node is Expression & { type: 'Literal'; value: string } => node.type === 'Literal' && typeof node.value === 'string';
