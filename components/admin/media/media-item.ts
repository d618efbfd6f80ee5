/** An image as the library screen shows and edits it. */
export interface MediaItem {
  id: string;
  alt: string;
  fileName: string;
  width: number;
  height: number;
  sizeBytes: number;
  focalX: number;
  focalY: number;
  updatedAt: string;
  /** A small rendering for the grid. */
  thumbnail: string;
  /** A larger rendering for the details, where the focal point is set. */
  preview: string;
  /** The address anyone fetches the original at. */
  publicUrl: string;
}
