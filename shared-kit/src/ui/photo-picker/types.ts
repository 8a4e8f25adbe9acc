/** How the picker is drawn: a pill button with its label, or a 44 px round icon button (the chat composer). */
export type PhotoPickerVariant = 'button' | 'icon';

export interface PhotoPickerProps {
  /**
   * The button's text and the file input's accessible name (journeys find the input by it, e.g.
   * `getByLabel('Foto kiezen').setInputFiles(...)`). The icon variant shows it to screen readers only.
   */
  label: string;
  /** Called with the chosen file. The input is cleared after, so the same file can be chosen again. */
  onPick: (file: File) => void;
  /** The file types the input offers; JPEG, PNG and WebP by default (what the photos API takes). */
  accept?: string;
  /**
   * Offers a second button on touch screens that opens the camera at once ("Take a photo"): 'user' for the
   * front camera (a profile photo), 'environment' for the back one. Without it, the phone's own chooser
   * still offers the camera beside the gallery.
   */
  camera?: 'user' | 'environment';
  /**
   * Upload progress in percent while the photo uploads; `null` while it uploads without a known size;
   * undefined when nothing uploads. While it uploads, the picked photo shows as a preview with the bar.
   */
  progress?: number | null;
  /** A photo to preview when nothing uploads (the uploaded photo's thumbnail). */
  previewSrc?: string;
  /** Ids of texts that describe the input (a hint with the size limit, an error). */
  describedBy?: string;
  disabled?: boolean;
  variant?: PhotoPickerVariant;
  /** data-testid of the file input. */
  testId?: string;
}
