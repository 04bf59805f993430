"use client";

import { OrdersArea, configureShop } from "@shop-admin/backoffice";
import { useCallback, useState } from "react";

// The API runs on another origin (CORS_ORIGINS on the server names this app's origin).
configureShop({ apiBase: process.env.NEXT_PUBLIC_API_BASE ?? "http://127.0.0.1:4710/api" });

export default function OrdersPage() {
  const [heard, setHeard] = useState("Nothing heard yet");
  const onNavigate = useCallback((path: string) => setHeard(`Host heard: the area is at ${path}`), []);
  return (
    <main>
      <h1>Next.js host</h1>
      <p role="status">{heard}</p>
      <OrdersArea onNavigate={onNavigate} />
    </main>
  );
}
