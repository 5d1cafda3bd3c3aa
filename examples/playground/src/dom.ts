/** A few DOM helpers, so the screens read as what they show. */

/** Attributes and event handlers of an element made by {@link h}. */
export type Props = Readonly<Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>>;

/**
 * An element `tag` with `props` (`on…` functions become listeners, `false`/`null`/`undefined`
 * leave an attribute out) and `children` (strings become text, never markup).
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: (Node | string | null | undefined | false)[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** Offers `text` as a file named `name` to download. */
export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = h('a', { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
