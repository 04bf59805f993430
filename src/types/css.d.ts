// CSS files are bundled as text (esbuild `loader: { ".css": "text" }`, a rollup plugin) and
// injected where needed, so they also apply inside shadow roots.
declare module "*.css" {
  const css: string;
  export default css;
}
