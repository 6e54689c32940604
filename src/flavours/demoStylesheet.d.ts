/** A stylesheet imported as a scoped, separately emitted file: the import is its URL (plugins/demoStylesheets). */
declare module '*&demo-stylesheet' {
  const url: string;
  export default url;
}
