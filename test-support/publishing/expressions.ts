/**
 * GitHub Actions' expressions (`${{ … }}` and `if:`), as the scenario runner needs them to run the
 * workflows as written: literals, contexts with `.` and `[…]`, `!`, comparisons (strings compared
 * without case, other types through numbers), `&&` and `||` returning an operand, and the
 * functions the workflows use. An unknown function throws, so nothing is evaluated by guess.
 */
export type Value = null | boolean | number | string | Value[] | { [key: string]: Value };
type Status = { success: boolean; failure: boolean; cancelled: boolean };
export type Scope = { contexts: Record<string, Value>; status: Status; hashFiles?: (patterns: string[]) => string };

type Token = { kind: 'number' | 'string' | 'name' | 'op'; text: string; value?: Value };

function tokens(source: string): Token[] {
  const found: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);
    const space = /^\s+/.exec(rest);
    if (space) {
      index += space[0].length;
      continue;
    }
    const string = /^'((?:[^']|'')*)'/.exec(rest);
    if (string) {
      found.push({ kind: 'string', text: string[0], value: string[1]!.replace(/''/g, "'") });
      index += string[0].length;
      continue;
    }
    const number = /^-?\d+(\.\d+)?/.exec(rest);
    if (number) {
      found.push({ kind: 'number', text: number[0], value: Number(number[0]) });
      index += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(rest);
    if (name) {
      found.push({ kind: 'name', text: name[0] });
      index += name[0].length;
      continue;
    }
    const op = /^(==|!=|<=|>=|&&|\|\||[!<>().,[\]*])/.exec(rest);
    if (!op) throw new Error(`cannot read the expression at: ${rest}`);
    found.push({ kind: 'op', text: op[0] });
    index += op[0].length;
  }
  return found;
}

const truthy = (value: Value): boolean =>
  !(value === null || value === false || value === 0 || value === '' || Number.isNaN(value));
const asNumber = (value: Value): number =>
  value === null
    ? 0
    : typeof value === 'boolean'
      ? Number(value)
      : typeof value === 'number'
        ? value
        : typeof value === 'string'
          ? value.trim() === ''
            ? 0
            : Number(value)
          : NaN;
const equal = (a: Value, b: Value): boolean => {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === typeof b && (typeof a !== 'object' || a === null || b === null)) return a === b;
  if (typeof a === 'object' || typeof b === 'object') return a === b;
  return asNumber(a) === asNumber(b);
};
const asText = (value: Value): string =>
  value === null ? '' : typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value);

function evaluate(source: string, scope: Scope): Value {
  const list = tokens(source);
  let position = 0;
  const peek = () => list[position];
  const take = (text?: string) => {
    const token = list[position++];
    if (!token || (text !== undefined && token.text !== text))
      throw new Error(`expected ${text ?? 'more'} in ${source}`);
    return token;
  };
  const call = (name: string, args: Value[]): Value => {
    switch (name.toLowerCase()) {
      case 'success':
        return scope.status.success;
      case 'failure':
        return scope.status.failure;
      case 'cancelled':
        return scope.status.cancelled;
      case 'always':
        return true;
      case 'format':
        return asText(args[0] ?? '').replace(/\{(\d+)\}/g, (_, index: string) => asText(args[Number(index) + 1] ?? ''));
      case 'contains':
        return Array.isArray(args[0])
          ? args[0].some((item) => equal(item, args[1] ?? null))
          : asText(args[0] ?? '')
              .toLowerCase()
              .includes(asText(args[1] ?? '').toLowerCase());
      case 'startswith':
        return asText(args[0] ?? '')
          .toLowerCase()
          .startsWith(asText(args[1] ?? '').toLowerCase());
      case 'tojson':
        return JSON.stringify(args[0] ?? null, null, 2);
      case 'hashfiles':
        if (!scope.hashFiles) throw new Error('hashFiles is not available here');
        return scope.hashFiles(args.map(asText));
    }
    throw new Error(`the expression function ${name} is not known to the scenario runner`);
  };
  const primary = (): Value => {
    const token = take();
    if (token.kind === 'number' || token.kind === 'string') return token.value!;
    if (token.text === '(') {
      const value = or();
      take(')');
      return value;
    }
    if (token.text === '!') return !truthy(primary());
    if (token.kind !== 'name') throw new Error(`unexpected ${token.text} in ${source}`);
    if (token.text === 'true' || token.text === 'false') return token.text === 'true';
    if (token.text === 'null') return null;
    if (peek()?.text === '(') {
      take('(');
      const args: Value[] = [];
      while (peek()?.text !== ')') {
        args.push(or());
        if (peek()?.text === ',') take(',');
      }
      take(')');
      return call(token.text, args);
    }
    if (!(token.text in scope.contexts)) throw new Error(`unknown context ${token.text} in ${source}`);
    let value: Value = scope.contexts[token.text] ?? null;
    for (;;) {
      if (peek()?.text === '.') {
        take('.');
        const key = take().text;
        value = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value[key] ?? null) : null;
      } else if (peek()?.text === '[') {
        take('[');
        const key = asText(or());
        take(']');
        value = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value[key] ?? null) : null;
      } else return value;
    }
  };
  const comparison = (): Value => {
    const left = primary();
    const op = peek()?.text;
    if (op === '==' || op === '!=' || op === '<' || op === '>' || op === '<=' || op === '>=') {
      take();
      const right = primary();
      if (op === '==') return equal(left, right);
      if (op === '!=') return !equal(left, right);
      const [a, b] = [asNumber(left), asNumber(right)];
      return op === '<' ? a < b : op === '>' ? a > b : op === '<=' ? a <= b : a >= b;
    }
    return left;
  };
  const and = (): Value => {
    let value = comparison();
    while (peek()?.text === '&&') {
      take();
      const right = comparison();
      value = truthy(value) ? right : value;
    }
    return value;
  };
  function or(): Value {
    let value = and();
    while (peek()?.text === '||') {
      take();
      const right = and();
      value = truthy(value) ? value : right;
    }
    return value;
  }
  const value = or();
  if (position !== list.length) throw new Error(`unexpected ${peek()!.text} in ${source}`);
  return value;
}

/** A string with its `${{ … }}` parts replaced by their values. */
export function interpolate(text: string, scope: Scope): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) => asText(evaluate(expression, scope)));
}

/** An `if:` condition: without a status function, GitHub reads it as `success() && (…)`. */
export function condition(source: string | boolean | undefined, scope: Scope): boolean {
  if (source === undefined) return scope.status.success;
  if (typeof source === 'boolean') return source;
  const expression = source.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const withStatus = /\b(success|failure|cancelled|always)\s*\(/.test(expression)
    ? expression
    : `success() && (${expression})`;
  return truthy(evaluate(withStatus, scope));
}
