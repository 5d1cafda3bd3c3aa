/**
 * Content by reference. A game's content (its map, its cards) is static and public, so a view
 * names it by an id instead of carrying it: a client gets the content once, with the match's
 * config, and every view after that is light. The id of a game's stand-in content is fixed; other
 * content is named by a hash of its JSON.
 */
import { canonicalJson, sameJson } from './json.js';

/**
 * A 64-bit FNV-1a hash of `text` as 16 hex digits: stable on every machine, for naming content,
 * not for security.
 */
export function hashText(text: string): string {
  // Two 32-bit FNV-1a lanes with different offsets make 64 bits without BigInt.
  let high = 0x811c9dc5;
  let low = 0x050c5d1f;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    high = Math.imul(high ^ code, 0x01000193) >>> 0;
    low = Math.imul(low ^ (code + 0x9e37), 0x01000193) >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

/**
 * The id a view gives `content`: `standInId` for the game's stand-in content, else `custom:` and
 * the hash of its canonical JSON — the same content always has the same id, whatever its key
 * order or object identity. The stand-in is recognised at once when it is the one shared object
 * (the config schema hands it back), and otherwise by comparing the data, so a state copied
 * through JSON still names its content right.
 */
export function contentIdOf(content: unknown, standIn: unknown, standInId: string): string {
  if (content === standIn || sameJson(content, standIn)) return standInId;
  return `custom:${hashText(canonicalJson(content))}`;
}

/**
 * `content`, or the stand-in object itself when `content` holds the same data: a config schema
 * calls it so that a config read back from a save shares the one stand-in object, and views name
 * it by its fixed id at once.
 */
export function internContent<T>(content: T, standIn: T): T {
  return content === standIn || !sameJson(content, standIn) ? content : standIn;
}
