import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, target: "es2022" },
  // `npm run dev -w @rewards/web` talks to the API started with `npm run dev`.
  server: { proxy: { "/api": "http://localhost:3000" } },
});
