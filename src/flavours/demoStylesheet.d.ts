/** A stylesheet imported as a scoped, separately emitted file: the import is its URL (plugins/lean/demoStylesheets). */
declare module '*&demo-stylesheet' {
  const url: string;
  export default url;
}
