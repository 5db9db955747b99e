/**
 * A random (version 4) UUID for the ids the app makes itself (list items, messages). crypto.randomUUID
 * exists only in secure contexts, and a self-hosted server is often opened at http://192.168.…, where it is
 * missing; getRandomValues is there in every context.
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  // The version (4) and the variant (RFC 9562's) in their bits; the other 122 stay random.
  bytes.set([((bytes[6] ?? 0) & 0x0f) | 0x40], 6)
  bytes.set([((bytes[8] ?? 0) & 0x3f) | 0x80], 8)
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
