/**
 * Unguessable seeds, outside the pure engine. A match's seed, its random stream's state and its log
 * are as secret as its hidden state: anyone holding the seed can replay every shuffle and deal. A
 * server must draw seeds nobody can guess and never send them to a client.
 */

/**
 * A fresh seed of 128 random bits from `globalThis.crypto` (the Web Crypto API of browsers, Node 19+
 * and Deno), as 32 hex digits. Throws if the platform has no `crypto.getRandomValues`.
 */
export function randomSeed(): string {
  const crypto = (globalThis as { crypto?: { getRandomValues?: <T extends ArrayBufferView>(array: T) => T } }).crypto;
  if (crypto?.getRandomValues === undefined) {
    throw new Error('randomSeed needs globalThis.crypto.getRandomValues (Web Crypto); pass your own unguessable seed instead');
  }
  const words = crypto.getRandomValues(new Uint32Array(4));
  return Array.from(words, (word) => word.toString(16).padStart(8, '0')).join('');
}
