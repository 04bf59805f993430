import type { ReactNode } from "react";

export const metadata = { title: "Shop (Next.js App Router host)", icons: { icon: "data:," } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
