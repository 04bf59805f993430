import { configureShop } from "@shop-admin/backoffice";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App";

// The API runs on another origin (CORS_ORIGINS on the server names this app's origin).
configureShop({ apiBase: import.meta.env.VITE_API_BASE ?? "http://127.0.0.1:4710/api" });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
