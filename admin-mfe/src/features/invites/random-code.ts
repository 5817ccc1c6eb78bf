/** Letters and digits that cannot be mistaken for one another when read aloud or copied (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random invite code like 'K7QM-3XTP' (8 characters from 31, about 40 bits), from the browser's CSPRNG. */
export function randomInviteCode(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const chars: string[] = [];
  while (chars.length < 8) {
    for (const byte of random(new Uint8Array(16))) {
      // Rejection sampling keeps every character equally likely.
      if (byte < 248 && chars.length < 8) chars.push(ALPHABET[byte % ALPHABET.length] as string);
    }
  }
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}
