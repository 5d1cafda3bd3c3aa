/**
 * A readable rendering of any game's view for the terminal: plain JSON as indented `key: value`
 * lines, short lists and small records on one line.
 */

const LINE = 96;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` on one line (nested records and lists too), or `null` if it is longer than `room`. */
function inline(value: unknown, room: number): string | null {
  let text: string;
  if (value === null || typeof value !== 'object') {
    text = scalar(value);
  } else if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const item of value) {
      const part = inline(item, room);
      if (part === null) return null;
      parts.push(part);
    }
    text = `[${parts.join(', ')}]`;
  } else {
    const parts: string[] = [];
    for (const [key, item] of Object.entries(value)) {
      const part = inline(item, room);
      if (part === null) return null;
      parts.push(`${key}: ${part}`);
    }
    text = parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
  }
  return text.length <= room ? text : null;
}

function scalar(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? 'undefined';
}

/** A long list of plain values, wrapped over several lines. */
function wrapped(lead: string, values: readonly unknown[], indent: string): string[] {
  const lines: string[] = [];
  let line = `${lead}[`;
  values.forEach((value, index) => {
    const item = `${scalar(value)}${index === values.length - 1 ? ']' : ','}`;
    if (line.length + item.length + 1 > LINE && line.trim() !== '') {
      lines.push(line);
      line = `${indent}  ${item}`;
    } else {
      line += line.endsWith('[') ? item : ` ${item}`;
    }
  });
  lines.push(line);
  return lines;
}

/** The lines of `value` under `key` (`null`: an item of a list), indented by `depth`. */
function linesOf(key: string | null, value: unknown, depth: number, out: string[]): void {
  const indent = '  '.repeat(depth);
  const lead = key === null ? `${indent}- ` : `${indent}${key}: `;
  const one = inline(value, LINE - lead.length);
  if (one !== null) {
    out.push(lead + one);
    return;
  }
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    out.push(...wrapped(lead, value, indent));
    return;
  }
  if (key === null && isRecord(value)) {
    // A record in a list: its first field on the dash's line, the others under it.
    const fields: string[] = [];
    for (const [name, item] of Object.entries(value)) linesOf(name, item, depth + 1, fields);
    fields.forEach((line, index) => out.push(index === 0 ? `${indent}- ${line.slice(indent.length + 2)}` : line));
    return;
  }
  out.push(key === null ? `${indent}-` : `${indent}${key}:`);
  if (Array.isArray(value)) {
    for (const item of value) linesOf(null, item, depth + 1, out);
  } else if (isRecord(value)) {
    for (const [name, item] of Object.entries(value)) linesOf(name, item, depth + 1, out);
  } else {
    out.push(`${indent}  ${scalar(value)}`);
  }
}

/**
 * The fields of a view (a plain JSON object) as indented lines; `only` limits it to some fields. A
 * field longer than `fold` lines (a content table, a map) is folded to one line saying so.
 */
export function renderView(view: unknown, only?: readonly string[], fold = Infinity): string[] {
  const out: string[] = [];
  if (!isRecord(view)) {
    linesOf('view', view, 0, out);
    return out;
  }
  for (const [key, value] of Object.entries(view)) {
    if (only !== undefined && !only.includes(key)) continue;
    const lines: string[] = [];
    linesOf(key, value, 0, lines);
    out.push(...(lines.length > fold ? [`${key}: … (${lines.length} lines; "v" shows the whole view)`] : lines));
  }
  return out;
}

/** The top-level fields of `view` that differ from `before` (all of them when there is no `before`). */
export function changedFields(before: unknown, view: unknown): string[] {
  if (!isRecord(view)) return [];
  const earlier = isRecord(before) ? before : {};
  return Object.keys(view).filter((key) => JSON.stringify(view[key]) !== JSON.stringify(earlier[key]));
}
