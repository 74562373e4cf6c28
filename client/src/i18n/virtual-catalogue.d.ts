/** Catalogue halves served by build-plugins/catalogue-split.ts. */
declare module 'virtual:catalogue/*' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
