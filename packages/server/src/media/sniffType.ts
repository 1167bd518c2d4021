/**
 * What a file really is, from its first bytes, never from its name or the type the client
 * claims: a PHP script renamed photo.jpg is not an image.
 */
export interface SniffedType {
  mime: string;
  extension: string;
  kind: 'image' | 'document';
}

const SIGNATURES: { bytes: (number | null)[]; offset?: number; type: SniffedType }[] = [
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: { mime: 'image/png', extension: 'png', kind: 'image' },
  },
  { bytes: [0xff, 0xd8, 0xff], type: { mime: 'image/jpeg', extension: 'jpg', kind: 'image' } },
  { bytes: [0x47, 0x49, 0x46, 0x38], type: { mime: 'image/gif', extension: 'gif', kind: 'image' } },
  // RIFF....WEBP
  {
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
    type: { mime: 'image/webp', extension: 'webp', kind: 'image' },
  },
  {
    bytes: [0x25, 0x50, 0x44, 0x46, 0x2d],
    type: { mime: 'application/pdf', extension: 'pdf', kind: 'document' },
  },
];

export function sniffType(head: Uint8Array): SniffedType | null {
  for (const signature of SIGNATURES) {
    const offset = signature.offset ?? 0;
    if (head.length < offset + signature.bytes.length) continue;
    if (signature.bytes.every((byte, index) => byte === null || head[offset + index] === byte))
      return signature.type;
  }
  return null;
}

/** Whether a sniffed type is acceptable where `wanted` files are expected (documents may be images). */
export function accepts(wanted: 'image' | 'document', type: SniffedType): boolean {
  return wanted === 'document' || type.kind === 'image';
}
