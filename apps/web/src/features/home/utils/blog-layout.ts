/** docs/product/content-and-pages.md: blog rows alternate; an odd index puts the image first. */
export const imageFirst = (index: number): boolean => index % 2 === 1;
