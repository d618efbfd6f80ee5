import type { MediaType } from "./rules";

/**
 * How many leading bytes `imageTypeOf` reads: enough for every signature below, AVIF's `ftyp`
 * box with its list of brands included.
 */
export const SIGNATURE_BYTES = 64;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** The chunks a WebP file opens with: lossy, lossless, or extended. */
const WEBP_CHUNKS = new Set(["VP8 ", "VP8L", "VP8X"]);
/** The brands that make an ISO media file an AVIF image (a still, or a sequence). */
const AVIF_BRANDS = new Set(["avif", "avis"]);

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

function bigEndian32(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
  );
}

/** A RIFF container whose form is WEBP, opening with one of WebP's own chunks. */
function isWebp(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 16 &&
    ascii(bytes, 0, 4) === "RIFF" &&
    ascii(bytes, 8, 12) === "WEBP" &&
    WEBP_CHUNKS.has(ascii(bytes, 12, 16))
  );
}

/**
 * An ISO media file (HEIF family) whose first box, `ftyp`, names AVIF as its major brand or
 * among its compatible ones. HEIC photos share the container but not the brand.
 */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = bigEndian32(bytes, 0);
  if (boxSize < 16 || boxSize % 4 !== 0) return false;
  const end = Math.min(boxSize, bytes.length);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // Bytes 12–16 are the minor version; the compatible brands follow, four bytes each.
  for (let at = 16; at + 4 <= end; at += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

/**
 * Which of the library's formats a file's first bytes say it is, or null for anything else: an
 * HTML page or a script labelled as an image, a GIF, an SVG drawing, a damaged file. The label
 * a browser sends comes from the file's name and proves nothing; these bytes are what an image
 * decoder reads. SVG is not among the formats (the bucket refuses it: a drawing can carry
 * script), so no text format is ever taken for an image here.
 */
export function imageTypeOf(head: Uint8Array): MediaType | null {
  if (startsWith(head, PNG)) return "image/png";
  if (startsWith(head, JPEG)) return "image/jpeg";
  if (isWebp(head)) return "image/webp";
  if (isAvif(head)) return "image/avif";
  return null;
}
