import vue from "@vitejs/plugin-vue";
import { defineConfig } from "vite";

export default defineConfig({
  // Vue renders shop-* tags as custom elements instead of resolving them as Vue components.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith("shop-") } } })],
  preview: { host: "127.0.0.1", port: 4714, strictPort: true },
});
