/** The build label of the second landers build (package.json build:variant), which growth teams swap in. */
export const VARIANT_BUILD_LABEL = 'landers-variant-b';

export function isVariantBuild(label: string = __BUILD_LABEL__): boolean {
  return label === VARIANT_BUILD_LABEL;
}
