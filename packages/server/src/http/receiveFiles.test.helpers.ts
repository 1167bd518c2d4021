/** Builders for multipart tests: a real PNG, a valid sign-up form, and a view of a folder tree. */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 RGB PNG of the given colour, byte for byte (signature, IHDR, IDAT, IEND). */
export function tinyPng(rgb: [number, number, number] = [200, 160, 120]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // One scanline: filter byte 0, then the pixel.
    chunk('IDAT', deflateSync(Buffer.from([0, ...rgb]))),
    chunk('IEND', new Uint8Array()),
  ]);
}

let counter = 0;

/** The text fields of a valid sign-up, unique per call; `overrides` replace or (undefined) remove fields. */
export function signupFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const fields: Record<string, string | undefined> = {
    sexe_profile: 'Femme',
    id_pays_profile: '1',
    nom_profile: 'Durand',
    prenom_profile: 'Alice',
    email: `alice.${tag}@example.test`,
    password: 'correct-horse-42',
    pseudo_profile: `Alice${tag}`,
    date_naiss_profile: '1990-04-12',
    newsletter: '1',
    langue_application: '1',
    device: 'web',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** A multipart form of text fields and files (`[field, bytes, file name]`). */
export function multipartForm(
  fields: Record<string, string>,
  files: [field: string, content: Uint8Array, fileName: string][] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, content, fileName] of files)
    form.append(name, new Blob([new Uint8Array(content)]), fileName);
  return form;
}

/** Every file under `dir`, as sorted paths relative to it (empty when `dir` does not exist). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
}
